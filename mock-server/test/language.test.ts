/**
 * The profile's language (issue 8): chosen at signup or later, refused when it is not one of the eight,
 * and the language the platform's e-mails are written in (read back from the dev outbox, as a person would).
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { OTP_TTL_MINUTES } from 'shared-api/contract/auth';
import { type Language, languages } from 'shared-api/languages';
import { mailTexts } from '../src/modules/mail/locales';
import { createTestApp } from './helpers/app';
import { latestCode, outboxMessages } from './helpers/outbox';
import { createUser, TEST_PASSWORD, type TestUser } from './helpers/users';

const PUBLIC_URL = 'https://vestora.example';
const ctx = await createTestApp({ publicUrl: PUBLIC_URL });
const db = ctx.app.db;
after(() => ctx.close());

let counter = 0;
const signupBody = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    firstname: 'Léa',
    lastname: 'Martin',
    username: `lea_${counter}_${process.pid}`,
    email: `lea.${counter}.${process.pid}@example.test`,
    age: '1991-03-04',
    gender: 'female',
    country: 'France',
    password: 'Str0ng!pass',
    password_confirmation: 'Str0ng!pass',
    ...overrides,
  };
};

const languageOf = async (userId: number): Promise<string> =>
  (await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirstOrThrow())
    .language;

const profileOf = async (token: string) => {
  const response = await ctx.api.post('me', {}, { token });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().user as { language: string };
};

const setLanguage = async (user: TestUser, language: Language) => {
  const response = await ctx.api.post('update-language', { language }, { token: user.token });
  assert.equal(response.statusCode, 200, response.body);
};

const newestMailTo = async (email: string) => {
  const message = (await outboxMessages(ctx.api)).find((entry) => entry.to === email);
  assert.ok(message, `no e-mail to ${email}`);
  return message;
};

describe('the profile language', () => {
  it('is English unless chosen; signup takes the browser’s choice', async () => {
    const plain = signupBody();
    assert.equal((await ctx.api.post('signup', plain)).statusCode, 200);
    const french = signupBody({ language: 'fr' });
    assert.equal((await ctx.api.post('signup', french)).statusCode, 200);
    const rows = await db
      .selectFrom('users')
      .select(['username', 'language'])
      .where('username', 'in', [plain.username, french.username])
      .orderBy('username')
      .execute();
    assert.deepEqual(Object.fromEntries(rows.map((row) => [row.username, row.language])), {
      [plain.username]: 'en',
      [french.username]: 'fr',
    });
    const login = await ctx.api.post('login', { username: french.username, password: french.password });
    assert.equal((await profileOf(login.json().access_token)).language, 'fr');
  });

  it('refuses a language outside the eight at signup, and creates no account', async () => {
    const body = signupBody({ language: 'pt-BR' });
    const response = await ctx.api.post('signup', body);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'validation_failed');
    assert.equal(response.json().fields.language, 'Choose one of the supported languages.');
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', body.username)
      .executeTakeFirst();
    assert.equal(row, undefined);
  });

  it('changes with update-language, for every one of the eight, and the profile shows it', async () => {
    const user = await createUser(db);
    for (const language of languages) {
      await setLanguage(user, language);
      assert.equal((await profileOf(user.token)).language, language);
    }
  });

  it('refuses an unknown, a wrongly cased or a missing language and changes nothing', async () => {
    const user = await createUser(db);
    await setLanguage(user, 'de');
    for (const body of [{ language: 'xx' }, { language: 'zh-cn' }, { language: 'FR' }, { language: 7 }, {}]) {
      const response = await ctx.api.post('update-language', body, { token: user.token });
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(response.json().code, 'validation_failed');
      assert.ok(response.json().fields.language, `no field error for ${JSON.stringify(body)}`);
      assert.equal(await languageOf(user.id), 'de');
    }
  });

  it('needs a signed-in user; a suspended one may still change it (a display preference)', async () => {
    const guest = await ctx.api.post('update-language', { language: 'fr' });
    assert.equal(guest.statusCode, 401);
    assert.equal(guest.json().code, 'unauthorized');
    const suspended = await createUser(db, { suspended: true });
    await setLanguage(suspended, 'it');
    assert.equal(await languageOf(suspended.id), 'it');
  });
});

describe('e-mails in the recipient’s language', () => {
  it('a French user gets a French verification code with a link to the confirm-code screen', async () => {
    const user = await createUser(db);
    await setLanguage(user, 'fr');
    const response = await ctx.api.post('verify-email', { email: user.email }, { token: user.token });
    assert.equal(response.statusCode, 200, response.body);
    const message = await newestMailTo(user.email);
    const code = await latestCode(ctx.api, user.email);
    assert.equal(message.subject, 'Votre code de vérification d’adresse e-mail');
    assert.equal(
      message.text,
      [
        `Utilisez ce code pour vérifier votre adresse e-mail\u00a0: ${code}`,
        '',
        `Vous pouvez aussi ouvrir ce lien une fois connecté\u00a0: ${PUBLIC_URL}/dashboard/profile/verify-email-address/confirm-code?code=${code}`,
        '',
        `Le code est valable ${OTP_TTL_MINUTES} minutes et ne peut servir qu’une seule fois.`,
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: rien ne change sur votre compte.',
      ].join('\n'),
    );
    // The mailed code works.
    const verify = await ctx.api.post(
      'verify-email-code',
      { email: user.email, otp: code },
      { token: user.token },
    );
    assert.equal(verify.statusCode, 200, verify.body);
  });

  it('a Chinese user gets a Chinese reset code whose link carries the address and the code', async () => {
    const user = await createUser(db);
    await setLanguage(user, 'zh-CN');
    assert.equal((await ctx.api.post('send-otp', { email: user.email })).statusCode, 200);
    const message = await newestMailTo(user.email);
    const code = await latestCode(ctx.api, user.email);
    assert.equal(message.subject, '您的密码重置验证码');
    const link = /(https:\/\/\S+)/.exec(message.text)?.[1];
    assert.ok(link, message.text);
    const url = new URL(link);
    assert.equal(url.origin + url.pathname, `${PUBLIC_URL}/reset-user-password`);
    assert.equal(url.searchParams.get('email'), user.email);
    assert.equal(url.searchParams.get('code'), code);
    assert.match(message.text, new RegExp(`^请使用此验证码重置您的密码：${code}$`, 'm'));
    assert.match(message.text, /验证码在 10 分钟内有效/);
  });

  it('an English user still gets the English texts', async () => {
    const user = await createUser(db);
    assert.equal((await ctx.api.post('send-otp', { email: user.email })).statusCode, 200);
    const message = await newestMailTo(user.email);
    assert.equal(message.subject, 'Your password reset code');
    assert.match(message.text, /^Use this code to reset your password: \d{6}$/m);
    assert.match(message.text, /The code is valid for 10 minutes and can be used once\./);
  });

  it('each of the eight languages writes its own verification and reset e-mails', async () => {
    const subjects = new Map<string, Language>();
    for (const language of languages) {
      const user = await createUser(db);
      await setLanguage(user, language);
      assert.equal(
        (await ctx.api.post('verify-email', { email: user.email }, { token: user.token })).statusCode,
        200,
      );
      const verification = await newestMailTo(user.email);
      assert.equal(verification.subject, mailTexts[language].codes.verify_email.subject);
      assert.ok(verification.text.includes(mailTexts[language].notRequested));
      assert.equal((await ctx.api.post('send-otp', { email: user.email })).statusCode, 200);
      const reset = await newestMailTo(user.email);
      assert.equal(reset.subject, mailTexts[language].codes.reset_password.subject);
      for (const subject of [verification.subject, reset.subject]) {
        assert.equal(
          subjects.get(subject),
          undefined,
          `${language} repeats ${subjects.get(subject)}'s subject`,
        );
        subjects.set(subject, language);
      }
    }
  });

  it('password change and identity decision e-mails follow the recipient too', async () => {
    const user = await createUser(db, { level: 2 });
    await setLanguage(user, 'de');
    const change = await ctx.api.post(
      'change-password',
      { current_password: TEST_PASSWORD, password: 'N3u!passwort', password_confirmation: 'N3u!passwort' },
      { token: user.token },
    );
    assert.equal(change.statusCode, 200, change.body);
    assert.equal((await newestMailTo(user.email)).subject, 'Ihr Passwort wurde geändert');

    const admin = await createUser(db, { role: 'admin', level: 3 });
    await db.updateTable('users').set({ identity_status: 'pending' }).where('id', '=', user.id).execute();
    const reject = await ctx.api.post(`reject-verified-identity/${user.id}`, {}, { token: admin.token });
    assert.equal(reject.statusCode, 200, reject.body);
    assert.equal((await newestMailTo(user.email)).subject, 'Ihre Identitätsprüfung wurde nicht akzeptiert');
  });

  it('an administrator’s custom e-mail keeps their text inside a frame in the recipient’s language', async () => {
    const admin = await createUser(db, { role: 'admin', level: 3 });
    const user = await createUser(db);
    await setLanguage(user, 'es');
    const response = await ctx.api.post(
      'send-custom-mail',
      { email: user.email, subject: 'Su cuenta', body: 'Hemos revisado su retiro.' },
      { token: admin.token },
    );
    assert.equal(response.statusCode, 200, response.body);
    const message = await newestMailTo(user.email);
    assert.equal(message.subject, 'Su cuenta');
    assert.equal(
      message.text,
      [
        'Hola, Test:',
        '',
        'Hemos revisado su retiro.',
        '',
        'El equipo de Vestora',
        '--',
        'Recibes este correo porque tienes una cuenta en Vestora.',
      ].join('\n'),
    );
    // The admin sees which language to write in.
    const detail = await ctx.api.get(`user/${user.id}`, { token: admin.token });
    assert.equal(detail.json().user.language, 'es');
  });
});
