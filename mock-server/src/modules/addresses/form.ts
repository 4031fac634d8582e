import type { FastifyRequest } from 'fastify';
import { MAX_QR_BYTES } from 'shared-api/contract/addresses';
import { readForm } from '../../lib/multipart-form';

export interface AddressForm {
  /** The `address` field as sent (validated by the service). */
  address: string | undefined;
  /** The bytes of the `qr_code` file, or null when no file came. */
  image: Buffer | null;
}

export const QR_TOO_LARGE_MESSAGE = `The QR code image must be ${MAX_QR_BYTES / 1024 / 1024} MB or smaller.`;

/**
 * Reads `address` and the `qr_code` file of a multipart request, holding at most MAX_QR_BYTES of image in
 * memory: a larger file stops the upload with 413. Other fields and files are drained and ignored.
 */
export const readAddressForm = async (request: FastifyRequest): Promise<AddressForm> => {
  const form = await readForm(request, {
    limits: { fileSize: MAX_QR_BYTES, files: 1, fields: 5, parts: 6 },
    fileFields: ['qr_code'],
    otherFiles: 'ignore',
    messages: {
      tooLarge: QR_TOO_LARGE_MESSAGE,
      tooManyFiles: 'Send one QR code image only.',
      tooManyFields: 'The form has too many fields: send the address and the QR code image only.',
      notAForm: 'Send the address and the QR code image as a multipart form.',
    },
  });
  return { address: form.fields.address, image: form.files.qr_code ?? null };
};
