import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LAST_ADMIN } from '../src/modules/users/service';
import { createTestApp, type TestContext } from './helpers/app';
import { usingPostgres } from './helpers/database';
import { outboxMessages } from './helpers/outbox';
import { sealedSsn } from './helpers/ssn';
import { createUser, TEST_PASSWORD } from './helpers/users';

describe('users admin', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp();
  });
  after(() => ctx.close());

  const auditOf = (targetId: number) =>
    ctx.app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'payload'])
      .where('target_type', '=', 'user')
      .where('target_id', '=', String(targetId))
      .orderBy('id')
      .execute();
  const userRow = (id: number) =>
    ctx.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** Leaves `keep` as the only live admin. */
  const onlyAdmin = async (keep: number) => {
    await ctx.app.db.updateTable('users').set({ role: 'user' }).where('id', '<>', keep).execute();
  };

  describe('list and detail', () => {
    it('lists live users, searches username or e-mail case-insensitively, hides the deleted', async () => {
      const admin = await createUser(ctx.app.db, { role: 'admin' });
      const alice = await createUser(ctx.app.db, { username: 'Alice_Search' });
      const bob = await createUser(ctx.app.db, { username: 'bob_search' });
      await ctx.app.db
        .updateTable('users')
        .set({ email: 'Bob.Builder@Example.test' })
        .where('id', '=', bob.id)
        .execute();
      const gone = await createUser(ctx.app.db, { username: 'alice_gone' });
      await ctx.app.db
        .updateTable('users')
        .set({ deleted_at: new Date() })
        .where('id', '=', gone.id)
        .execute();

      const all = await ctx.api.get('users', { token: admin.token });
      assert.equal(all.statusCode, 200);
      const ids = all.json().users.map((user: { id: number }) => user.id);
      assert.ok(ids.includes(alice.id) && ids.includes(bob.id) && ids.includes(admin.id));
      assert.ok(!ids.includes(gone.id));

      const byName = await ctx.api.get('users', { token: admin.token, query: { search: 'ALICE' } });
      assert.deepEqual(
        byName.json().users.map((user: { id: number }) => user.id),
        [alice.id],
      );
      const byEmail = await ctx.api.get('users', { token: admin.token, query: { search: 'bob.builder@' } });
      assert.deepEqual(
        byEmail.json().users.map((user: { id: number }) => user.id),
        [bob.id],
      );
      const wildcard = await ctx.api.get('users', { token: admin.token, query: { search: '%' } });
      assert.deepEqual(wildcard.json().users, []);
      const [summary] = byName.json().users;
      assert.equal(summary.suspended, 0);
      assert.equal(summary.wallet, 0);
    });

    it('refuses guests and users', async () => {
      const user = await createUser(ctx.app.db);
      assert.equal((await ctx.api.get('users')).statusCode, 401);
      assert.equal((await ctx.api.get('users', { token: user.token })).statusCode, 403);
      assert.equal((await ctx.api.get(`user/${user.id}`, { token: user.token })).statusCode, 403);
    });

    it('shows one user with the full ssn and the admin-only document URLs', async () => {
      const admin = await createUser(ctx.app.db, { role: 'admin' });
      const user = await createUser(ctx.app.db, { level: 2 });
      const plain = await ctx.api.get(`user/${user.id}`, { token: admin.token });
      assert.equal(plain.statusCode, 200);
      assert.equal(plain.json().user.has_documents, false);
      assert.equal(plain.json().user.dl_front, null);
      assert.equal(plain.json().user.deleted, false);

      await ctx.app.db
        .updateTable('users')
        .set({ ssn_sealed: sealedSsn(user.id, 'AB1234567'), identity_status: 'pending' })
        .where('id', '=', user.id)
        .execute();
      const bytes = new Uint8Array([1, 2, 3]);
      await ctx.app.db
        .insertInto('identity_documents')
        .values(
          (['front', 'back'] as const).map((side) => ({
            user_id: user.id,
            side,
            mime: 'image/png',
            iv: bytes,
            auth_tag: bytes,
            ciphertext: bytes,
          })),
        )
        .execute();
      const detail = (await ctx.api.get(`user/${user.id}`, { token: admin.token })).json().user;
      assert.equal(detail.ssn, 'AB1234567');
      assert.equal(detail.has_documents, true);
      assert.equal(detail.dl_front, `/api/identity-document/${user.id}/front`);
      assert.equal(detail.dl_back, `/api/identity-document/${user.id}/back`);
      assert.equal(detail.identity_status, 'pending');
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const admin = await createUser(ctx.app.db, { role: 'admin' });
      assert.equal((await ctx.api.get('user/999999', { token: admin.token })).statusCode, 404);
      assert.equal((await ctx.api.get('user/abc', { token: admin.token })).statusCode, 400);
    });
  });

  describe('role', () => {
    it("promotes on a second admin's approval, demotes at once, audited", async () => {
      const admin = await createUser(ctx.app.db, { role: 'admin' });
      const approver = await createUser(ctx.app.db, { role: 'admin' });
      const user = await createUser(ctx.app.db);
      const requested = await ctx.api.post(`switch-role/${user.id}`, undefined, { token: admin.token });
      assert.equal(requested.statusCode, 200, requested.body);
      assert.match(requested.json().message, /another administrator must approve/);
      assert.equal((await userRow(user.id)).role, 'user');
      const [request] = (await ctx.api.get('role-requests?status=pending', { token: approver.token }))
        .json()
        .role_requests.filter((row: { user_id: number }) => row.user_id === user.id);
      const promoted = await ctx.api.post(`approve-role-request/${request.id}`, undefined, {
        token: approver.token,
      });
      assert.match(promoted.json().message, /now an administrator/);
      assert.equal((await userRow(user.id)).role, 'admin');
      const demoted = await ctx.api.post(`switch-role/${user.id}`, undefined, { token: admin.token });
      assert.match(demoted.json().message, /now a user/);
      assert.equal((await userRow(user.id)).role, 'user');
      const audit = await auditOf(user.id);
      assert.deepEqual(
        audit.map((entry) => [entry.actor_id, entry.action, entry.payload]),
        [
          [admin.id, 'user.request_admin', { role_request_id: request.id }],
          [
            approver.id,
            'user.switch_role',
            { from: 'user', to: 'admin', role_request_id: request.id, requested_by: admin.id },
          ],
          [admin.id, 'user.switch_role', { from: 'admin', to: 'user' }],
        ],
      );
    });

    it('never removes the last admin; an admin may step down when another remains', async () => {
      const admin = await createUser(ctx.app.db, { role: 'admin' });
      await onlyAdmin(admin.id);
      const refused = await ctx.api.post(`switch-role/${admin.id}`, undefined, { token: admin.token });
      assert.equal(refused.statusCode, 400);
      assert.equal(refused.json().message, LAST_ADMIN);
      assert.equal((await userRow(admin.id)).role, 'admin');
      assert.deepEqual(await auditOf(admin.id), []);

      const second = await createUser(ctx.app.db, { role: 'admin' });
      const stepDown = await ctx.api.post(`switch-role/${admin.id}`, undefined, { token: admin.token });
      assert.equal(stepDown.statusCode, 200);
      assert.equal((await userRow(admin.id)).role, 'user');
      // The former admin has lost admin calls at once.
      assert.equal((await ctx.api.get('users', { token: admin.token })).statusCode, 403);
      assert.equal((await ctx.api.get('users', { token: second.token })).statusCode, 200);
    });

    it('a deleted admin does not count as an admin', async () => {
      const admin = await createUser(ctx.app.db, { role: 'admin' });
      await onlyAdmin(admin.id);
      const deletedAdmin = await createUser(ctx.app.db, { role: 'admin' });
      await ctx.app.db
        .updateTable('users')
        .set({ deleted_at: new Date() })
        .where('id', '=', deletedAdmin.id)
        .execute();
      const refused = await ctx.api.post(`switch-role/${admin.id}`, undefined, { token: admin.token });
      assert.equal(refused.statusCode, 400);
    });

    it('two admins demoting each other at once leave one admin', {
      skip: usingPostgres()
        ? false
        : 'needs PostgreSQL (TEST_DATABASE_URL): PGlite runs one statement at a time',
    }, async () => {
      const first = await createUser(ctx.app.db, { role: 'admin' });
      await onlyAdmin(first.id);
      const second = await createUser(ctx.app.db, { role: 'admin' });
      const answers = await Promise.all([
        ctx.api.post(`switch-role/${second.id}`, undefined, { token: first.token }),
        ctx.api.post(`switch-role/${first.id}`, undefined, { token: second.token }),
      ]);
      assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 403]);
      const admins = await ctx.app.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .where('deleted_at', 'is', null)
        .execute();
      assert.equal(admins.length, 1);
    });
  });

  describe('suspension and display message', () => {
    it('toggles suspension, audited; an admin cannot suspend themself', async () => {
      const admin = await createUser(ctx.app.db, { role: 'admin' });
      const user = await createUser(ctx.app.db);
      const on = await ctx.api.post(`suspend-user/${user.id}`, undefined, { token: admin.token });
      assert.equal(on.statusCode, 200);
      assert.match(on.json().message, /is suspended/);
      assert.equal((await userRow(user.id)).suspended, true);
      // Suspended: can read, cannot change.
      assert.equal((await ctx.api.post('me', undefined, { token: user.token })).json().user.suspended, 1);
      const off = await ctx.api.post(`suspend-user/${user.id}`, undefined, { token: admin.token });
      assert.match(off.json().message, /no longer suspended/);
      assert.equal((await userRow(user.id)).suspended, false);
      assert.deepEqual(
        (await auditOf(user.id)).map((entry) => entry.action),
        ['user.suspend', 'user.unsuspend'],
      );
      const self = await ctx.api.post(`suspend-user/${admin.id}`, undefined, { token: admin.token });
      assert.equal(self.statusCode, 400);
      assert.match(self.json().message, /your own account/);
      assert.equal((await userRow(admin.id)).suspended, false);
    });

    it('sets and removes the display message the user sees, audited', async () => {
      const admin = await createUser(ctx.app.db, { role: 'admin' });
      const user = await createUser(ctx.app.db);
      const blank = await ctx.api.post(
        `set-display-message/${user.id}`,
        { message: '  ' },
        { token: admin.token },
      );
      assert.equal(blank.statusCode, 400);
      assert.match(blank.json().message, /Message is required/);
      const set = await ctx.api.post(
        `set-display-message/${user.id}`,
        { message: 'Please contact support.' },
        { token: admin.token },
      );
      assert.equal(set.statusCode, 200);
      assert.equal(
        (await ctx.api.post('me', undefined, { token: user.token })).json().user.message,
        'Please contact support.',
      );
      const removed = await ctx.api.post(`remove-display-message/${user.id}`, undefined, {
        token: admin.token,
      });
      assert.equal(removed.statusCode, 200);
      assert.equal((await userRow(user.id)).message, null);
      const again = await ctx.api.post(`remove-display-message/${user.id}`, undefined, {
        token: admin.token,
      });
      assert.equal(again.statusCode, 400);
      assert.match(again.json().message, /has no display message/);
      assert.deepEqual(
        (await auditOf(user.id)).map((entry) => entry.action),
        ['user.set_message', 'user.remove_message'],
      );
    });

    it('refuses these calls to non-admins', async () => {
      const user = await createUser(ctx.app.db);
      const other = await createUser(ctx.app.db);
      for (const path of [`suspend-user/${other.id}`, `switch-role/${user.id}`, `delete-user/${other.id}`]) {
        assert.equal((await ctx.api.post(path, undefined, { token: user.token })).statusCode, 403, path);
      }
      assert.equal((await userRow(user.id)).role, 'user');
      assert.equal((await userRow(other.id)).deleted_at, null);
    });
  });

  describe('deletion', () => {
    it('stops sign-in at once and hides the account, audited', async () => {
      const admin = await createUser(ctx.app.db, { role: 'admin' });
      const user = await createUser(ctx.app.db);
      const response = await ctx.api.post(`delete-user/${user.id}`, undefined, { token: admin.token });
      assert.equal(response.statusCode, 200, response.body);
      assert.match(response.json().message, /erased within 30 days/);
      assert.ok((await userRow(user.id)).deleted_at);
      assert.equal((await ctx.api.post('me', undefined, { token: user.token })).statusCode, 401);
      const login = await ctx.api.post('login', { username: user.username, password: TEST_PASSWORD });
      assert.equal(login.statusCode, 401);
      const live = await ctx.app.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .execute();
      assert.equal(live.length, 0);
      assert.deepEqual(
        (await auditOf(user.id)).map((entry) => [entry.actor_id, entry.action]),
        [[admin.id, 'user.delete']],
      );
      const detail = await ctx.api.get(`user/${user.id}`, { token: admin.token });
      assert.equal(detail.json().user.deleted, true);
      // Nothing more can be done to a deleted account.
      const again = await ctx.api.post(`delete-user/${user.id}`, undefined, { token: admin.token });
      assert.equal(again.statusCode, 404);
      assert.equal(
        (await ctx.api.post(`suspend-user/${user.id}`, undefined, { token: admin.token })).statusCode,
        404,
      );
    });

    it('refuses deleting oneself; another admin may be deleted while one remains', async () => {
      const admin = await createUser(ctx.app.db, { role: 'admin' });
      await onlyAdmin(admin.id);
      const self = await ctx.api.post(`delete-user/${admin.id}`, undefined, { token: admin.token });
      assert.equal(self.statusCode, 400);
      assert.match(self.json().message, /your own account/);
      assert.equal((await userRow(admin.id)).deleted_at, null);
      const other = await createUser(ctx.app.db, { role: 'admin' });
      assert.equal(
        (await ctx.api.post(`delete-user/${other.id}`, undefined, { token: admin.token })).statusCode,
        200,
      );
    });

    it('two admins deleting each other at once leave one admin', {
      skip: usingPostgres()
        ? false
        : 'needs PostgreSQL (TEST_DATABASE_URL): PGlite runs one statement at a time',
    }, async () => {
      const first = await createUser(ctx.app.db, { role: 'admin' });
      await onlyAdmin(first.id);
      const second = await createUser(ctx.app.db, { role: 'admin' });
      const answers = await Promise.all([
        ctx.api.post(`delete-user/${second.id}`, undefined, { token: first.token }),
        ctx.api.post(`delete-user/${first.id}`, undefined, { token: second.token }),
      ]);
      // The loser is refused either at sign-in (already deleted) or inside the lock (no longer an admin).
      const [winner, loser] = answers.map((answer) => answer.statusCode).sort();
      assert.equal(winner, 200);
      assert.ok(loser === 401 || loser === 403, `loser answered ${loser}`);
      const admins = await ctx.app.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .where('deleted_at', 'is', null)
        .execute();
      assert.equal(admins.length, 1);
    });
  });

  describe('custom mail', () => {
    it('mails a registered user and audits the subject', async () => {
      const admin = await createUser(ctx.app.db, { role: 'admin' });
      const user = await createUser(ctx.app.db);
      const response = await ctx.api.post(
        'send-custom-mail',
        { email: user.email.toUpperCase(), subject: 'Your account', body: 'Hello from support.' },
        { token: admin.token },
      );
      assert.equal(response.statusCode, 200, response.body);
      const [message] = await outboxMessages(ctx.api);
      assert.deepEqual(
        { to: message?.to, subject: message?.subject, text: message?.text },
        {
          to: user.email,
          subject: 'Your account',
          text: [
            'Hello Test,',
            '',
            'Hello from support.',
            '',
            'The Vestora team',
            '--',
            'You receive this e-mail because you have an account at Vestora.',
          ].join('\n'),
        },
      );
      assert.deepEqual(
        (await auditOf(user.id)).map((entry) => [entry.action, entry.payload]),
        [['user.custom_mail', { subject: 'Your account' }]],
      );
    });

    it('refuses an address no account uses, and blank fields; nothing is sent', async () => {
      const admin = await createUser(ctx.app.db, { role: 'admin' });
      const before = (await outboxMessages(ctx.api)).length;
      const unknown = await ctx.api.post(
        'send-custom-mail',
        { email: 'stranger@example.test', subject: 'Hi', body: 'Hello' },
        { token: admin.token },
      );
      assert.equal(unknown.statusCode, 404);
      assert.match(unknown.json().message, /No account uses this e-mail/);
      const blank = await ctx.api.post(
        'send-custom-mail',
        { email: 'stranger@example.test', subject: 'Hi', body: ' ' },
        { token: admin.token },
      );
      assert.equal(blank.statusCode, 400);
      assert.match(blank.json().message, /Body is required/);
      assert.equal((await outboxMessages(ctx.api)).length, before);
    });
  });
});
