/**
 * The national ID number is encrypted at rest (AES-256-GCM with the document key, a fresh IV per write,
 * bound to its row): the stored bytes never hold the number, admins read it back, another key cannot, and
 * numbers stored in plaintext before migration 027 are sealed by the start-up step.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createThrowawayPostgres } from '../src/db/throwaway-postgres';
import { openSsn, sealPlaintextSsns, sealSsn, UNREADABLE_SSN } from '../src/modules/identity/ssn';
import { createTestApp, type TestContext, testConfig } from './helpers/app';
import { jpegImage, pngImage } from './helpers/images';
import { type FilePart, multipartBody } from './helpers/multipart';
import { storedSsn, testDocumentKey } from './helpers/ssn';
import { createUser, type TestUser } from './helpers/users';

const SSN = 'ZX 987654 Q';
const PNG = await pngImage();
const JPEG = await jpegImage();

const rawRow = (ctx: TestContext, id: number) =>
  ctx.app.db
    .selectFrom('users')
    .select(['id', 'ssn_sealed', 'ssn_plaintext'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** Every representation of the number that could leak into the stored bytes. */
const assertHidden = (bytes: Uint8Array | null, ssn: string) => {
  assert.ok(bytes, 'an ssn is stored');
  const stored = Buffer.from(bytes);
  for (const form of [Buffer.from(ssn), Buffer.from(ssn.replaceAll(' ', '')), Buffer.from(ssn, 'utf16le')])
    assert.equal(stored.includes(form), false, 'the stored bytes hold the number');
  assert.equal(stored.toString('hex').includes(Buffer.from(ssn).toString('hex')), false);
};

describe('ssn encrypted at rest', () => {
  let ctx: TestContext;
  let admin: TestUser;
  before(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx.app.db, { role: 'admin' });
  });
  after(() => ctx.close());

  const submit = (user: TestUser, ssn = SSN) => {
    const files: FilePart[] = [
      { field: 'dl_front', filename: 'front.png', type: 'image/png', bytes: PNG },
      { field: 'dl_back', filename: 'back.jpg', type: 'image/jpeg', bytes: JPEG },
    ];
    const fields = { ssn, occupation: 'Engineer', salary: '$50,000 - $100,000' };
    return ctx.api.call('POST', 'verify-identity', { token: user.token, ...multipartBody(fields, files) });
  };

  it('stores only ciphertext, with a fresh IV on every write', async () => {
    const user = await createUser(ctx.app.db, { level: 2 });
    assert.equal((await submit(user)).statusCode, 200);
    const first = await rawRow(ctx, user.id);
    assert.equal(first.ssn_plaintext, null);
    assertHidden(first.ssn_sealed, SSN);
    assert.equal(storedSsn(first), SSN);

    // Rejected, then the same number again: other bytes.
    assert.equal(
      (await ctx.api.post(`reject-verified-identity/${user.id}`, undefined, { token: admin.token }))
        .statusCode,
      200,
    );
    assert.equal((await rawRow(ctx, user.id)).ssn_sealed, null);
    assert.equal((await submit(user)).statusCode, 200);
    const second = await rawRow(ctx, user.id);
    assertHidden(second.ssn_sealed, SSN);
    assert.notDeepEqual(Buffer.from(second.ssn_sealed ?? []), Buffer.from(first.ssn_sealed ?? []));
  });

  it('lets admins read the number in the list and the detail; the owner sees it masked', async () => {
    const user = await createUser(ctx.app.db, { level: 2 });
    assert.equal((await submit(user)).statusCode, 200);
    const detail = await ctx.api.get(`user/${user.id}`, { token: admin.token });
    assert.equal(detail.json().user.ssn, SSN);
    const list = await ctx.api.get('users', { token: admin.token, query: { search: user.username } });
    assert.deepEqual(
      list.json().users.map((row: { id: number; ssn: string | null }) => [row.id, row.ssn]),
      [[user.id, SSN]],
    );
    const own = await ctx.api.post('me', undefined, { token: user.token });
    assert.equal(own.json().user.ssn, '*******54 Q');
  });

  it('cannot be read with another key, nor after being copied onto another account', async () => {
    const user = await createUser(ctx.app.db, { level: 2 });
    assert.equal((await submit(user)).statusCode, 200);
    const { ssn_sealed: sealed } = await rawRow(ctx, user.id);
    assert.ok(sealed);
    assert.throws(() => openSsn(randomBytes(32), user.id, sealed), /authenticate/);
    assert.throws(() => openSsn(testDocumentKey(), admin.id, sealed), /authenticate/);

    // An instance started with another DOCUMENT_KEY on the same database: no plaintext, a clear marker.
    const other = await buildApp({
      config: testConfig({ documentKey: randomBytes(32).toString('hex') }),
      database: ctx.database,
    });
    try {
      const detail = await other.inject({
        method: 'GET',
        url: `/api/user/${user.id}`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      assert.equal(detail.statusCode, 200);
      assert.equal(detail.json().user.ssn, UNREADABLE_SSN);
      assert.equal(detail.body.includes(SSN), false);
    } finally {
      // Not other.close(): it would close the database this file's app still uses.
      await other.server.close();
    }
  });

  it('refuses to store both forms, or a sealed value too short to be one', async () => {
    const user = await createUser(ctx.app.db, { level: 2 });
    await assert.rejects(
      ctx.app.db
        .updateTable('users')
        .set({ ssn_plaintext: SSN, ssn_sealed: sealSsn(testDocumentKey(), user.id, SSN) })
        .where('id', '=', user.id)
        .execute(),
      /users_ssn_one_form/,
    );
    await assert.rejects(
      ctx.app.db
        .updateTable('users')
        .set({ ssn_sealed: new Uint8Array(28) })
        .where('id', '=', user.id)
        .execute(),
      /check constraint/,
    );
  });
});

describe('ssn stored before migration 027', () => {
  let handle: DatabaseHandle;
  const ids: number[] = [];
  before(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    handle = serverUrl
      ? await createThrowawayPostgres(serverUrl, { prefix: 'vestora_test', empty: true })
      : createDatabase({ dataDir: 'memory://' });
    await migrate(handle, { through: '026_mail_outbox.sql' });
    for (const [index, ssn] of ['AB123456C', '123-45-6789', ''].entries()) {
      const { rows } = await sql<{ id: number }>`
        INSERT INTO users (username, referral_id, ssn) VALUES (${`old${index}`}, ${`OLD${index}`}, ${ssn})
        RETURNING id`.execute(handle.db);
      ids.push(Number(rows[0]?.id));
    }
    // 027 and whatever came after it (later migrations do not touch the ssn).
    const applied = await migrate(handle);
    assert.equal(applied[0], '027_ssn_sealed.sql');
  });
  after(() => handle.close());

  it('is sealed at start-up, once, and the plaintext is gone', async () => {
    // Between the migration and the step (never seen by a request): still plaintext, renamed.
    const before = await handle.db
      .selectFrom('users')
      .select(['id', 'ssn_plaintext'])
      .orderBy('id')
      .execute();
    assert.deepEqual(
      before.map((row) => row.ssn_plaintext),
      ['AB123456C', '123-45-6789', ''],
    );

    const app = await buildApp({ config: testConfig(), database: handle });
    await app.server.close();
    const rows = await handle.db
      .selectFrom('users')
      .select(['id', 'ssn_sealed', 'ssn_plaintext'])
      .orderBy('id')
      .execute();
    assert.deepEqual(
      rows.map((row) => row.ssn_plaintext),
      [null, null, null],
    );
    assertHidden(rows[0]?.ssn_sealed ?? null, 'AB123456C');
    assertHidden(rows[1]?.ssn_sealed ?? null, '123-45-6789');
    assert.deepEqual(
      rows.map((row) => (row.ssn_sealed ? openSsn(testDocumentKey(), row.id, row.ssn_sealed) : null)),
      ['AB123456C', '123-45-6789', null],
    );
    // Idempotent: a second instance starting finds nothing to seal.
    assert.equal(await sealPlaintextSsns(handle.db, testDocumentKey()), 0);
    assert.deepEqual(
      rows.map((row) => row.id),
      ids,
    );
  });
});
