import { DOCUMENT_IMAGE_TYPES, MAX_DOCUMENT_BYTES } from 'shared-api/identity-options';

export type DocumentProblem = 'type' | 'size';

/**
 * Why a chosen picture cannot be sent, or null when it can: the types and the size the server accepts
 * (it checks again, by the content). Checked before anything is uploaded.
 */
export const documentProblem = (file: Pick<File, 'type' | 'size'>): DocumentProblem | null => {
  if (!(DOCUMENT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_DOCUMENT_BYTES) return 'size';
  return null;
};

/** A size in megabytes in `language` (`5 MB`, `5 Mo`), one decimal at most. */
export const formatMegabytes = (bytes: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    bytes / (1024 * 1024),
  );

/** The `accept` list of the file pickers. */
export const DOCUMENT_ACCEPT = DOCUMENT_IMAGE_TYPES.join(',');
