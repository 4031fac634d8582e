/**
 * The links in the verification and password-reset e-mails (issue 11 item 5): absolute, from PUBLIC_URL,
 * in every language, opening the screen that takes the code (the reset link also carries the address, so
 * it works from a fresh tab), and the code and address they carry are the ones the server accepts.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { languages } from 'shared-api/languages';
import { createTestApp } from './helpers/app';
import { latestCode, outboxMessages } from './helpers/outbox';
import { createUser, TEST_PASSWORD, type TestUser } from './helpers/users';

const PUBLIC_URL = 'https://invest.vestora.example';
const ctx = await createTestApp({ publicUrl: PUBLIC_URL });
const db = ctx.app.db;
after(() => ctx.close());

const newestMailTo = async (email: string) => {
  const message = (await outboxMessages(ctx.api)).find((entry) => entry.to === email);
  assert.ok(message, `no e-mail to ${email}`);
  return message;
};

/** Every URL in a plain-text e-mail. */
const linksIn = (text: string): URL[] => [...text.matchAll(/https?:\/\/\S+/g)].map(([link]) => new URL(link));

/** The one link of an e-mail, which must be absolute and on PUBLIC_URL. */
const onlyLink = (text: string): URL => {
  const links = linksIn(text);
  assert.equal(links.length, 1, text);
  const [link] = links as [URL];
  assert.equal(link.origin, PUBLIC_URL);
  return link;
};

const setLanguage = async (user: TestUser, language: string) => {
  const response = await ctx.api.post('update-language', { language }, { token: user.token });
  assert.equal(response.statusCode, 200, response.body);
};

describe('links in e-mails', () => {
  for (const language of languages) {
    it(`${language}: the verification e-mail links to the confirm-code screen with the code`, async () => {
      const user = await createUser(db);
      await setLanguage(user, language);
      const sent = await ctx.api.post('verify-email', { email: user.email }, { token: user.token });
      assert.equal(sent.statusCode, 200, sent.body);
      const message = await newestMailTo(user.email);
      const link = onlyLink(message.text);
      assert.equal(link.pathname, '/dashboard/profile/verify-email-address/confirm-code');
      assert.deepEqual([...link.searchParams.keys()], ['code']);
      const code = link.searchParams.get('code') ?? '';
      assert.equal(code, await latestCode(ctx.api, user.email));
      // The signed-in screen sends it with the account's address: the code from the link verifies.
      const verified = await ctx.api.post(
        'verify-email-code',
        { email: user.email, otp: code },
        { token: user.token },
      );
      assert.equal(verified.statusCode, 200, verified.body);
    });

    it(`${language}: the reset e-mail links to the reset screen with the code and the address`, async () => {
      const user = await createUser(db);
      await setLanguage(user, language);
      assert.equal((await ctx.api.post('send-otp', { email: user.email })).statusCode, 200);
      const link = onlyLink((await newestMailTo(user.email)).text);
      assert.equal(link.pathname, '/reset-user-password');
      assert.equal(link.searchParams.get('email'), user.email);
      assert.equal(link.searchParams.get('code'), await latestCode(ctx.api, user.email));
    });
  }

  it('the reset link carries an address with special characters intact, and works as the screen sends it', async () => {
    const user = await createUser(db, { username: `plus_${process.pid}` });
    const email = `ada+reset.${process.pid}@example.test`;
    await db.updateTable('users').set({ email }).where('id', '=', user.id).execute();
    assert.equal((await ctx.api.post('send-otp', { email })).statusCode, 200);
    const link = onlyLink((await newestMailTo(email)).text);
    assert.equal(link.searchParams.get('email'), email);

    // What /reset-user-password posts, read from the link alone (a fresh tab, nothing stored).
    const password = 'Brand#New2027';
    const reset = await ctx.api.post('verify-otp-and-reset-password', {
      email: link.searchParams.get('email'),
      otp: link.searchParams.get('code'),
      password,
      password_confirmation: password,
    });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal((await ctx.api.post('login', { username: user.username, password })).statusCode, 200);
    assert.equal(
      (await ctx.api.post('login', { username: user.username, password: TEST_PASSWORD })).statusCode,
      401,
    );
  });
});
