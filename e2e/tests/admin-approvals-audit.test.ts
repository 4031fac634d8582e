/**
 * Four eyes and the audit log in the browser against the real server: an admin asks for a bonus, the
 * second admin (auditor) sees it counted in the side menu, approves it on the approvals screen, the user
 * sees the bonus in their history; the requester could not approve their own request; the audit log shows
 * both steps, filters to them and exports them. Axe in light and dark and a 360 px phone on both screens.
 */
import { readFileSync } from 'node:fs';
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { accounts } from '../lib/accounts.ts';
import { type ApiSession, apiSession } from '../lib/api-client.ts';
import { signIn } from '../lib/browser.ts';
import { checkScreen, PHONE_360, THEMES, useStoredTheme } from '../lib/quality.ts';
import { expect, test } from '../lib/test.ts';
import { sideMenu } from '../lib/ui.ts';

const contexts: APIRequestContext[] = [];
const sessionAs = async (baseURL: string, username: string, password: string): Promise<ApiSession> => {
  const context = await playwrightRequest.newContext({ baseURL });
  contexts.push(context);
  const session = await apiSession(context);
  await session.signIn(username, password);
  return session;
};

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.dispose()));
});

test.describe('four eyes and the audit log', () => {
  test('a bonus asked by one admin, approved by another on the screen, seen by the user, in the log', async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    // A user of this test alone (the shared platform holds other tests' data too).
    const stamp = Date.now().toString(36);
    const username = `foureyes_${stamp}`;
    const password = 'Four#Eyes2026';
    const guestContext = await playwrightRequest.newContext({ baseURL: base });
    contexts.push(guestContext);
    const guest = await apiSession(guestContext);
    const signup = await guest.call('POST', 'signup', {
      json: {
        firstname: 'Fay',
        lastname: 'Eyes',
        username,
        email: `${username}@example.test`,
        age: '1988-03-03',
        gender: 'female',
        country: 'Ireland',
        password,
        password_confirmation: password,
      },
    });
    expect(signup.status(), await signup.text()).toBe(200);
    const admin = await sessionAs(base, accounts.admin.username, accounts.admin.password);
    const users = (await (await admin.call('GET', `users?search=${username}`)).json()) as {
      users: { id: number; username: string }[];
    };
    const userId = users.users.find((row) => row.username === username)?.id;
    expect(userId).toBeDefined();
    const asked = await admin.call('POST', `give-bonus/${userId}`, {
      json: { bonus: 42.5, reason: `Loyalty ${stamp}` },
    });
    expect(asked.status(), await asked.text()).toBe(200);

    // The requester sees the request but cannot approve it.
    await signIn(page, accounts.admin.username, accounts.admin.password);
    await page.goto('/dashboard/admin/approvals');
    const own = page.getByRole('article').filter({ hasText: `Loyalty ${stamp}` });
    await expect(own).toContainText('Your request: another admin decides it.', { timeout: 30_000 });
    await expect(own.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());

    // The auditor sees it counted in the side menu, and approves it.
    await signIn(page, accounts.auditor.username, accounts.auditor.password);
    const approvalsLink = sideMenu(page).getByRole('link', { name: /^Approvals \d+ waiting for you$/ });
    await expect(approvalsLink).toBeVisible({ timeout: 30_000 });
    await approvalsLink.click();
    const request = page.getByRole('article').filter({ hasText: `Loyalty ${stamp}` });
    await expect(request).toContainText('Bonus of $42.50');
    await request.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this request?' });
    await expect(dialog).toContainText(`${username} receives a bonus of $42.50 in their wallet at once.`);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Request approved.' })).toBeVisible();
    await expect(request).toHaveCount(0);

    // The user sees the bonus in their history and wallet.
    const user = await sessionAs(base, username, password);
    const history = (await (await user.call('GET', 'transactions')).json()) as {
      transactions: { type: string; amount: number; status: string }[];
    };
    expect(history.transactions).toContainEqual(
      expect.objectContaining({ type: 'bonus', amount: 42.5, status: 'confirmed' }),
    );

    // The audit log has both steps; filtered to the approval, by the auditor; and exported.
    await page.goto('/dashboard/admin/audit-log');
    const entries = page.getByRole('list', { name: 'Audit entries' });
    await expect(entries.getByRole('listitem').filter({ hasText: 'Bonus requested' }).first()).toBeVisible({
      timeout: 30_000,
    });
    await page.getByLabel('Admin (username)').fill(accounts.auditor.username);
    await page.getByLabel('Action').selectOption({ label: 'Bonus or fee approved' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const approved = entries.getByRole('listitem').first();
    await expect(approved).toContainText('Bonus or fee approved');
    await expect(approved).toContainText(accounts.auditor.username);
    for (const row of await entries.getByRole('listitem').all())
      await expect(row).toContainText('Bonus or fee approved');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8')
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe('Time (UTC),Admin,Action,Action code,Target,Target ID,Details');
    expect(csv.slice(1).every((line) => line.includes(',adjustment.approve,'))).toBe(true);
    expect(csv.length).toBeGreaterThan(1);
  });

  for (const theme of THEMES) {
    test(`approvals and audit log: axe and a 360 px phone, ${theme}`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await signIn(page, accounts.admin.username, accounts.admin.password);
      for (const [path, heading] of [
        ['/dashboard/admin/approvals', 'Approvals'],
        ['/dashboard/admin/audit-log', 'Audit log'],
      ] as const) {
        await page.setViewportSize({ width: 1280, height: 720 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const name = path.split('/').at(-1);
        await checkScreen(page, `${name}-${theme}`);
        await page.setViewportSize(PHONE_360);
        await checkScreen(page, `${name}-phone-${theme}`);
      }
    });
  }
});
