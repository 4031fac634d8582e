/** One-time codes: e-mail verification and password reset, read from the developer outbox. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestContext } from './helpers/app';
import { latestCode, outboxMessages } from './helpers/outbox';
import { createUser, TEST_PASSWORD, type TestUser } from './helpers/users';

const NEW_PASSWORD = 'Fresh-Pass9!';

/** A 6-digit code different from `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('one-time codes', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp();
  });
  after(() => ctx.close());

  const codeRows = (user: TestUser) =>
    ctx.app.db
      .selectFrom('one_time_codes')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
  const levelOf = async (user: TestUser) =>
    ctx.app.db
      .selectFrom('users')
      .select(['level', 'email_verified'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
  const sendVerification = (user: TestUser, email = user.email) =>
    ctx.api.post('verify-email', { email }, { token: user.token });
  const submitVerification = (user: TestUser, otp: string) =>
    ctx.api.post('verify-email-code', { email: user.email, otp }, { token: user.token });
  const reset = (email: string, otp: string, password = NEW_PASSWORD) =>
    ctx.api.post('verify-otp-and-reset-password', { email, otp, password, password_confirmation: password });
  const canLogin = async (username: string, password: string) =>
    (await ctx.api.post('login', { username, password })).statusCode === 200;

  describe('e-mail verification', () => {
    it('mails a 6-digit code valid 10 minutes, stored only as a hash, and moves level 1 to 2', async () => {
      const user = await createUser(ctx.app.db);
      const sent = await sendVerification(user);
      assert.equal(sent.statusCode, 200, sent.body);
      assert.match(sent.json().message, /6-digit code/);
      const [message] = await outboxMessages(ctx.api);
      assert.equal(message?.to, user.email);
      assert.match(message?.text ?? '', /valid for 10 minutes/);
      const code = await latestCode(ctx.api, user.email);
      const [row] = await codeRows(user);
      assert.ok(row);
      assert.equal(row.purpose, 'verify_email');
      assert.ok(!row.code_hash.includes(code));
      const minutes = (row.expires_at.getTime() - row.created_at.getTime()) / 60_000;
      assert.ok(Math.abs(minutes - 10) < 0.1, `valid ${minutes} minutes`);

      const ok = await submitVerification(user, code);
      assert.equal(ok.statusCode, 200, ok.body);
      assert.deepEqual(await levelOf(user), { level: 2, email_verified: true });
      const profile = (await ctx.api.post('me', undefined, { token: user.token })).json().user;
      assert.equal(profile.email_verified, 1);
      // Used once only; asking again once verified is refused.
      assert.equal((await submitVerification(user, code)).statusCode, 400);
      const again = await sendVerification(user);
      assert.equal(again.statusCode, 400);
      assert.match(again.json().message, /already verified/);
    });

    it("refuses another person's e-mail address and sends nothing", async () => {
      const user = await createUser(ctx.app.db);
      const other = await createUser(ctx.app.db);
      const response = await sendVerification(user, other.email);
      assert.equal(response.statusCode, 400);
      assert.match(response.json().message, /e-mail address of your account/);
      assert.equal((await codeRows(user)).length, 0);
      assert.ok((await outboxMessages(ctx.api)).every((message) => message.to !== other.email));
    });

    it('accepts the own address in another case', async () => {
      const user = await createUser(ctx.app.db);
      assert.equal((await sendVerification(user, user.email.toUpperCase())).statusCode, 200);
    });

    it('counts wrong codes and kills the code after 5 attempts', async () => {
      const user = await createUser(ctx.app.db);
      await sendVerification(user);
      const code = await latestCode(ctx.api, user.email);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const wrong = await submitVerification(user, otherCode(code));
        assert.equal(wrong.statusCode, 400);
        assert.match(wrong.json().message, new RegExp(`${5 - attempt} attempts? left`));
      }
      const last = await submitVerification(user, otherCode(code));
      assert.match(last.json().message, /can no longer be used/);
      const afterDeath = await submitVerification(user, code);
      assert.equal(afterDeath.statusCode, 400);
      assert.match(afterDeath.json().message, /expired or can no longer be used/);
      assert.deepEqual(await levelOf(user), { level: 1, email_verified: false });
      assert.equal((await codeRows(user))[0]?.attempts, 5);
    });

    it('refuses an expired code', async () => {
      const user = await createUser(ctx.app.db);
      await sendVerification(user);
      const code = await latestCode(ctx.api, user.email);
      await ctx.app.db
        .updateTable('one_time_codes')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', user.id)
        .execute();
      const response = await submitVerification(user, code);
      assert.equal(response.statusCode, 400);
      assert.match(response.json().message, /expired/);
      assert.deepEqual(await levelOf(user), { level: 1, email_verified: false });
    });

    it('a new code replaces the older one', async () => {
      const user = await createUser(ctx.app.db);
      await sendVerification(user);
      const first = await latestCode(ctx.api, user.email);
      await sendVerification(user);
      const second = await latestCode(ctx.api, user.email);
      const [older, newer] = await codeRows(user);
      assert.ok(older?.consumed_at, 'the older code is retired');
      assert.equal(newer?.consumed_at, null);
      // Two random codes coincide once in a million sends; only then is the old text still the live code.
      if (first !== second) assert.equal((await submitVerification(user, first)).statusCode, 400);
      assert.equal((await submitVerification(user, second)).statusCode, 200);
    });

    it('sends at most 3 codes per 10 minutes', async () => {
      const user = await createUser(ctx.app.db);
      for (let send = 0; send < 3; send += 1) assert.equal((await sendVerification(user)).statusCode, 200);
      const refused = await sendVerification(user);
      assert.equal(refused.statusCode, 429);
      assert.match(refused.json().message, /too many codes/);
      assert.equal((await codeRows(user)).length, 3);
    });

    it('rejects a malformed code and refuses suspended accounts', async () => {
      const user = await createUser(ctx.app.db);
      const malformed = await submitVerification(user, '12ab');
      assert.equal(malformed.statusCode, 400);
      assert.match(malformed.json().message, /6-digit code/);
      const suspended = await createUser(ctx.app.db, { suspended: true });
      assert.equal((await sendVerification(suspended)).statusCode, 403);
      assert.equal((await codeRows(suspended)).length, 0);
    });
  });

  describe('password reset', () => {
    const sameAnswer =
      'If an account uses this e-mail address, we sent it a 6-digit code. It is valid for 10 minutes.';

    it('gives the same answer for an unknown e-mail and sends nothing', async () => {
      const before = (await outboxMessages(ctx.api)).length;
      const response = await ctx.api.post('send-otp', { email: 'nobody@example.test' });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().message, sameAnswer);
      assert.equal((await outboxMessages(ctx.api)).length, before);
      const guess = await reset('nobody@example.test', '123456');
      assert.equal(guess.statusCode, 400);
      assert.match(guess.json().message, /not valid/);
    });

    it('resets the password with the mailed code and signs every session out', async () => {
      const user = await createUser(ctx.app.db);
      const response = await ctx.api.post('send-otp', { email: user.email.toUpperCase() });
      assert.equal(response.json().message, sameAnswer);
      const code = await latestCode(ctx.api, user.email);
      const [message] = await outboxMessages(ctx.api);
      assert.equal(message?.subject, 'Your password reset code');
      assert.match(message?.text ?? '', /valid for 10 minutes/);

      const mismatch = await ctx.api.post('verify-otp-and-reset-password', {
        email: user.email,
        otp: code,
        password: NEW_PASSWORD,
        password_confirmation: 'other',
      });
      assert.equal(mismatch.statusCode, 400);
      assert.match(mismatch.json().message, /do not match/);
      const weak = await reset(user.email, code, 'weak');
      assert.match(weak.json().message, /criteria/);

      const ok = await reset(user.email, code);
      assert.equal(ok.statusCode, 200, ok.body);
      assert.equal((await ctx.api.post('me', undefined, { token: user.token })).statusCode, 401);
      assert.equal(await canLogin(user.username, TEST_PASSWORD), false);
      assert.equal(await canLogin(user.username, NEW_PASSWORD), true);
      // The code is spent.
      assert.equal((await reset(user.email, code, 'An0ther-pass!')).statusCode, 400);
    });

    it('five wrong codes kill the code; the password stays', async () => {
      const user = await createUser(ctx.app.db);
      await ctx.api.post('send-otp', { email: user.email });
      const code = await latestCode(ctx.api, user.email);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await reset(user.email, otherCode(code));
        assert.equal(wrong.statusCode, 400);
        assert.match(wrong.json().message, /not valid/);
      }
      assert.equal((await reset(user.email, code)).statusCode, 400);
      assert.equal(await canLogin(user.username, TEST_PASSWORD), true);
    });

    it('refuses an expired code', async () => {
      const user = await createUser(ctx.app.db);
      await ctx.api.post('send-otp', { email: user.email });
      const code = await latestCode(ctx.api, user.email);
      await ctx.app.db
        .updateTable('one_time_codes')
        .set({ expires_at: new Date(Date.now() - 1) })
        .where('user_id', '=', user.id)
        .execute();
      assert.equal((await reset(user.email, code)).statusCode, 400);
      assert.equal(await canLogin(user.username, TEST_PASSWORD), true);
    });

    it('over 3 requests in 10 minutes answers the same and sends nothing more', async () => {
      const user = await createUser(ctx.app.db);
      for (let send = 0; send < 4; send += 1) {
        const response = await ctx.api.post('send-otp', { email: user.email });
        assert.equal(response.statusCode, 200);
        assert.equal(response.json().message, sameAnswer);
      }
      const mails = (await outboxMessages(ctx.api)).filter((message) => message.to === user.email);
      assert.equal(mails.length, 3);
      assert.equal((await codeRows(user)).length, 3);
    });

    it('a deleted account gets no code', async () => {
      const user = await createUser(ctx.app.db);
      await ctx.app.db
        .updateTable('users')
        .set({ deleted_at: new Date() })
        .where('id', '=', user.id)
        .execute();
      const response = await ctx.api.post('send-otp', { email: user.email });
      assert.equal(response.json().message, sameAnswer);
      assert.equal((await codeRows(user)).length, 0);
    });

    it('a reset code does not verify the e-mail, nor the other way round', async () => {
      const user = await createUser(ctx.app.db);
      await ctx.api.post('send-otp', { email: user.email });
      const code = await latestCode(ctx.api, user.email);
      assert.equal((await submitVerification(user, code)).statusCode, 400);
      assert.equal((await reset(user.email, code)).statusCode, 200);
    });
  });
});
