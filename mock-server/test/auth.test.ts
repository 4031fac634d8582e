import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestContext } from './helpers/app';
import { sealedSsn } from './helpers/ssn';
import { createUser, TEST_PASSWORD } from './helpers/users';

const NEW_PASSWORD = 'N3w-Secret!';

let counter = 0;
const signupBody = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    firstname: 'Ada',
    lastname: 'Lovelace',
    username: `ada_${counter}_${process.pid}`,
    email: `ada.${counter}.${process.pid}@example.test`,
    age: '1990-12-10',
    gender: 'female',
    country: 'United Kingdom',
    password: 'Str0ng!pass',
    password_confirmation: 'Str0ng!pass',
    ...overrides,
  };
};

/** A date of birth `years` ago today, plus `days`. */
const bornYearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('auth', () => {
  let ctx: TestContext;
  const userCount = async () =>
    Number(
      (
        await ctx.app.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  before(async () => {
    ctx = await createTestApp();
  });
  after(() => ctx.close());

  describe('signup', () => {
    it('creates an account with a hashed password and a unique referral id', async () => {
      const body = signupBody();
      const response = await ctx.api.post('signup', body);
      assert.equal(response.statusCode, 200, response.body);
      assert.match(response.json().message, /created/);
      const row = await ctx.app.db
        .selectFrom('users')
        .selectAll()
        .where('username', '=', body.username)
        .executeTakeFirstOrThrow();
      assert.equal(row.email, body.email);
      assert.equal(row.date_of_birth, '1990-12-10');
      assert.equal(row.level, 1);
      assert.equal(row.role, 'user');
      assert.equal(row.email_verified, false);
      assert.match(row.password_hash ?? '', /^\$argon2id\$/);
      assert.match(row.referral_id, /^[A-Z2-9]{8}$/);
      assert.equal(row.referred_by, null);
    });

    it('keeps the referrer when the referral id exists', async () => {
      const referrer = await createUser(ctx.app.db);
      const body = signupBody({ referred_by: referrer.referral_id });
      assert.equal((await ctx.api.post('signup', body)).statusCode, 200);
      const row = await ctx.app.db
        .selectFrom('users')
        .select(['referred_by', 'referral_id'])
        .where('username', '=', body.username)
        .executeTakeFirstOrThrow();
      assert.equal(row.referred_by, referrer.referral_id);
      assert.notEqual(row.referral_id, referrer.referral_id);
    });

    const refusals: Array<[string, Record<string, unknown>, number, RegExp]> = [
      ['a blank first name', { firstname: '   ' }, 400, /First name is required/],
      ['a missing country', { country: undefined }, 400, /Country is required/],
      ['a missing gender', { gender: undefined }, 400, /fill all required fields/],
      ['a missing date of birth', { age: undefined }, 400, /fill all required fields/],
      ['a weak password', { password: 'weakpass', password_confirmation: 'weakpass' }, 400, /criteria/],
      [
        'a password without a special character',
        { password: 'Passw0rdX', password_confirmation: 'Passw0rdX' },
        400,
        /criteria/,
      ],
      ['passwords that differ', { password_confirmation: 'Str0ng!pasS' }, 400, /do not match/],
      ['an age under 18', { age: bornYearsAgo(18, 1) }, 400, /at least 18/],
      ['an impossible date', { age: '1990-02-30x' }, 400, /date/],
      ['an invalid e-mail', { email: 'not-an-email' }, 400, /valid e-mail/],
      ['an unknown referral id', { referred_by: 'NOSUCHID' }, 400, /referral ID does not match/],
      ['a reserved username', { username: 'erased-12' }, 400, /reserved/],
    ];
    for (const [label, overrides, status, message] of refusals) {
      it(`refuses ${label} and writes nothing`, async () => {
        const before = await userCount();
        const response = await ctx.api.post('signup', signupBody(overrides));
        assert.equal(response.statusCode, status, response.body);
        assert.match(response.json().message, message);
        assert.equal(await userCount(), before);
      });
    }

    it('accepts someone who turns 18 today', async () => {
      const response = await ctx.api.post('signup', signupBody({ age: bornYearsAgo(18) }));
      assert.equal(response.statusCode, 200, response.body);
    });

    it('refuses a username or e-mail already used, whatever the case', async () => {
      const first = signupBody();
      assert.equal((await ctx.api.post('signup', first)).statusCode, 200);
      const before = await userCount();
      const sameName = await ctx.api.post('signup', signupBody({ username: first.username.toUpperCase() }));
      assert.equal(sameName.statusCode, 409);
      assert.match(sameName.json().message, /username is already taken/);
      const sameEmail = await ctx.api.post('signup', signupBody({ email: first.email.toUpperCase() }));
      assert.equal(sameEmail.statusCode, 409);
      assert.match(sameEmail.json().message, /e-mail address already exists/);
      assert.equal(await userCount(), before);
    });

    it("refuses a deleted account's referral id", async () => {
      const referrer = await createUser(ctx.app.db);
      await ctx.app.db
        .updateTable('users')
        .set({ deleted_at: new Date() })
        .where('id', '=', referrer.id)
        .execute();
      const response = await ctx.api.post('signup', signupBody({ referred_by: referrer.referral_id }));
      assert.equal(response.statusCode, 400);
    });
  });

  describe('login', () => {
    it('signs in by username or e-mail (any case) and the token opens /me', async () => {
      const body = signupBody();
      await ctx.api.post('signup', body);
      for (const identifier of [body.username, body.email.toUpperCase()]) {
        const response = await ctx.api.post('login', { username: identifier, password: body.password });
        assert.equal(response.statusCode, 200, response.body);
        const json = response.json();
        assert.equal(json.token_type, 'Bearer');
        assert.equal(json.message, 'Login successful');
        const hours = (Date.parse(json.expires_at) - Date.now()) / 3_600_000;
        assert.ok(hours > 11.9 && hours <= 12, `expires in ${hours} h`);
        const me = await ctx.api.post('me', undefined, { token: json.access_token });
        assert.equal(me.statusCode, 200);
        assert.equal(me.json().user.username, body.username);
      }
      // Only a digest of the token is stored.
      const sessions = await ctx.app.db.selectFrom('sessions').select('token_hash').execute();
      assert.ok(sessions.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash)));
    });

    it('answers 401 with the same error for a wrong password and an unknown user', async () => {
      const user = await createUser(ctx.app.db);
      for (const body of [
        { username: user.username, password: 'Wrong-pass1!' },
        { username: 'nobody_here', password: TEST_PASSWORD },
      ]) {
        const response = await ctx.api.post('login', body);
        assert.equal(response.statusCode, 401);
        assert.deepEqual(response.json(), {
          code: 'invalid_credentials',
          message: 'Invalid username or password.',
          error: 'Invalid username or password.',
        });
      }
    });

    it('refuses a deleted account, and lets a suspended one in', async () => {
      const deleted = await createUser(ctx.app.db);
      await ctx.app.db
        .updateTable('users')
        .set({ deleted_at: new Date() })
        .where('id', '=', deleted.id)
        .execute();
      const refused = await ctx.api.post('login', { username: deleted.username, password: TEST_PASSWORD });
      assert.equal(refused.statusCode, 401);
      assert.equal(refused.json().error, 'Invalid username or password.');
      const suspended = await createUser(ctx.app.db, { suspended: true });
      const allowed = await ctx.api.post('login', { username: suspended.username, password: TEST_PASSWORD });
      assert.equal(allowed.statusCode, 200);
    });

    it('refuses an empty body with a clear message', async () => {
      const response = await ctx.api.post('login', { username: ' ', password: '' });
      assert.equal(response.statusCode, 400);
      assert.match(response.json().message, /Username is required/);
    });
  });

  describe('session', () => {
    it('/me shows the profile with the ssn masked and the wallet in dollars', async () => {
      const user = await createUser(ctx.app.db, { level: 2 });
      await ctx.app.db
        .updateTable('users')
        .set({ ssn_sealed: sealedSsn(user.id, 'AB1234567'), wallet_cents: 12_345, message: 'Hello' })
        .where('id', '=', user.id)
        .execute();
      const response = await ctx.api.post('me', undefined, { token: user.token });
      assert.equal(response.statusCode, 200);
      const profile = response.json().user;
      assert.equal(profile.ssn, '*****4567');
      assert.equal(profile.wallet, 123.45);
      assert.equal(profile.email_verified, 1);
      assert.equal(profile.suspended, 0);
      assert.equal(profile.age, '1990-01-15');
      assert.equal(profile.message, 'Hello');
      assert.equal(profile.level, 2);
      assert.equal('password_hash' in profile, false);
    });

    it('/me refuses guests and unknown tokens', async () => {
      assert.equal((await ctx.api.post('me')).statusCode, 401);
      assert.equal((await ctx.api.post('me', undefined, { token: 'made-up' })).statusCode, 401);
    });

    it('an expired token is refused', async () => {
      const user = await createUser(ctx.app.db);
      await ctx.app.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', user.id)
        .execute();
      assert.equal((await ctx.api.post('me', undefined, { token: user.token })).statusCode, 401);
    });

    it('logout revokes the token on the server', async () => {
      const user = await createUser(ctx.app.db);
      const response = await ctx.api.post('logout', undefined, { token: user.token });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().message, 'Logout successful!');
      assert.equal((await ctx.api.post('me', undefined, { token: user.token })).statusCode, 401);
      assert.equal((await ctx.api.post('logout', undefined, { token: user.token })).statusCode, 401);
    });
  });

  describe('sign out everywhere', () => {
    const login = async (username: string, password: string) => {
      const response = await ctx.api.post('login', { username, password });
      assert.equal(response.statusCode, 200, response.body);
      return response.json().access_token as string;
    };

    it("revokes every session of the caller, this one included, and no one else's; it is audited", async () => {
      const user = await createUser(ctx.app.db);
      const elsewhere = await login(user.username, TEST_PASSWORD);
      const bystander = await createUser(ctx.app.db);
      const response = await ctx.api.post('logout-all', undefined, { token: user.token });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().message, 'You were signed out of every session.');
      assert.equal((await ctx.api.post('me', undefined, { token: user.token })).statusCode, 401);
      assert.equal((await ctx.api.post('me', undefined, { token: elsewhere })).statusCode, 401);
      assert.equal((await ctx.api.post('me', undefined, { token: bystander.token })).statusCode, 200);
      // Signing in again works: the account itself is untouched.
      const fresh = await login(user.username, TEST_PASSWORD);
      assert.equal((await ctx.api.post('me', undefined, { token: fresh })).statusCode, 200);
      const audit = await ctx.app.db
        .selectFrom('audit_log')
        .select(['actor_id', 'action', 'target_type', 'target_id'])
        .where('action', '=', 'session.revoke_all')
        .where('target_id', '=', String(user.id))
        .execute();
      assert.deepEqual(audit, [
        { actor_id: user.id, action: 'session.revoke_all', target_type: 'user', target_id: String(user.id) },
      ]);
    });

    it('is open to a suspended user (a security action) and closed to a revoked token', async () => {
      const user = await createUser(ctx.app.db, { suspended: true });
      assert.equal((await ctx.api.post('logout-all', undefined, { token: user.token })).statusCode, 200);
      assert.equal((await ctx.api.post('logout-all', undefined, { token: user.token })).statusCode, 401);
    });
  });

  describe('change password', () => {
    const login = async (username: string, password: string) => {
      const response = await ctx.api.post('login', { username, password });
      return response.statusCode === 200 ? (response.json().access_token as string) : null;
    };

    it('changes it, keeps this session, signs out the others and mails the owner', async () => {
      const user = await createUser(ctx.app.db);
      const other = await login(user.username, TEST_PASSWORD);
      const response = await ctx.api.post(
        'change-password',
        { current_password: TEST_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        { token: user.token },
      );
      assert.equal(response.statusCode, 200, response.body);
      assert.equal((await ctx.api.post('me', undefined, { token: user.token })).statusCode, 200);
      assert.equal((await ctx.api.post('me', undefined, { token: other })).statusCode, 401);
      assert.equal(await login(user.username, TEST_PASSWORD), null);
      assert.ok(await login(user.username, NEW_PASSWORD));
      const mail = await ctx.app.db
        .selectFrom('mail_outbox')
        .select('subject')
        .where('recipient', '=', user.email)
        .executeTakeFirst();
      assert.equal(mail?.subject, 'Your password was changed');
    });

    it('refuses a wrong current password, a weak or mismatched new one, and keeps the old', async () => {
      const user = await createUser(ctx.app.db);
      const cases: Array<[Record<string, string>, RegExp]> = [
        [
          { current_password: 'Nope-123!', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
          /current password is not correct/,
        ],
        [{ current_password: TEST_PASSWORD, password: 'short', password_confirmation: 'short' }, /criteria/],
        [
          { current_password: TEST_PASSWORD, password: NEW_PASSWORD, password_confirmation: 'x' },
          /do not match/,
        ],
        [
          { current_password: TEST_PASSWORD, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
          /differs/,
        ],
      ];
      for (const [body, message] of cases) {
        const response = await ctx.api.post('change-password', body, { token: user.token });
        assert.equal(response.statusCode, 400, response.body);
        assert.match(response.json().message, message);
      }
      assert.ok(await login(user.username, TEST_PASSWORD));
    });

    it('is refused to a suspended account', async () => {
      const user = await createUser(ctx.app.db, { suspended: true });
      const response = await ctx.api.post(
        'change-password',
        { current_password: TEST_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        { token: user.token },
      );
      assert.equal(response.statusCode, 403);
      assert.match(response.json().message, /suspended/);
    });
  });

  describe('profile and contact', () => {
    it('updates the caller’s own profile', async () => {
      const user = await createUser(ctx.app.db);
      const response = await ctx.api.post(
        'update-profile',
        { firstname: 'Grace', lastname: 'Hopper', username: `${user.username}_x`, gender: 'female' },
        { token: user.token },
      );
      assert.equal(response.statusCode, 200, response.body);
      const profile = (await ctx.api.post('me', undefined, { token: user.token })).json().user;
      assert.equal(profile.firstname, 'Grace');
      assert.equal(profile.lastname, 'Hopper');
      assert.equal(profile.username, `${user.username}_x`);
    });

    it('keeps the own username in another case, refuses someone else’s', async () => {
      const user = await createUser(ctx.app.db);
      const other = await createUser(ctx.app.db);
      const own = await ctx.api.post(
        'update-profile',
        { firstname: 'A', lastname: 'B', username: user.username.toUpperCase(), gender: 'male' },
        { token: user.token },
      );
      assert.equal(own.statusCode, 200, own.body);
      const taken = await ctx.api.post(
        'update-profile',
        { firstname: 'A', lastname: 'B', username: other.username.toUpperCase(), gender: 'male' },
        { token: user.token },
      );
      assert.equal(taken.statusCode, 409);
      assert.match(taken.json().message, /already taken/);
      const row = await ctx.app.db
        .selectFrom('users')
        .select('username')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.username, user.username.toUpperCase());
    });

    it('refuses blank profile fields', async () => {
      const user = await createUser(ctx.app.db);
      const response = await ctx.api.post(
        'update-profile',
        { firstname: '', lastname: 'B', username: user.username, gender: 'male' },
        { token: user.token },
      );
      assert.equal(response.statusCode, 400);
      assert.match(response.json().message, /First name is required/);
    });

    it('updates the contact details and validates the phone', async () => {
      const user = await createUser(ctx.app.db);
      const ok = await ctx.api.post(
        'update-contact',
        { phone: '+44 20 7946 0958', address: '1 Main Street, London' },
        { token: user.token },
      );
      assert.equal(ok.statusCode, 200, ok.body);
      const profile = (await ctx.api.post('me', undefined, { token: user.token })).json().user;
      assert.equal(profile.phone, '+44 20 7946 0958');
      assert.equal(profile.address, '1 Main Street, London');
      const bad = await ctx.api.post(
        'update-contact',
        { phone: 'call me', address: 'x' },
        { token: user.token },
      );
      assert.equal(bad.statusCode, 400);
      assert.match(bad.json().message, /valid phone/);
    });

    it('refuses profile and contact changes to a suspended account, and guests', async () => {
      const user = await createUser(ctx.app.db, { suspended: true });
      const profile = await ctx.api.post(
        'update-profile',
        { firstname: 'X', lastname: 'Y', username: user.username, gender: 'male' },
        { token: user.token },
      );
      assert.equal(profile.statusCode, 403);
      assert.match(profile.json().message, /suspended/);
      const contact = await ctx.api.post(
        'update-contact',
        { phone: '+1 555 0100', address: 'Somewhere' },
        { token: user.token },
      );
      assert.equal(contact.statusCode, 403);
      const row = await ctx.app.db
        .selectFrom('users')
        .select(['firstname', 'phone'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      assert.deepEqual(row, { firstname: 'Test', phone: null });
      assert.equal(
        (await ctx.api.post('update-contact', { phone: '+1 555 0100', address: 'x' })).statusCode,
        401,
      );
    });
  });
});
