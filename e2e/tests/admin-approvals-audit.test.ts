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

  test('every admin action of a run is in the audit log, newest first, in words', async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const stamp = Date.now().toString(36);
    const username = `audited_${stamp}`;
    const password = 'Audit#Trail2026';
    const guestContext = await playwrightRequest.newContext({ baseURL: base });
    contexts.push(guestContext);
    const guest = await apiSession(guestContext);
    const email = `${username}@example.test`;
    const signup = await guest.call('POST', 'signup', {
      json: {
        firstname: 'Aude',
        lastname: 'Trail',
        username,
        email,
        age: '1985-07-07',
        gender: 'female',
        country: 'France',
        password,
        password_confirmation: password,
      },
    });
    expect(signup.status(), await signup.text()).toBe(200);
    const admin = await sessionAs(base, accounts.admin.username, accounts.admin.password);
    const auditor = await sessionAs(base, accounts.auditor.username, accounts.auditor.password);
    const user = await sessionAs(base, username, password);
    const ok = async (response: Promise<import('@playwright/test').APIResponse>) => {
      const answer = await response;
      expect(answer.status(), await answer.text()).toBe(200);
      return answer;
    };
    const found = (await (await admin.call('GET', `users?search=${username}`)).json()) as {
      users: { id: number; username: string }[];
    };
    const userId = found.users.find((row) => row.username === username)?.id;

    // Plans: created, edited, deleted.
    const plan = { title: `Audit ${stamp}`, roi: 1, duration: 10, min_amount: 50, max_amount: 500 };
    await ok(admin.call('POST', 'create-plan', { json: plan }));
    const plans = (await (await admin.call('GET', 'plans')).json()) as {
      plans: { id: number; title: string }[];
    };
    const planId = plans.plans.find((row) => row.title === plan.title)?.id;
    await ok(admin.call('POST', `edit-plan/${planId}`, { json: { ...plan, roi: 1.5 } }));
    await ok(admin.call('POST', `delete-plan/${planId}`));
    // Money: a deposit confirmed, another rejected; a bonus approved and a fee rejected by the second admin.
    const starter = plans.plans.find((row) => row.title === 'Starter')?.id;
    for (const reference of [`audit-${stamp}-one`, `audit-${stamp}-two`]) {
      await ok(
        user.call('POST', 'deposit', {
          json: { plan_id: starter, transaction_id: reference, payment_method: 'solana', amount: 100 },
        }),
      );
    }
    const pending = (await (
      await admin.call('GET', 'all-transactions?type=deposit&status=pending&limit=1000')
    ).json()) as {
      transactions: { id: number; username: string }[];
    };
    const [first, second] = pending.transactions.filter((row) => row.username === username);
    await ok(admin.call('POST', `confirm-transaction/${first?.id}`));
    await ok(
      admin.call('POST', `reject-transaction/${second?.id}`, { json: { reason: 'Not found on chain' } }),
    );
    await ok(admin.call('POST', `give-bonus/${userId}`, { json: { bonus: 5, reason: 'Audit bonus' } }));
    await ok(admin.call('POST', `charge-fee/${userId}`, { json: { fee: 1, reason: 'Audit fee' } }));
    const queue = (await (await auditor.call('GET', 'adjustments?status=pending')).json()) as {
      adjustments: { id: number; user_id: number; kind: string }[];
    };
    const mine = queue.adjustments.filter((row) => row.user_id === userId);
    await ok(auditor.call('POST', `approve-adjustment/${mine.find((row) => row.kind === 'bonus')?.id}`));
    await ok(auditor.call('POST', `reject-adjustment/${mine.find((row) => row.kind === 'fee')?.id}`));
    // The account: suspended and back, a message set and removed, an e-mail, then deleted.
    await ok(admin.call('POST', `suspend-user/${userId}`));
    await ok(admin.call('POST', `suspend-user/${userId}`));
    await ok(admin.call('POST', `set-display-message/${userId}`, { json: { message: 'Audit message' } }));
    await ok(admin.call('POST', `remove-display-message/${userId}`));
    await ok(admin.call('POST', 'send-custom-mail', { json: { email, subject: 'Audit', body: 'Hello' } }));
    await ok(admin.call('POST', `delete-user/${userId}`));

    await signIn(page, accounts.admin.username, accounts.admin.password);
    await page.goto('/dashboard/admin/audit-log');
    const entries = page.getByRole('list', { name: 'Audit entries' });
    await expect(entries.getByRole('listitem').first()).toContainText('User deleted', { timeout: 30_000 });
    const rows = await entries.getByRole('listitem').allInnerTexts();
    for (const action of [
      'Plan created',
      'Plan edited',
      'Plan deleted',
      'Transaction confirmed',
      'Transaction rejected',
      'Bonus requested',
      'Fee requested',
      'Bonus or fee approved',
      'Bonus or fee rejected',
      'User suspended',
      'User unsuspended',
      'Display message set',
      'Display message removed',
      'E-mail sent to a user',
      'User deleted',
    ]) {
      expect(
        rows.some((row) => row.includes(action)),
        `${action} in the log`,
      ).toBe(true);
    }
    // Who did what: the second admin's decisions carry their name.
    expect(rows.find((row) => row.includes('Bonus or fee approved'))).toContain(accounts.auditor.username);
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
