import type { FastifyRequest } from 'fastify';
import {
  MAX_DOCUMENT_BYTES,
  type VerifyIdentityFields,
  verifyIdentityFields,
} from 'shared-api/contract/identity';
import { badRequest, tooLarge } from '../../errors';
import { detectImageType, type ImageMime } from './image-type';

export interface DocumentImage {
  mime: ImageMime;
  bytes: Buffer;
}

export interface IdentityForm extends VerifyIdentityFields {
  front: DocumentImage;
  back: DocumentImage;
}

const FILE_FIELDS = { dl_front: 'front', dl_back: 'back' } as const;
const LIMIT_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);
const TOO_LARGE = `Each image must be at most ${LIMIT_MB} MB.`;

const isFileTooLarge = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

const isFileField = (name: string): name is keyof typeof FILE_FIELDS => Object.hasOwn(FILE_FIELDS, name);

const toImage = (side: 'front' | 'back', bytes: Buffer | undefined): DocumentImage => {
  if (!bytes || bytes.length === 0)
    throw badRequest(
      'validation_failed',
      'Add a picture of both sides of your identity document (front and back).',
    );
  if (bytes.length > MAX_DOCUMENT_BYTES) throw tooLarge(TOO_LARGE);
  const mime = detectImageType(bytes);
  if (!mime)
    throw badRequest(
      'image_invalid',
      `The ${side} picture is not a PNG, JPEG or WebP image. Upload a photo or scan.`,
    );
  return { mime, bytes };
};

/**
 * Reads the multipart form of POST /verify-identity: the text fields through the contract's schema, and the
 * two images checked by their content and size. Throws a clear 400/413 for anything else.
 */
export const readIdentityForm = async (request: FastifyRequest): Promise<IdentityForm> => {
  const fields: Record<string, string> = {};
  const files: Partial<Record<'front' | 'back', Buffer>> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (!isFileField(part.fieldname)) {
      part.file.resume();
      throw badRequest('bad_request', `Unexpected file "${part.fieldname}": send dl_front and dl_back only.`);
    }
    try {
      files[FILE_FIELDS[part.fieldname]] = await part.toBuffer();
    } catch (error) {
      if (isFileTooLarge(error)) throw tooLarge(TOO_LARGE);
      throw error;
    }
  }
  const parsed = verifyIdentityFields.safeParse(fields);
  if (!parsed.success)
    throw badRequest('validation_failed', parsed.error.issues[0]?.message ?? 'The form is not complete.');
  return { ...parsed.data, front: toImage('front', files.front), back: toImage('back', files.back) };
};
