import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runRetention } from '../src/jobs/retention';
import { createTestApp, type TestContext } from './helpers/app';
import { sealedSsn, storedSsn } from './helpers/ssn';
import { createUser, TEST_PASSWORD, type TestUser } from './helpers/users';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('retention job', () => {
  let ctx: TestContext;
  let admin: TestUser;
  before(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx.app.db, { role: 'admin' });
  });
  after(() => ctx.close());

  const userRow = (id: number) =>
    ctx.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** A level-2 account with contact details, identity documents, a mail and a ledger entry, deleted `daysAgo`. */
  const deletedAccount = async (daysAgo: number) => {
    const user = await createUser(ctx.app.db, { level: 2 });
    const bytes = new Uint8Array([1, 2, 3]);
    await ctx.app.db
      .updateTable('users')
      .set({
        phone: '+44 20 7946 0958',
        address: '1 Main Street',
        ssn_sealed: sealedSsn(user.id, 'AB123456C'),
        occupation: 'Engineer',
        salary: '$50,000 - $100,000',
        identity_status: 'pending',
        message: 'Hello',
        wallet_cents: 500,
      })
      .where('id', '=', user.id)
      .execute();
    await ctx.app.db
      .insertInto('identity_documents')
      .values({
        user_id: user.id,
        side: 'front',
        mime: 'image/png',
        iv: bytes,
        auth_tag: bytes,
        ciphertext: bytes,
      })
      .execute();
    const transaction = await ctx.app.db
      .insertInto('transactions')
      .values({ user_id: user.id, type: 'bonus', status: 'confirmed', amount_cents: 500 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.app.db
      .insertInto('ledger_entries')
      .values({ user_id: user.id, transaction_id: transaction.id, amount_cents: 500 })
      .execute();
    await ctx.app.mailer.send({ to: user.email, subject: 'Welcome', text: 'Hello' });
    const deleted = await ctx.api.post(`delete-user/${user.id}`, undefined, { token: admin.token });
    assert.equal(deleted.statusCode, 200, deleted.body);
    await ctx.app.db
      .updateTable('users')
      .set({ deleted_at: new Date(Date.now() - daysAgo * DAY_MS) })
      .where('id', '=', user.id)
      .execute();
    return user;
  };

  it('erases personal data 30 days after deletion, keeps the ledger, and is idempotent', async () => {
    const due = await deletedAccount(30);
    const recent = await deletedAccount(29);
    const live = await createUser(ctx.app.db);
    const now = new Date(Date.now() + 60_000);

    assert.deepEqual(await runRetention(ctx.app.db, now), { erased: 1 });

    const erased = await userRow(due.id);
    assert.equal(erased.username, `erased-${due.id}`);
    assert.deepEqual(
      [
        erased.firstname,
        erased.lastname,
        erased.email,
        erased.phone,
        erased.address,
        erased.date_of_birth,
        erased.ssn_sealed,
        erased.ssn_plaintext,
        erased.occupation,
        erased.salary,
        erased.message,
        erased.password_hash,
      ],
      Array(12).fill(null),
    );
    assert.ok(erased.erased_at);
    assert.equal(erased.wallet_cents, 500);
    const documents = await ctx.app.db
      .selectFrom('identity_documents')
      .select('user_id')
      .where('user_id', '=', due.id)
      .execute();
    assert.equal(documents.length, 0);
    const mails = await ctx.app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', due.email)
      .execute();
    assert.equal(mails.length, 0);
    const ledger = await ctx.app.db
      .selectFrom('ledger_entries')
      .select('amount_cents')
      .where('user_id', '=', due.id)
      .execute();
    assert.deepEqual(ledger, [{ amount_cents: 500 }]);
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action'])
      .where('target_id', '=', String(due.id))
      .where('action', '=', 'user.erase')
      .execute();
    assert.deepEqual(audit, [{ actor_id: null, action: 'user.erase' }]);

    // Not yet 30 days: untouched. Live accounts: untouched.
    const waiting = await userRow(recent.id);
    assert.equal(waiting.email, recent.email);
    assert.equal(storedSsn(waiting), 'AB123456C');
    assert.equal(waiting.erased_at, null);
    assert.equal((await userRow(live.id)).email, live.email);

    // Running again changes nothing.
    assert.deepEqual(await runRetention(ctx.app.db, now), { erased: 0 });
    assert.equal((await userRow(due.id)).erased_at?.getTime(), erased.erased_at?.getTime());

    // A day later the second one is due.
    assert.deepEqual(await runRetention(ctx.app.db, new Date(now.getTime() + DAY_MS)), { erased: 1 });
    assert.equal((await userRow(recent.id)).email, null);
  });

  it('an erased account cannot sign in, stays visible to admins as a pseudonym, and frees its e-mail', async () => {
    const user = await deletedAccount(31);
    const newcomer = {
      firstname: 'New',
      lastname: 'Person',
      username: `${user.username}_new`,
      email: user.email,
      age: '1990-01-01',
      gender: 'male',
      country: 'France',
      password: 'Str0ng!pass',
      password_confirmation: 'Str0ng!pass',
    };
    // Until erasure the address stays taken.
    assert.equal((await ctx.api.post('signup', newcomer)).statusCode, 409);
    await runRetention(ctx.app.db);
    for (const username of [user.username, `erased-${user.id}`]) {
      const login = await ctx.api.post('login', { username, password: TEST_PASSWORD });
      assert.equal(login.statusCode, 401);
    }
    const detail = await ctx.api.get(`user/${user.id}`, { token: admin.token });
    assert.equal(detail.statusCode, 200);
    assert.equal(detail.json().user.username, `erased-${user.id}`);
    assert.equal(detail.json().user.email, '');
    assert.equal(detail.json().user.deleted, true);
    const signup = await ctx.api.post('signup', newcomer);
    assert.equal(signup.statusCode, 200, signup.body);
  });
});
