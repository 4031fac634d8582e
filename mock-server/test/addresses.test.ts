import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import QRCode from 'qrcode';
import { type CoinSlug, MAX_QR_BYTES } from 'shared-api/contract/addresses';
import sharp from 'sharp';
import { createTestApp, type TestContext } from './helpers/app';
import { usingPostgres } from './helpers/database';
import { type FilePart, multipartBody } from './helpers/multipart';
import { createUser, type TestUser } from './helpers/users';

/** Well-formed addresses of each coin (public example addresses; nothing is ever paid to them here). */
const ADDRESSES: Record<CoinSlug, [string, string]> = {
  btc: ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', '1BoatSLRHtKNngkdXEeobR76b53LETtpyT'],
  eth: ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x00000000219ab540356cBB839Cbe05303d7705Fa'],
  usdt: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8'],
  xrp: ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh'],
  sol: ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', 'So11111111111111111111111111111111111111112'],
};

const png = (text: string) => QRCode.toBuffer(text, { type: 'png', margin: 1, width: 128 });
/** The same QR as JPEG or WebP (re-encoded by sharp from the PNG). */
const jpegQr = async (text: string) =>
  sharp(await png(text))
    .jpeg()
    .toBuffer();
const webpQr = async (text: string) =>
  sharp(await png(text))
    .webp()
    .toBuffer();
const qrFile = (bytes: Uint8Array, filename = 'qr.png', type = 'image/png'): FilePart => ({
  field: 'qr_code',
  filename,
  type,
  bytes,
});

const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();

describe('deposit addresses', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let user: TestUser;

  const create = (slug: CoinSlug, fields: Record<string, string>, files: FilePart[], token = admin.token) =>
    ctx.api.call('POST', `create-${slug}-address`, { token, ...multipartBody(fields, files) });
  const count = async (table: 'deposit_addresses' | 'audit_log') =>
    Number(
      (
        await ctx.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const snapshot = async () => ({
    addresses: await count('deposit_addresses'),
    audit: await count('audit_log'),
  });

  before(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx.app.db, { role: 'admin' });
    user = await createUser(ctx.app.db);
  });
  after(() => ctx.close());

  it('creates an address with its QR image, lists it active and serves the image publicly', async () => {
    const image = await png(ADDRESSES.btc[0]);
    const created = await create('btc', { address: ADDRESSES.btc[0] }, [qrFile(image)]);
    assert.equal(created.statusCode, 200, created.body);
    assert.match(created.json().message, /Bitcoin address added/);

    const list = await ctx.api.get('all-btc-address', { token: admin.token });
    assert.equal(list.statusCode, 200);
    const [entry] = list.json().addresses;
    assert.equal(entry.address, ADDRESSES.btc[0]);
    assert.equal(entry.active, true);
    assert.equal(entry.qr_code, `/api/address-qr/${entry.id}`);

    const served = await ctx.api.get(entry.qr_code);
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.match(String(served.headers['cache-control']), /max-age=31536000/);
    // Re-encoded on upload: the same pixels, not necessarily the same bytes.
    assert.deepEqual(await pixels(served.rawPayload), await pixels(image));

    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'address.create')
      .executeTakeFirstOrThrow();
    assert.equal(audit.actor_id, admin.id);
    assert.equal(audit.target_id, String(entry.id));
    assert.equal(audit.payload.address, ADDRESSES.btc[0]);
  });

  it('lists newest first with only the newest active, and gives users the newest', async () => {
    await create('btc', { address: ADDRESSES.btc[1] }, [qrFile(await png(ADDRESSES.btc[1]))]);
    const list = (await ctx.api.get('all-btc-address', { token: admin.token })).json().addresses;
    assert.deepEqual(
      list.map((entry: { address: string; active: boolean }) => [entry.address, entry.active]),
      [
        [ADDRESSES.btc[1], true],
        [ADDRESSES.btc[0], false],
      ],
    );
    const last = await ctx.api.get('last-btc-address', { token: user.token });
    assert.equal(last.statusCode, 200);
    assert.deepEqual(last.json(), { address: ADDRESSES.btc[1], qr_code: list[0].qr_code });
  });

  it('keeps each coin apart: every slug has its own list and newest address', async () => {
    for (const slug of ['eth', 'usdt', 'xrp'] as const) {
      const response = await create(slug, { address: ADDRESSES[slug][0] }, [
        qrFile(await png(ADDRESSES[slug][0])),
      ]);
      assert.equal(response.statusCode, 200, `${slug}: ${response.body}`);
    }
    const eth = (await ctx.api.get('all-eth-address', { token: admin.token })).json().addresses;
    assert.deepEqual(
      eth.map((entry: { address: string }) => entry.address),
      [ADDRESSES.eth[0]],
    );
    assert.equal(
      (await ctx.api.get('last-usdt-address', { token: user.token })).json().address,
      ADDRESSES.usdt[0],
    );
  });

  it('accepts JPEG and WebP by their content, whatever name and type they are sent with', async () => {
    const jpeg = await create('sol', { address: ADDRESSES.sol[0] }, [
      qrFile(await jpegQr(ADDRESSES.sol[0]), 'scan.txt', 'text/plain'),
    ]);
    assert.equal(jpeg.statusCode, 200, jpeg.body);
    const webp = await create('sol', { address: ADDRESSES.sol[1] }, [
      qrFile(await webpQr(ADDRESSES.sol[1]), 'qr', 'application/octet-stream'),
    ]);
    assert.equal(webp.statusCode, 200, webp.body);
    const [newest, older] = (await ctx.api.get('all-sol-address', { token: admin.token })).json().addresses;
    assert.equal((await ctx.api.get(newest.qr_code)).headers['content-type'], 'image/webp');
    assert.equal((await ctx.api.get(older.qr_code)).headers['content-type'], 'image/jpeg');
  });

  it('stores only the pixels of the QR image: anything appended to the file is dropped', async () => {
    const address = `0x${'ab'.repeat(20)}`;
    const image = await png(address);
    const tampered = Buffer.concat([image, Buffer.from('<script>alert(1)</script>')]);
    const created = await create('eth', { address }, [qrFile(tampered)]);
    assert.equal(created.statusCode, 200, created.body);
    const [entry] = (await ctx.api.get('all-eth-address', { token: admin.token })).json().addresses;
    assert.equal(entry.address, address);
    const served = (await ctx.api.get(entry.qr_code)).rawPayload;
    assert.equal(served.includes('<script>'), false);
    assert.deepEqual(await pixels(served), await pixels(image));
  });

  it('refuses a file that is not an image even when named and typed as a PNG; nothing is written', async () => {
    const before = await snapshot();
    const fake = Buffer.from('<?php echo "not a picture"; ?>');
    const response = await create('eth', { address: ADDRESSES.eth[1] }, [
      qrFile(fake, 'qr.png', 'image/png'),
    ]);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'The QR code must be a PNG, JPEG or WebP image.');
    assert.deepEqual(await snapshot(), before);
  });

  it('refuses an image over 1 MB with 413 and a clear message; nothing is written', async () => {
    const before = await snapshot();
    const big = Buffer.concat([await png('x'), Buffer.alloc(MAX_QR_BYTES, 1)]);
    const response = await create('eth', { address: ADDRESSES.eth[1] }, [qrFile(big)]);
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().message, 'The QR code image must be 1 MB or smaller.');
    assert.deepEqual(await snapshot(), before);
  });

  it('refuses incomplete, malformed and duplicate forms with clear messages; nothing is written', async () => {
    const image = await png('qr');
    const before = await snapshot();
    const cases: [string, Promise<{ statusCode: number; json(): { message: string } }>, number, RegExp][] = [
      ['no file', create('eth', { address: ADDRESSES.eth[1] }, []), 400, /attach the QR code image/],
      ['no address', create('eth', {}, [qrFile(image)]), 400, /Address is required/],
      [
        'wrong coin',
        create('btc', { address: ADDRESSES.eth[1] }, [qrFile(image)]),
        400,
        /not a valid Bitcoin/,
      ],
      [
        'bad characters',
        create('eth', { address: '0x742d35Cc<script>' }, [qrFile(image)]),
        400,
        /letters and digits/,
      ],
      [
        'duplicate',
        create('btc', { address: ADDRESSES.btc[0] }, [qrFile(await png(ADDRESSES.btc[0]))]),
        409,
        /already on the list/,
      ],
      [
        'two images',
        create('eth', { address: ADDRESSES.eth[1] }, [qrFile(image), qrFile(image)]),
        400,
        /one QR code image/,
      ],
      [
        'JSON instead of a form',
        ctx.api.post('create-eth-address', { address: ADDRESSES.eth[1] }, { token: admin.token }),
        400,
        /multipart form/,
      ],
    ];
    for (const [name, pending, status, message] of cases) {
      const response = await pending;
      assert.equal(response.statusCode, status, name);
      assert.match(response.json().message, message, name);
    }
    assert.deepEqual(await snapshot(), before);
  });

  it('refuses an address that fails its coin’s checksum or format with 400 address_invalid; nothing is written', async () => {
    const before = await snapshot();
    const cases: [CoinSlug, string, RegExp][] = [
      ['btc', '1BoatSLRHtKNngkdXEeobR76b53LETtpyU', /Bitcoin address fails its checksum/],
      ['btc', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdz', /Bitcoin address fails its checksum/],
      ['btc', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', /not a valid Bitcoin address/],
      ['eth', '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed', /Ethereum address fails its checksum/],
      ['usdt', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', /USDT \(TRC20\) address fails its checksum/],
      ['usdt', ADDRESSES.btc[1], /not a valid USDT \(TRC20\) address/],
      ['xrp', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi', /XRP address fails its checksum/],
      ['sol', 'So1111111111111111111111111111111111111111', /not a valid Solana address/],
    ];
    for (const [slug, address, message] of cases) {
      const response = await create(slug, { address }, [qrFile(await png(address))]);
      assert.equal(response.statusCode, 400, `${slug} ${address}`);
      assert.equal(response.json().code, 'address_invalid', `${slug} ${address}`);
      assert.match(response.json().message, message, `${slug} ${address}`);
    }
    assert.deepEqual(await snapshot(), before);
  });

  it('refuses a QR code that encodes another address, or no readable QR, with 400 qr_mismatch; nothing is written', async () => {
    const before = await snapshot();
    const address = ADDRESSES.xrp[1];
    const other = await create('xrp', { address }, [qrFile(await png(ADDRESSES.xrp[0]))]);
    assert.equal(other.statusCode, 400, other.body);
    assert.equal(other.json().code, 'qr_mismatch');
    assert.match(other.json().message, /QR code encodes another address/);

    const blank = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 255, g: 255, b: 255 } },
    })
      .png()
      .toBuffer();
    const unreadable = await create('xrp', { address }, [qrFile(blank)]);
    assert.equal(unreadable.statusCode, 400, unreadable.body);
    assert.equal(unreadable.json().code, 'qr_mismatch');
    assert.match(unreadable.json().message, /No QR code could be read/);
    assert.deepEqual(await snapshot(), before);
  });

  it('accepts a QR code holding a payment URI whose path is the address', async () => {
    const address = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
    const response = await create('eth', { address }, [qrFile(await png(`ethereum:${address}@1`))]);
    assert.equal(response.statusCode, 200, response.body);
    const [newest] = (await ctx.api.get('all-eth-address', { token: admin.token })).json().addresses;
    assert.equal(newest.address, address);
  });

  it('deletes an address of its own coin only; every failure carries message and error', async () => {
    const [btcNewest, btcOlder] = (await ctx.api.get('all-btc-address', { token: admin.token })).json()
      .addresses;
    const before = await snapshot();

    const wrongCoin = await ctx.api.delete(`eth-delete/${btcNewest.id}`, { token: admin.token });
    assert.equal(wrongCoin.statusCode, 404);
    assert.match(wrongCoin.json().message, /no Ethereum address with id/);
    assert.equal(wrongCoin.json().error, 'The address was not deleted.');

    const badId = await ctx.api.delete('btc-delete/abc', { token: admin.token });
    assert.equal(badId.statusCode, 400);
    assert.ok(badId.json().message);
    assert.ok(badId.json().error);

    const asUser = await ctx.api.delete(`btc-delete/${btcNewest.id}`, { token: user.token });
    assert.equal(asUser.statusCode, 403);
    assert.ok(asUser.json().message && asUser.json().error);
    assert.deepEqual(await snapshot(), before);

    const deleted = await ctx.api.delete(`btc-delete/${btcNewest.id}`, { token: admin.token });
    assert.equal(deleted.statusCode, 200);
    assert.equal(deleted.json().message, 'Bitcoin address deleted.');
    const list = (await ctx.api.get('all-btc-address', { token: admin.token })).json().addresses;
    assert.deepEqual(
      list.map((entry: { id: number; active: boolean }) => [entry.id, entry.active]),
      [[btcOlder.id, true]],
      'the next newest becomes the active one',
    );
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'address.delete')
      .executeTakeFirstOrThrow();
    assert.equal(audit.target_id, String(btcNewest.id));
    assert.equal(audit.payload.coin, 'bitcoin');

    const again = await ctx.api.delete(`btc-delete/${btcNewest.id}`, { token: admin.token });
    assert.equal(again.statusCode, 404);
    assert.equal((await ctx.api.get(btcNewest.qr_code)).statusCode, 404);
  });

  it('lists an address once when two admins add it at the same moment', {
    skip: usingPostgres() ? false : 'concurrency needs PostgreSQL (set TEST_DATABASE_URL)',
  }, async () => {
    const address = ADDRESSES.xrp[1];
    const image = await png(address);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => create('xrp', { address }, [qrFile(image)])),
    );
    assert.deepEqual(
      answers.map((answer) => answer.statusCode).sort(),
      [200, 409, 409, 409, 409, 409],
      answers.map((answer) => answer.body).join('\n'),
    );
    const rows = await ctx.app.db
      .selectFrom('deposit_addresses')
      .select('id')
      .where('address', '=', address)
      .execute();
    assert.equal(rows.length, 1);
  });

  it('answers 404 with a clear message when a coin has no address yet', async () => {
    const fresh = await createTestApp({}, undefined);
    try {
      const someone = await createUser(fresh.app.db);
      const response = await fresh.api.get('last-xrp-address', { token: someone.token });
      assert.equal(response.statusCode, 404);
      assert.match(response.json().message, /No XRP deposit address is available yet/);
    } finally {
      await fresh.close();
    }
  });

  it('keeps the address screens for admins and the payment address for signed-in users', async () => {
    const image = await png('qr');
    for (const slug of ['btc', 'usdt', 'xrp', 'sol', 'eth'] as const) {
      assert.equal((await ctx.api.get(`all-${slug}-address`, { token: user.token })).statusCode, 403);
      assert.equal((await ctx.api.get(`all-${slug}-address`)).statusCode, 401);
      const asUser = await create(slug, { address: ADDRESSES[slug][1] }, [qrFile(image)], user.token);
      assert.equal(asUser.statusCode, 403);
      assert.equal((await ctx.api.get(`last-${slug}-address`)).statusCode, 401);
    }
    assert.equal((await ctx.api.get('address-qr/999999')).statusCode, 404);
    assert.equal((await ctx.api.get('address-qr/-1')).statusCode, 400);
  });
});
