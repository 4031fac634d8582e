import type { FastifyRequest } from 'fastify';
import { MAX_QR_BYTES } from 'shared-api/contract/addresses';
import { type AppError, badRequest, isAppError, tooLarge } from '../../errors';

export interface AddressForm {
  /** The `address` field as sent (validated by the service). */
  address: string | undefined;
  /** The bytes of the `qr_code` file, or null when no file came. */
  image: Buffer | null;
}

export const QR_TOO_LARGE_MESSAGE = `The QR code image must be ${MAX_QR_BYTES / 1024 / 1024} MB or smaller.`;
export const NOT_A_FORM_MESSAGE = 'Send the address and the QR code image as a multipart form.';

const errorCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

/** Parser failures (limits, malformed multipart) said in words a person can act on; always a 4xx. */
const formError = (error: unknown): AppError => {
  if (isAppError(error)) return error;
  switch (errorCode(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(QR_TOO_LARGE_MESSAGE);
    case 'FST_FILES_LIMIT':
      return badRequest('bad_request', 'Send one QR code image only.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest(
        'bad_request',
        'The form has too many fields: send the address and the QR code image only.',
      );
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest('unsupported_media_type', NOT_A_FORM_MESSAGE);
    default:
      // Malformed multipart (bad boundary, truncated body): the sender's fault, never a 500.
      return badRequest(
        'bad_request',
        'The form could not be read. Please choose the image again and retry.',
      );
  }
};

/**
 * Reads `address` and the `qr_code` file of a multipart request, holding at most MAX_QR_BYTES of image in
 * memory: a larger file stops the upload with 413. Other fields and files are drained and ignored.
 */
export const readAddressForm = async (request: FastifyRequest): Promise<AddressForm> => {
  const form: AddressForm = { address: undefined, image: null };
  try {
    const parts = request.parts({ limits: { fileSize: MAX_QR_BYTES, files: 1, fields: 5, parts: 6 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'qr_code') form.image = bytes;
      } else if (part.fieldname === 'address' && typeof part.value === 'string') {
        form.address = part.value;
      }
    }
  } catch (error) {
    throw formError(error);
  }
  return form;
};
