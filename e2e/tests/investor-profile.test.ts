/**
 * The investor's profile in Chromium (issue 12, item 6): a new user, signed up through the API, edits
 * profile and contact, verifies the e-mail with the code from the dev outbox through the screens, submits
 * identity and sees 'Pending verification', changes the password and signs in with the new one, and signs
 * out everywhere, which ends another session. Every profile route: axe in light and dark, 360 px.
 */
import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { signIn } from '../lib/browser.ts';
import { checkScreen, PHONE_360, type Theme } from '../lib/quality.ts';
import { expect, expectPath, test } from '../lib/test.ts';
import { toast } from '../lib/ui.ts';

const PASSWORD = 'Profile#2026';
const NEW_PASSWORD = 'Changed#2027';

interface NewUser {
  username: string;
  email: string;
  password: string;
}

/** A POST to the API with the anti-forgery cookie echoed in its header (as the browser client does). */
const apiPost = async (request: APIRequestContext, baseURL: string, path: string, data: unknown) => {
  await request.get(`${baseURL}/api/xsrf-token`);
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return request.post(`${baseURL}/api/${path}`, {
    data,
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
  });
};

let counter = 0;
/** Signs a new user up through the API (the sign-up form is another suite's). */
const signUp = async (request: APIRequestContext, baseURL: string): Promise<NewUser> => {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  const user = { username: `prof_${stamp}`, email: `prof.${stamp}@example.test`, password: PASSWORD };
  const response = await apiPost(request, baseURL, 'signup', {
    firstname: 'Grace',
    lastname: 'Hopper',
    username: user.username,
    email: user.email,
    age: '1990-12-09',
    gender: 'female',
    country: 'United States',
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  expect(response.status(), await response.text()).toBe(200);
  return user;
};

interface OutboxBody {
  messages: { to: string; text: string }[];
}

/** The confirm-code link of the newest verification e-mail to `email` (dev outbox), as a path. */
const verificationLink = async (request: APIRequestContext, baseURL: string, email: string) => {
  let link = '';
  await expect
    .poll(async () => {
      const body = (await (await request.get(`${baseURL}/api/dev/outbox`)).json()) as OutboxBody;
      const mail = body.messages.find((message) => message.to === email);
      const url = /https?:\/\/\S+confirm-code\?code=\d{6}/.exec(mail?.text ?? '')?.[0];
      link = url ? `${new URL(url).pathname}${new URL(url).search}` : '';
      return link;
    })
    .toMatch(/code=\d{6}$/);
  return link;
};

// A tiny PNG made here, so the test needs no picture file: `size`×`size` pixels of one colour.
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
const png = (size: number, rgb: [number, number, number]): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

interface Route {
  path: string;
  title: string;
  name: string;
}

/**
 * Checks each route in light and dark at desktop width, and at 360 px, in a page of its own signed in as
 * `user` (the stored theme is read when a page loads).
 */
const checkRoutes = async (browser: Browser, user: NewUser, baseURL: string, routes: Route[]) => {
  const context = await browser.newContext({ baseURL });
  const checker = await context.newPage();
  await signIn(checker, user.username, user.password);
  const variants: { theme: Theme; phone: boolean }[] = [
    { theme: 'light', phone: false },
    { theme: 'dark', phone: false },
    { theme: 'light', phone: true },
  ];
  for (const route of routes) {
    for (const { theme, phone } of variants) {
      await checker.setViewportSize(phone ? PHONE_360 : { width: 1280, height: 800 });
      // Set on the settled page (leaving a page while its profile loads would drop the session).
      await checker.evaluate((value) => localStorage.setItem('theme', value), theme);
      await checker.goto(route.path);
      // The first visit loads the screen's chunk on a busy two-core machine.
      await expect(heading(checker, route.title)).toBeVisible({ timeout: 60_000 });
      if (theme === 'dark') await expect(checker.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
      await checkScreen(checker, `profile-${route.name}-${phone ? '360' : theme}`);
    }
  }
  await context.close();
};

test.describe('investor profile', () => {
  test.setTimeout(900_000);

  test('a new user edits profile and contact, verifies the e-mail, submits identity; every route passes axe and 360 px', async ({
    page,
    browser,
    baseURL,
  }) => {
    if (!baseURL) throw new Error('the suite sets baseURL');
    const user = await signUp(page.request, baseURL);

    await signIn(page, user.username, user.password);
    await test.step('level 1: the e-mail screens, checked in both themes and at 360 px', async () => {
      await checkRoutes(browser, user, baseURL, [
        { path: '/dashboard/profile', title: 'Profile', name: 'level1' },
        { path: '/dashboard/profile/edit-profile', title: 'Edit profile', name: 'edit-profile' },
        {
          path: '/dashboard/profile/edit-contact-information',
          title: 'Edit contact information',
          name: 'edit-contact',
        },
        {
          path: '/dashboard/profile/verify-email-address',
          title: 'Verify your e-mail address',
          name: 'verify-email',
        },
        {
          path: '/dashboard/profile/verify-email-address/confirm-code',
          title: 'Enter your code',
          name: 'confirm-code',
        },
      ]);
    });

    await page.goto('/dashboard/profile');
    await expect(heading(page, 'Profile')).toBeVisible();
    const level = page.getByRole('region', { name: 'Account level' });
    await expect(level).toContainText('Level 1');

    await test.step('edit profile', async () => {
      await page.getByRole('link', { name: 'Edit profile' }).click();
      await expect(heading(page, 'Edit profile')).toBeVisible();
      await page.getByRole('textbox', { name: 'First name' }).fill('Amazing');
      await page.getByRole('combobox', { name: 'Gender' }).selectOption('male');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(toast(page, 'Your profile was updated.')).toBeVisible();
      await expectPath(page, '/dashboard/profile');
      const profile = page.getByRole('region', { name: 'Profile', exact: true });
      await expect(profile).toContainText('Amazing Hopper');
      await expect(profile).toContainText('Male');
    });

    await test.step('edit contact: the country code found by its name', async () => {
      await page.getByRole('link', { name: 'Edit contact information' }).click();
      await expect(heading(page, 'Edit contact information')).toBeVisible();
      const code = page.getByRole('combobox', { name: 'Country code' });
      await expect(code).toHaveValue('US');
      await page.getByRole('searchbox', { name: 'Search country codes' }).fill('france');
      await expect(code).toHaveValue('FR');
      await page.getByRole('textbox', { name: 'Phone number' }).fill('6 12 34 56 78');
      await page.getByRole('textbox', { name: 'Address' }).fill('1 rue de Rivoli, Paris');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(toast(page, 'Your contact information was updated.')).toBeVisible();
      await expectPath(page, '/dashboard/profile');
      const contact = page.getByRole('region', { name: 'Contact information' });
      await expect(contact).toContainText('+33 6 12 34 56 78');
      await expect(contact).toContainText('1 rue de Rivoli, Paris');
    });

    await test.step("verify the e-mail with the outbox's link: the code is filled in", async () => {
      await level.getByRole('link', { name: 'Verify e-mail address' }).click();
      await expect(heading(page, 'Verify your e-mail address')).toBeVisible();
      await page.getByRole('button', { name: 'Send code' }).click();
      await expectPath(page, '/dashboard/profile/verify-email-address/confirm-code');
      const link = await verificationLink(page.request, baseURL, user.email);
      await page.goto(link);
      await expect(page.getByRole('textbox', { name: /^Verification code/ })).toHaveValue(/^\d{6}$/);
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await expect(toast(page, 'Your e-mail address is verified.')).toBeVisible();
      await expectPath(page, '/dashboard/profile');
      await expect(level).toContainText('Level 2');
      await expect(level.getByRole('link', { name: 'Verify identity' })).toBeVisible();
    });

    await checkRoutes(browser, user, baseURL, [
      { path: '/dashboard/profile/verify-identity', title: 'Verify your identity', name: 'verify-identity' },
    ]);

    await test.step("submit identity: refused files first, then 'Pending verification'", async () => {
      await level.getByRole('link', { name: 'Verify identity' }).click();
      await expect(heading(page, 'Verify your identity')).toBeVisible();
      await page.getByRole('textbox', { name: 'National ID number (SSN)' }).fill('AB 123456 C');
      await page.getByRole('combobox', { name: 'Occupation' }).selectOption('Engineer');
      await page.getByRole('combobox', { name: 'Yearly income' }).selectOption('$50,000 - $100,000');
      const front = page.getByLabel('Driving licence, front');
      await front.setInputFiles({
        name: 'licence.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not an image'),
      });
      await expect(page.getByText('Choose an image: PNG, JPEG or WebP.')).toBeVisible();
      await front.setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png(32, [30, 90, 200]) });
      await page
        .getByLabel('Driving licence, back')
        .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png(32, [200, 90, 30]) });
      await expect(page.getByRole('img', { name: 'Preview of the front of your licence' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Preview of the back of your licence' })).toBeVisible();
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await expect(
        toast(page, 'Your documents were received. An administrator will review them shortly.'),
      ).toBeVisible();
      await expectPath(page, '/dashboard/profile');
      await expect(level).toContainText('Pending verification');
      await expect(level.getByRole('link')).toHaveCount(0);
    });

    await checkRoutes(browser, user, baseURL, [
      { path: '/dashboard/profile', title: 'Profile', name: 'pending' },
    ]);
  });

  test('changes the password and signs in with the new one; signing out everywhere ends another session', async ({
    page,
    browser,
    baseURL,
  }) => {
    if (!baseURL) throw new Error('the suite sets baseURL');
    const user = await signUp(page.request, baseURL);
    await signIn(page, user.username, user.password);
    await page.goto('/dashboard/profile');
    await expect(heading(page, 'Profile')).toBeVisible();

    await test.step('change the password', async () => {
      const security = page.getByRole('region', { name: 'Security' });
      await security.getByLabel(/^Current password/).fill(PASSWORD);
      await security.getByLabel(/^New password/).fill(NEW_PASSWORD);
      await expect(
        security.getByRole('list', { name: 'The new password needs' }).locator('[data-met="true"]'),
      ).toHaveCount(4);
      await security.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
      await security.getByRole('button', { name: 'Change password' }).click();
      await expect(
        toast(page, 'Your password was changed. Your other sessions were signed out.'),
      ).toBeVisible();
      await expect(security.getByLabel(/^New password/)).toHaveValue('');
    });

    await test.step('the new password signs in, the old one no longer', async () => {
      const other = await browser.newContext({ baseURL });
      const otherPage = await other.newPage();
      await otherPage.goto('/login');
      await otherPage.getByRole('textbox', { name: 'Username' }).fill(user.username);
      await otherPage.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
      await otherPage.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(otherPage.getByText('Invalid username or password.').first()).toBeVisible();
      await signIn(otherPage, user.username, NEW_PASSWORD);
      await other.close();
    });

    await test.step('sign out of every session ends the session in another browser too', async () => {
      const other = await browser.newContext({ baseURL });
      const otherPage = await other.newPage();
      await signIn(otherPage, user.username, NEW_PASSWORD);

      await page.getByRole('button', { name: 'Sign out of every session' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign out of every session?' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
      await expect(toast(page, 'You were signed out of every session.')).toBeVisible();
      await expectPath(page, '/login');

      // The other browser's token is dead: its next page load is sent to sign in.
      await otherPage.goto('/dashboard/profile');
      await expectPath(otherPage, '/login');
      await other.close();
    });
  });
});
