/**
 * Identity checks in the browser: two new users verify their e-mail and submit their identity through the
 * API with small images; the admin reviews each (fields and both images), accepts one (level 3, the view
 * refreshes) and rejects the other (documents erased, back to the queue); the screens pass axe in both
 * themes and fit a 360 px phone.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { accounts } from '../lib/accounts.ts';
import { type ApiSession, apiSession } from '../lib/api-client.ts';
import { signIn } from '../lib/browser.ts';
import { repoRoot } from '../lib/paths.ts';
import { checkScreen, PHONE_360, THEMES, useStoredTheme } from '../lib/quality.ts';
import { expect, expectPath, test } from '../lib/test.ts';
import { toast } from '../lib/ui.ts';

const requireFromServer = createRequire(path.join(repoRoot, 'mock-server', 'package.json'));
const QRCode = requireFromServer('qrcode') as {
  toBuffer: (text: string, options: { type: 'png'; margin: number; width: number }) => Promise<Buffer>;
};
/** A small real PNG (any picture will do for a document in a test). */
const smallPng = (text: string) => QRCode.toBuffer(text, { type: 'png', margin: 1, width: 96 });

const QUEUE = '/dashboard/admin/manage-identity-verification';
const PASSWORD = 'Identity#2026';

interface Applicant {
  username: string;
  session: ApiSession;
}

/** Signs a new user up, verifies the e-mail with the code from the dev outbox, and submits the identity. */
const applicant = async (request: APIRequestContext, name: string): Promise<Applicant> => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const username = `${name}${suffix}`;
  const email = `${username}@example.test`;
  const session = await apiSession(request);
  const signup = await session.call('POST', 'signup', {
    json: {
      firstname: name,
      lastname: 'Tester',
      username,
      email,
      age: '1990-05-05',
      gender: 'female',
      country: 'France',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  await session.signIn(username, PASSWORD);
  expect((await session.call('POST', 'verify-email', { json: { email } })).status()).toBe(200);
  const outbox = (await (await session.call('GET', 'dev/outbox')).json()) as {
    messages: { to: string; text: string }[];
  };
  const mail = outbox.messages.find((message) => message.to === email);
  const otp = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  expect(otp, `a code mailed to ${email}`).toBeTruthy();
  expect((await session.call('POST', 'verify-email-code', { json: { email, otp } })).status()).toBe(200);
  const submitted = await session.call('POST', 'verify-identity', {
    multipart: {
      ssn: 'FR-1990-0505',
      occupation: 'Engineer',
      salary: '$50,000 - $100,000',
      dl_front: { name: 'front.png', mimeType: 'image/png', buffer: await smallPng(`${username} front`) },
      dl_back: { name: 'back.png', mimeType: 'image/png', buffer: await smallPng(`${username} back`) },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return { username, session };
};

const profileOf = async ({ session }: Applicant) =>
  ((await (await session.call('POST', 'me')).json()) as { user: { level: number; identity_status: string } })
    .user;

const openReview = async (page: Page, username: string) => {
  await page.goto(QUEUE);
  await page.getByRole('link', { name: `Review ${username}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Identity of ${username}` })).toBeVisible();
};

/** Both document images have arrived and decoded (fetched through the admin-only call). */
const expectDocumentsShown = async (page: Page) => {
  for (const side of ['Front of the document', 'Back of the document']) {
    const image = page.getByRole('img', { name: side });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
};

test.describe('admin identity checks', () => {
  test('an identity accepted and another rejected', async ({ page, request }) => {
    test.setTimeout(150_000);
    const accepted = await applicant(request, 'ada');
    const rejected = await applicant(request, 'bob');

    await signIn(page, accounts.admin.username, accounts.admin.password);
    await page.goto(QUEUE);
    await expect(page.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: accepted.username })).toContainText('Pending');
    await expect(page.getByRole('listitem', { name: rejected.username })).toBeVisible();

    await openReview(page, accepted.username);
    await expect(page.getByRole('main')).toContainText('FR-1990-0505');
    await expect(page.getByRole('main')).toContainText('Engineer');
    await expectDocumentsShown(page);
    await page.getByRole('button', { name: 'Accept' }).click();
    const acceptDialog = page.getByRole('dialog', { name: 'Accept this identity?' });
    await acceptDialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, `The identity of ${accepted.username} is verified.`)).toBeVisible();
    // The view refreshes in place: level 3, no decision offered any more.
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText('Accepted');
    expect(await profileOf(accepted)).toMatchObject({ level: 3, identity_status: 'accepted' });

    await openReview(page, rejected.username);
    await expectDocumentsShown(page);
    await page.getByRole('button', { name: 'Reject' }).click();
    const rejectDialog = page.getByRole('dialog', { name: 'Reject this identity?' });
    await expect(rejectDialog).toContainText('are erased');
    await rejectDialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      toast(page, `The identity of ${rejected.username} was rejected and the documents deleted.`),
    ).toBeVisible();
    await expectPath(page, QUEUE);
    await expect(page.getByRole('listitem', { name: rejected.username })).toHaveCount(0);
    await expect(page.getByRole('listitem', { name: accepted.username })).toHaveCount(0);
    expect(await profileOf(rejected)).toMatchObject({ level: 2, identity_status: 'rejected' });
    // The documents are gone from the server too.
    const admin = await apiSession(request);
    await admin.signIn(accounts.admin.username, accounts.admin.password);
    const me = (await (await rejected.session.call('POST', 'me')).json()) as { user: { id: number } };
    expect((await admin.call('GET', `identity-document/${me.user.id}/front`)).status()).toBe(404);
  });

  for (const theme of THEMES) {
    test(`queue and review pass axe in the ${theme} theme`, async ({ page, request }) => {
      const waiting = await applicant(request, `ax${theme}`);
      await useStoredTheme(page, theme);
      await signIn(page, accounts.admin.username, accounts.admin.password);
      await page.goto(QUEUE);
      // The first visit after sign-in loads the admin area and the user list: slow on a busy machine.
      await expect(page.getByRole('listitem', { name: waiting.username })).toBeVisible({ timeout: 40_000 });
      await checkScreen(page, `admin-identity-queue-${theme}`);
      await openReview(page, waiting.username);
      await expectDocumentsShown(page);
      await checkScreen(page, `admin-identity-review-${theme}`);
    });
  }

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: PHONE_360 });
    test('queue and review fit', async ({ page, request }) => {
      const waiting = await applicant(request, 'phone');
      await signIn(page, accounts.admin.username, accounts.admin.password);
      await page.goto(QUEUE);
      // The first visit after sign-in loads the admin area and the user list: slow on a busy machine.
      await expect(page.getByRole('listitem', { name: waiting.username })).toBeVisible({ timeout: 40_000 });
      await checkScreen(page, 'admin-identity-queue-phone');
      await openReview(page, waiting.username);
      await expectDocumentsShown(page);
      await checkScreen(page, 'admin-identity-review-phone');
    });
  });
});
