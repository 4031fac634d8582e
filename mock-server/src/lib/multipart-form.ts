/**
 * The one reader of multipart uploads: every upload route goes through it, so every malformed body (no
 * boundary, empty, truncated, garbage, over a limit) answers a 4xx in words a person can act on, never a 500,
 * and every text field obeys the same rule as JSON input (input-text).
 */
import type { FastifyRequest } from 'fastify';
import { type AppError, badRequest, isAppError, tooLarge } from '../errors';
import { isStorableText, unstorableTextMessage } from './input-text';

export interface FormSpec<FileField extends string> {
  limits: { fileSize: number; files: number; fields: number; parts: number };
  /** The file fields the route reads; any other file is refused (`refuse`) or drained and dropped. */
  fileFields: readonly FileField[];
  otherFiles: 'refuse' | 'ignore';
  messages: {
    tooLarge: string;
    tooManyFiles?: string;
    tooManyFields?: string;
    notAForm?: string;
  };
}

export interface Form<FileField extends string> {
  fields: Record<string, string>;
  files: Partial<Record<FileField, Buffer>>;
}

export const NOT_A_FORM_MESSAGE = 'Send the form as multipart/form-data.';
export const UNREADABLE_FORM_MESSAGE = 'The form could not be read. Please choose the file again and retry.';

const errorCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

/** Parser failures (limits, malformed multipart) as the sender's fault: a 4xx, never a 500. */
const formError = (error: unknown, spec: FormSpec<string>): AppError => {
  if (isAppError(error)) return error;
  switch (errorCode(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(spec.messages.tooLarge);
    case 'FST_FILES_LIMIT':
      return badRequest(
        'bad_request',
        spec.messages.tooManyFiles ?? `Send ${spec.fileFields.join(' and ')} only.`,
      );
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('bad_request', spec.messages.tooManyFields ?? 'The form has too many fields.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest('unsupported_media_type', spec.messages.notAForm ?? NOT_A_FORM_MESSAGE);
    default:
      // No boundary, an empty or truncated body, garbage between boundaries: busboy's plain Errors.
      return badRequest('bad_request', UNREADABLE_FORM_MESSAGE);
  }
};

const isWanted = <FileField extends string>(spec: FormSpec<FileField>, name: string): name is FileField =>
  (spec.fileFields as readonly string[]).includes(name);

/** Reads the whole form, holding at most `limits.fileSize` bytes per file in memory. */
export const readForm = async <FileField extends string>(
  request: FastifyRequest,
  spec: FormSpec<FileField>,
): Promise<Form<FileField>> => {
  const form: Form<FileField> = { fields: {}, files: {} };
  try {
    for await (const part of request.parts({ limits: spec.limits })) {
      if (!isStorableText(part.fieldname)) throw badRequest('validation_failed', unstorableTextMessage(''));
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : '';
        if (!isStorableText(value))
          throw badRequest('validation_failed', unstorableTextMessage(part.fieldname));
        form.fields[part.fieldname] = value;
        continue;
      }
      if (!isWanted(spec, part.fieldname)) {
        part.file.resume();
        if (spec.otherFiles === 'refuse') {
          throw badRequest(
            'bad_request',
            `Unexpected file "${part.fieldname.slice(0, 40)}": send ${spec.fileFields.join(' and ')} only.`,
          );
        }
        continue;
      }
      form.files[part.fieldname] = await part.toBuffer();
    }
  } catch (error) {
    throw formError(error, spec);
  }
  return form;
};
