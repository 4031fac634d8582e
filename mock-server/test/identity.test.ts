import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { MAX_DOCUMENT_BYTES } from 'shared-api/contract/identity';
import sharp from 'sharp';
import { createTestApp, type TestContext } from './helpers/app';
import { EXIF_MARKER, jpegImage, jpegWithMetadata, noisyPng, pngImage, webpImage } from './helpers/images';
import { type FilePart, multipartBody } from './helpers/multipart';
import { outboxMessages } from './helpers/outbox';
import { storedSsn } from './helpers/ssn';
import { createUser, type TestUser } from './helpers/users';

const PNG = await pngImage();
const JPEG = await jpegImage();
const WEBP = await webpImage(30, 20);

const FIELDS = { ssn: 'AB 123456 C', occupation: 'Engineer', salary: '$50,000 - $100,000' };
const front = (bytes: Buffer, filename = 'front.png', type = 'image/png'): FilePart => ({
  field: 'dl_front',
  filename,
  type,
  bytes,
});
const back = (bytes: Buffer, filename = 'back.jpg', type = 'image/jpeg'): FilePart => ({
  field: 'dl_back',
  filename,
  type,
  bytes,
});

const pictureOf = async (bytes: Buffer) => {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
};

describe('identity verification', () => {
  let ctx: TestContext;
  let admin: TestUser;
  before(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx.app.db, { role: 'admin' });
  });
  after(() => ctx.close());

  const submit = (
    user: TestUser,
    fields: Record<string, string> = FIELDS,
    files = [front(PNG), back(JPEG)],
  ) => ctx.api.call('POST', 'verify-identity', { token: user.token, ...multipartBody(fields, files) });
  const userRow = (id: number) =>
    ctx.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const documents = (id: number) =>
    ctx.app.db
      .selectFrom('identity_documents')
      .selectAll()
      .where('user_id', '=', id)
      .orderBy('side')
      .execute();
  const assertNothingStored = async (user: TestUser) => {
    const row = await userRow(user.id);
    assert.deepEqual(
      { status: row.identity_status, ssn: row.ssn_sealed, occupation: row.occupation, salary: row.salary },
      { status: 'none', ssn: null, occupation: null, salary: null },
    );
    assert.equal((await documents(user.id)).length, 0);
  };

  describe('submission', () => {
    it('stores both images encrypted and marks the account pending', async () => {
      const user = await createUser(ctx.app.db, { level: 2 });
      const response = await submit(user);
      assert.equal(response.statusCode, 200, response.body);
      assert.match(response.json().message, /received/);
      const row = await userRow(user.id);
      assert.equal(row.identity_status, 'pending');
      assert.equal(storedSsn(row), 'AB 123456 C');
      assert.equal(row.occupation, 'Engineer');
      assert.equal(row.salary, '$50,000 - $100,000');
      assert.equal(row.level, 2);

      const stored = await documents(user.id);
      assert.deepEqual(
        stored.map((document) => [document.side, document.mime]),
        [
          ['back', 'image/jpeg'],
          ['front', 'image/png'],
        ],
      );
      const frontRow = stored.find((document) => document.side === 'front');
      assert.ok(frontRow);
      const ciphertext = Buffer.from(frontRow.ciphertext);
      assert.ok(ciphertext.length > 0);
      assert.equal(ciphertext.includes(PNG.subarray(0, 16)), false);

      const profile = (await ctx.api.post('me', undefined, { token: user.token })).json().user;
      assert.equal(profile.identity_status, 'pending');
      assert.equal(profile.ssn, '*******56 C');
    });

    it('lets only admins fetch the images, decrypted, never cached', async () => {
      const user = await createUser(ctx.app.db, { level: 2 });
      await submit(user, FIELDS, [front(WEBP, 'id.webp', 'image/webp'), back(JPEG)]);
      const detail = (await ctx.api.get(`user/${user.id}`, { token: admin.token })).json().user;
      assert.equal(detail.ssn, 'AB 123456 C');
      assert.equal(detail.dl_front, `/api/identity-document/${user.id}/front`);

      const image = await ctx.api.get(detail.dl_front, { token: admin.token });
      assert.equal(image.statusCode, 200);
      assert.equal(image.headers['content-type'], 'image/webp');
      assert.equal(image.headers['cache-control'], 'no-store');
      // The picture comes back as the same picture (re-encoded on upload, so not byte for byte).
      assert.deepEqual(await pictureOf(image.rawPayload), { format: 'webp', width: 30, height: 20 });
      const backImage = await ctx.api.get(`identity-document/${user.id}/back`, { token: admin.token });
      assert.deepEqual(await pictureOf(backImage.rawPayload), { format: 'jpeg', width: 24, height: 16 });

      assert.equal((await ctx.api.get(detail.dl_front, { token: user.token })).statusCode, 403);
      assert.equal((await ctx.api.get(detail.dl_front)).statusCode, 401);
      assert.equal(
        (await ctx.api.get(`identity-document/${user.id}/side`, { token: admin.token })).statusCode,
        400,
      );
      assert.equal(
        (await ctx.api.get(`identity-document/${admin.id}/front`, { token: admin.token })).statusCode,
        404,
      );
    });

    it('accepts an image of 2 MB (above the JSON body limit)', async () => {
      const user = await createUser(ctx.app.db, { level: 2 });
      const big = await noisyPng(2 * 1024 * 1024);
      assert.ok(big.length > 2 * 1024 * 1024);
      const response = await submit(user, FIELDS, [front(big), back(JPEG)]);
      assert.equal(response.statusCode, 200, response.body);
    });

    it('refuses a text file named .png and writes nothing', async () => {
      const user = await createUser(ctx.app.db, { level: 2 });
      const response = await submit(user, FIELDS, [
        front(Buffer.from('I am not a picture, honestly.')),
        back(JPEG),
      ]);
      assert.equal(response.statusCode, 400);
      assert.match(response.json().message, /front picture is not a PNG, JPEG or WebP image/);
      await assertNothingStored(user);
    });

    it('keeps only the pixels: EXIF (GPS position) and bytes appended after the image are dropped', async () => {
      const user = await createUser(ctx.app.db, { level: 2 });
      const photo = await jpegWithMetadata('<?php system($_GET["c"]); ?> APPENDED-PAYLOAD');
      assert.ok(photo.includes(EXIF_MARKER) && photo.includes('APPENDED-PAYLOAD'));
      assert.ok((await sharp(photo).metadata()).exif);
      const response = await submit(user, FIELDS, [front(PNG), back(photo)]);
      assert.equal(response.statusCode, 200, response.body);

      const stored = (await ctx.api.get(`identity-document/${user.id}/back`, { token: admin.token }))
        .rawPayload;
      assert.equal(stored.includes(EXIF_MARKER), false);
      assert.equal(stored.includes('APPENDED-PAYLOAD'), false);
      const metadata = await sharp(stored).metadata();
      assert.equal(metadata.exif, undefined);
      assert.deepEqual(await pictureOf(stored), { format: 'jpeg', width: 24, height: 16 });
    });

    it('refuses a picture that starts like an image but does not decode, and writes nothing', async () => {
      const user = await createUser(ctx.app.db, { level: 2 });
      for (const broken of [
        Buffer.concat([PNG.subarray(0, 8), randomBytes(2000)]),
        JPEG.subarray(0, JPEG.length >> 1),
      ]) {
        const response = await submit(user, FIELDS, [front(broken), back(JPEG)]);
        assert.equal(response.statusCode, 400, response.body);
        assert.equal(response.json().code, 'image_invalid');
        await assertNothingStored(user);
      }
    });

    it('refuses a picture above 5 MB with 413 and writes nothing', async () => {
      const user = await createUser(ctx.app.db, { level: 2 });
      const huge = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(MAX_DOCUMENT_BYTES)]);
      const response = await submit(user, FIELDS, [front(PNG), back(huge, 'back.png', 'image/png')]);
      assert.equal(response.statusCode, 413);
      assert.equal(response.json().message, 'Each image must be at most 5 MB.');
      await assertNothingStored(user);
    });

    it('refuses a missing side, bad fields and an unexpected file', async () => {
      const user = await createUser(ctx.app.db, { level: 2 });
      const cases: Array<[Record<string, string>, FilePart[], RegExp]> = [
        [FIELDS, [front(PNG)], /both sides/],
        [{ ...FIELDS, occupation: 'Astronaut' }, [front(PNG), back(JPEG)], /Choose an occupation/],
        [{ ...FIELDS, salary: 'A lot' }, [front(PNG), back(JPEG)], /Choose a salary range/],
        [{ ...FIELDS, ssn: '  ' }, [front(PNG), back(JPEG)], /National ID number is required/],
        [FIELDS, [front(PNG), { ...back(JPEG), field: 'selfie' }], /Unexpected file/],
      ];
      for (const [fields, files, message] of cases) {
        const response = await submit(user, fields, files);
        assert.equal(response.statusCode, 400, response.body);
        assert.match(response.json().message, message);
      }
      await assertNothingStored(user);
      const json = await ctx.api.post('verify-identity', FIELDS, { token: user.token });
      assert.ok(json.statusCode >= 400 && json.statusCode < 500, `JSON body answered ${json.statusCode}`);
      await assertNothingStored(user);
    });

    it('is open at level 2 only, once at a time, and not to suspended accounts', async () => {
      const levelOne = await createUser(ctx.app.db, { level: 1 });
      const refused = await submit(levelOne);
      assert.equal(refused.statusCode, 403);
      assert.match(refused.json().message, /Verify your e-mail address first/);
      await assertNothingStored(levelOne);

      const levelThree = await createUser(ctx.app.db, { level: 3 });
      const verified = await submit(levelThree);
      assert.equal(verified.statusCode, 403);
      assert.match(verified.json().message, /already verified/);

      const pending = await createUser(ctx.app.db, { level: 2 });
      assert.equal((await submit(pending)).statusCode, 200);
      const again = await submit(pending);
      assert.equal(again.statusCode, 403);
      assert.match(again.json().message, /already waiting for review/);

      const suspended = await createUser(ctx.app.db, { level: 2, suspended: true });
      const blocked = await submit(suspended);
      assert.equal(blocked.statusCode, 403);
      assert.match(blocked.json().message, /suspended/);
      await assertNothingStored(suspended);
    });
  });

  describe('review', () => {
    const auditActions = async (id: number) =>
      (
        await ctx.app.db
          .selectFrom('audit_log')
          .select(['action', 'actor_id'])
          .where('target_id', '=', String(id))
          .orderBy('id')
          .execute()
      ).map((entry) => [entry.actor_id, entry.action]);

    it('accepting moves the account to level 3, audited and mailed', async () => {
      const user = await createUser(ctx.app.db, { level: 2 });
      await submit(user);
      const response = await ctx.api.post(`accept-verified-identity/${user.id}`, undefined, {
        token: admin.token,
      });
      assert.equal(response.statusCode, 200, response.body);
      const row = await userRow(user.id);
      assert.equal(row.level, 3);
      assert.equal(row.identity_status, 'accepted');
      assert.equal(storedSsn(row), 'AB 123456 C');
      assert.equal((await documents(user.id)).length, 2);
      assert.deepEqual(await auditActions(user.id), [[admin.id, 'identity.accept']]);
      const [mail] = await outboxMessages(ctx.api);
      assert.equal(mail?.to, user.email);
      assert.equal(mail?.subject, 'Your identity is verified');
      const twice = await ctx.api.post(`accept-verified-identity/${user.id}`, undefined, {
        token: admin.token,
      });
      assert.equal(twice.statusCode, 400);
      assert.match(twice.json().message, /no identity submission waiting/);
    });

    it('rejecting erases the documents and details, keeps level 2, and allows a new submission', async () => {
      const user = await createUser(ctx.app.db, { level: 2 });
      await submit(user);
      const response = await ctx.api.post(`reject-verified-identity/${user.id}`, undefined, {
        token: admin.token,
      });
      assert.equal(response.statusCode, 200, response.body);
      const row = await userRow(user.id);
      assert.deepEqual(
        {
          level: row.level,
          status: row.identity_status,
          ssn: row.ssn_sealed,
          occupation: row.occupation,
          salary: row.salary,
        },
        { level: 2, status: 'rejected', ssn: null, occupation: null, salary: null },
      );
      assert.equal((await documents(user.id)).length, 0);
      assert.deepEqual(await auditActions(user.id), [[admin.id, 'identity.reject']]);
      const detail = (await ctx.api.get(`user/${user.id}`, { token: admin.token })).json().user;
      assert.deepEqual([detail.has_documents, detail.dl_front, detail.dl_back], [false, null, null]);
      assert.equal((await submit(user)).statusCode, 200);
      assert.equal((await userRow(user.id)).identity_status, 'pending');
    });

    it('refuses a decision without a pending submission, by a user, or on oneself', async () => {
      const idle = await createUser(ctx.app.db, { level: 2 });
      for (const path of ['accept-verified-identity', 'reject-verified-identity']) {
        const response = await ctx.api.post(`${path}/${idle.id}`, undefined, { token: admin.token });
        assert.equal(response.statusCode, 400, path);
      }
      const pending = await createUser(ctx.app.db, { level: 2 });
      await submit(pending);
      const byUser = await ctx.api.post(`accept-verified-identity/${pending.id}`, undefined, {
        token: idle.token,
      });
      assert.equal(byUser.statusCode, 403);
      assert.equal((await userRow(pending.id)).level, 2);

      const otherAdmin = await createUser(ctx.app.db, { role: 'admin', level: 2 });
      await submit(otherAdmin);
      const self = await ctx.api.post(`accept-verified-identity/${otherAdmin.id}`, undefined, {
        token: otherAdmin.token,
      });
      assert.equal(self.statusCode, 403);
      assert.match(self.json().message, /Another administrator/);
      assert.equal(
        (await ctx.api.post(`accept-verified-identity/999999`, undefined, { token: admin.token })).statusCode,
        404,
      );
      assert.deepEqual(await auditActions(idle.id), []);
    });
  });
});
