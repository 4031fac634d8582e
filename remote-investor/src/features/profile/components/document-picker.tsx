import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_DOCUMENT_BYTES } from 'shared-api/identity-options';
import { FileInput } from 'shared-ui/file-input';
import { useCurrentLanguage } from 'shared-ui/i18n';
import { NAMESPACE } from '../../../i18n';
import { DOCUMENT_ACCEPT, documentProblem, formatMegabytes } from './document-files';

export interface DocumentPickerProps {
  label: string;
  previewAlt: string;
  /** The problem to show (a refused choice, or a missing picture on submit). */
  error?: string | undefined;
  /** A picture that may be sent, or null when the choice was cleared or refused. */
  onFile: (file: File | null) => void;
  /** Why a chosen file was refused, as text. */
  onRefused: (message: string) => void;
}

/**
 * One side of the identity document: images only, the size limit said before anything is chosen and
 * checked as soon as it is. A refused file is dropped at once (the picker mounts afresh, without it or its
 * preview), so only an acceptable picture is ever shown or sent.
 */
export function DocumentPicker({ label, previewAlt, error, onFile, onRefused }: DocumentPickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useCurrentLanguage();
  const [generation, setGeneration] = useState(0);
  const limit = formatMegabytes(MAX_DOCUMENT_BYTES, language);

  const choose = (file: File | null) => {
    const problem = file && documentProblem(file);
    if (file && problem) {
      setGeneration((count) => count + 1);
      onFile(null);
      onRefused(
        problem === 'type'
          ? t('profile.identity.fileType')
          : t('profile.identity.fileSize', { size: formatMegabytes(file.size, language), limit }),
      );
      return;
    }
    onFile(file);
  };

  return (
    <FileInput
      key={generation}
      label={label}
      previewAlt={previewAlt}
      accept={DOCUMENT_ACCEPT}
      hint={t('profile.identity.fileHint', { limit })}
      error={error}
      onFileChange={choose}
    />
  );
}
