import type { Coin } from 'shared-api/contract/addresses';
import type { DB } from '../../db/database';

type Executor = Pick<DB, 'selectFrom' | 'insertInto' | 'deleteFrom'>;

export const listAddressRows = (db: Executor, coin: Coin) =>
  db
    .selectFrom('deposit_addresses')
    .select(['id', 'address', 'created_at'])
    .where('coin', '=', coin)
    .orderBy('id', 'desc')
    .execute();

export const findNewestAddress = (db: Executor, coin: Coin) =>
  db
    .selectFrom('deposit_addresses')
    .select(['id', 'address'])
    .where('coin', '=', coin)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const findAddressOfCoin = (db: Executor, coin: Coin, id: number) =>
  db
    .selectFrom('deposit_addresses')
    .select(['id', 'address'])
    .where('coin', '=', coin)
    .where('id', '=', id)
    .executeTakeFirst();

export const addressExists = async (db: Executor, coin: Coin, address: string): Promise<boolean> =>
  Boolean(
    await db
      .selectFrom('deposit_addresses')
      .select('id')
      .where('coin', '=', coin)
      .where('address', '=', address)
      .executeTakeFirst(),
  );

export const insertAddress = (
  db: Executor,
  values: { coin: Coin; address: string; image: Uint8Array; mime: string },
) =>
  db
    .insertInto('deposit_addresses')
    .values({ coin: values.coin, address: values.address, qr_code: values.image, qr_mime: values.mime })
    .returning('id')
    .executeTakeFirstOrThrow();

export const deleteAddressRow = (db: Executor, id: number) =>
  db.deleteFrom('deposit_addresses').where('id', '=', id).executeTakeFirst();

export const findQrImage = (db: Executor, id: number) =>
  db.selectFrom('deposit_addresses').select(['qr_code', 'qr_mime']).where('id', '=', id).executeTakeFirst();
