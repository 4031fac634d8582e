import { addressProblem, qrTextMatchesAddress } from 'shared-api/contract/address-formats';
import { type Coin, createAddressFields, type DepositAddress } from 'shared-api/contract/addresses';
import type { DB } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../errors';
import { reencodeImage } from '../../lib/image-reencode';
import { readQrText } from '../../lib/qr-decode';
import { recordAudit } from '../audit/repository';
import { coinFormats } from './coins';
import type { AddressForm } from './form';
import {
  addressExists,
  deleteAddressRow,
  findAddressOfCoin,
  findNewestAddress,
  findQrImage,
  insertAddress,
  listAddressRows,
} from './repository';

/** Where the QR image of an address is served (a public call: the image only encodes the address). */
export const qrImageUrl = (id: number): string => `/api/address-qr/${id}`;

/** Every address of a coin, newest first; the newest is the one users pay to. */
export const listAddresses = async (db: DB, coin: Coin): Promise<DepositAddress[]> => {
  const rows = await listAddressRows(db, coin);
  return rows.map((row, index) => ({
    id: row.id,
    address: row.address,
    qr_code: qrImageUrl(row.id),
    created_at: row.created_at.toISOString(),
    active: index === 0,
  }));
};

/** The address users pay to: the newest of the coin. */
export const activeAddress = async (db: DB, coin: Coin) => {
  const row = await findNewestAddress(db, coin);
  if (!row) {
    throw notFound(
      'not_found',
      `No ${coinFormats[coin].label} deposit address is available yet. Please choose another currency or contact support.`,
    );
  }
  return { address: row.address, qr_code: qrImageUrl(row.id) };
};

/** Checks the form completely before anything is written; the insert and its audit entry commit together. */
export const createAddress = async (db: DB, actorId: number, coin: Coin, form: AddressForm) => {
  const fields = createAddressFields.safeParse({ address: form.address });
  if (!fields.success)
    throw badRequest('validation_failed', fields.error.issues[0]?.message ?? 'Address is required');
  const { address } = fields.data;
  const format = coinFormats[coin];
  const problem = addressProblem(coin, address);
  if (problem === 'format') {
    throw badRequest('address_invalid', `This is not a valid ${format.label} address (${format.hint}).`);
  }
  if (problem === 'checksum') {
    throw badRequest(
      'address_invalid',
      `This ${format.label} address fails its checksum: a character is wrong. Copy it again from the wallet.`,
    );
  }
  if (!form.image || form.image.length === 0)
    throw badRequest('validation_failed', 'Please attach the QR code image.');
  // Stored and served to every investor: only the re-encoded pixels, never the uploaded file as is.
  const clean = await reencodeImage(form.image);
  if (!clean) throw badRequest('image_invalid', 'The QR code must be a PNG, JPEG or WebP image.');
  const { bytes: image, mime } = clean;
  // Users scan this picture to pay: it must lead to the very address shown beside it.
  const qrText = await readQrText(image);
  if (qrText === null) {
    throw badRequest(
      'qr_mismatch',
      'No QR code could be read in this image. Upload a sharp picture of the QR code.',
    );
  }
  if (!qrTextMatchesAddress(qrText, address)) {
    throw badRequest(
      'qr_mismatch',
      `The QR code encodes another address (${qrText.slice(0, 100)}), not ${address}. Upload the QR code of this address.`,
    );
  }

  const duplicate = conflict('address_duplicate', `This ${format.label} address is already on the list.`);
  const created = db.transaction().execute(async (trx) => {
    if (await addressExists(trx, coin, address)) throw duplicate;
    const { id } = await insertAddress(trx, { coin, address, image, mime });
    await recordAudit(trx, {
      actorId,
      action: 'address.create',
      targetType: 'deposit_address',
      targetId: id,
      payload: { coin, address, qr_mime: mime, qr_bytes: image.length },
    });
    return { message: `${format.label} address added. It is now the address users pay to.` };
  });
  // Another admin added the same address between the check and the insert (unique index).
  return created.catch((error: unknown) => {
    throw isUniqueViolation(error) ? duplicate : error;
  });
};

/** Deletes an address of this coin (an id of another coin is refused); audited in the same transaction. */
export const deleteAddress = async (db: DB, actorId: number, coin: Coin, id: number) =>
  db.transaction().execute(async (trx) => {
    const row = await findAddressOfCoin(trx, coin, id);
    if (!row) {
      throw notFound(
        'not_found',
        `There is no ${coinFormats[coin].label} address with id ${id}; it may have been deleted already.`,
      );
    }
    await deleteAddressRow(trx, id);
    await recordAudit(trx, {
      actorId,
      action: 'address.delete',
      targetType: 'deposit_address',
      targetId: id,
      payload: { coin, address: row.address },
    });
    return { message: `${coinFormats[coin].label} address deleted.` };
  });

export const qrImage = async (db: DB, id: number) => {
  const row = await findQrImage(db, id);
  if (!row) throw notFound('not_found', 'This QR code image does not exist.');
  return { bytes: Buffer.from(row.qr_code), mime: row.qr_mime };
};
