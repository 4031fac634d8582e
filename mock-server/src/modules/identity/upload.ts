import type { FastifyRequest } from 'fastify';
import {
  MAX_DOCUMENT_BYTES,
  type VerifyIdentityFields,
  verifyIdentityFields,
} from 'shared-api/contract/identity';
import { badRequest, tooLarge } from '../../errors';
import { reencodeImage } from '../../lib/image-reencode';
import { readForm } from '../../lib/multipart-form';
import type { ImageMime } from './image-type';

export interface DocumentImage {
  mime: ImageMime;
  bytes: Buffer;
}

export interface IdentityForm extends VerifyIdentityFields {
  front: DocumentImage;
  back: DocumentImage;
}

const LIMIT_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);
const TOO_LARGE = `Each image must be at most ${LIMIT_MB} MB.`;

/** Only the pixels are kept: decoded and written again, so metadata and appended bytes are gone. */
const toImage = async (side: 'front' | 'back', bytes: Buffer | undefined): Promise<DocumentImage> => {
  if (!bytes || bytes.length === 0)
    throw badRequest(
      'validation_failed',
      'Add a picture of both sides of your identity document (front and back).',
    );
  if (bytes.length > MAX_DOCUMENT_BYTES) throw tooLarge(TOO_LARGE);
  const image = await reencodeImage(bytes);
  if (!image)
    throw badRequest(
      'image_invalid',
      `The ${side} picture is not a PNG, JPEG or WebP image. Upload a photo or scan.`,
    );
  return image;
};

/**
 * Reads the multipart form of POST /verify-identity: the text fields through the contract's schema, and the
 * two images checked by their content and size. Throws a clear 400/413 for anything else.
 */
export const readIdentityForm = async (request: FastifyRequest): Promise<IdentityForm> => {
  const form = await readForm(request, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 2, fields: 10, parts: 12 },
    fileFields: ['dl_front', 'dl_back'],
    otherFiles: 'refuse',
    messages: { tooLarge: TOO_LARGE },
  });
  const parsed = verifyIdentityFields.safeParse(form.fields);
  if (!parsed.success)
    throw badRequest('validation_failed', parsed.error.issues[0]?.message ?? 'The form is not complete.');
  return {
    ...parsed.data,
    front: await toImage('front', form.files.dl_front),
    back: await toImage('back', form.files.dl_back),
  };
};
