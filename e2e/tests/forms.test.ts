/**
 * The forms in Chromium against the real server: client checks by the contract's rules, the server's field
 * problems shown on their fields (aria-invalid, described by the message), values kept after a failure,
 * a sign-in failure announced once.
 */
import type { Locator } from '@playwright/test';
import { accounts } from '../lib/accounts.ts';
import { signIn } from '../lib/browser.ts';
import { nextCall } from '../lib/network.ts';
import { expect, expectPath, test } from '../lib/test.ts';
import { sideMenu, toast } from '../lib/ui.ts';

/** The browser logs every refused request (401 wrong password, 400 refused plan) as a console error. */
test.use({ allowConsoleErrors: [/status of 40[01]/] });

/** The text of the element the control's aria-describedby names last (its error). */
const describedText = async (control: Locator): Promise<string> =>
  control.evaluate((element) => {
    const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
    return document.getElementById(ids.at(-1) ?? '')?.textContent ?? '';
  });

test.describe('forms', () => {
  test('sign-in: empty fields are asked for on their fields; a wrong password is said once and the values stay', async ({
    page,
  }) => {
    await page.goto('/login');
    const username = page.getByRole('textbox', { name: 'Username' });
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });

    await username.fill('   ');
    await submit.click();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription('Please enter your username.');
    await expect(password).toHaveAccessibleDescription('Please enter your password.');
    await expect(username).toBeFocused();

    await username.fill(accounts.investor.username);
    await password.fill('not-the-password');
    await expect(username).not.toHaveAttribute('aria-invalid');
    const loginCall = nextCall(page, 'POST', '/api/login');
    await submit.click();
    expect((await loginCall).status()).toBe(401);

    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form.getByRole('alert')).toHaveText('Invalid username or password.');
    await expect(page.getByText('Invalid username or password.')).toHaveCount(1);
    await expect(username).toHaveValue(accounts.investor.username);
    await expect(password).toHaveValue('not-the-password');
    await expectPath(page, '/login');
  });

  test("plan form: the server's refusal is shown on its field, the values stay, and the corrected plan is saved", async ({
    page,
  }) => {
    await signIn(page, accounts.admin.username, accounts.admin.password);
    await sideMenu(page).getByRole('link', { name: 'Manage plans' }).click();
    await page.getByRole('link', { name: 'Create new plan' }).click();
    await expectPath(page, '/dashboard/admin/manage-plan/create-new-plan');

    const title = `Forms ${Date.now()}`;
    const roi = page.getByRole('spinbutton', { name: 'ROI (% per day)' });
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await roi.fill('0.00001');
    await page.getByRole('spinbutton', { name: 'Duration (days)' }).fill('30');
    await page.getByRole('spinbutton', { name: 'Minimum amount (USD)' }).fill('50');
    await page.getByRole('spinbutton', { name: 'Maximum amount (USD)' }).fill('999');

    const refused = nextCall(page, 'POST', '/api/create-plan');
    await page.getByRole('button', { name: 'Create plan' }).click();
    const response = await refused;
    expect(response.status()).toBe(400);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(fields.roi).toBe('ROI may have at most 4 decimals');

    await expect(roi).toHaveAttribute('aria-invalid', 'true');
    expect(await describedText(roi)).toBe('ROI may have at most 4 decimals');
    await expect(roi).toBeFocused();
    await expect(page.getByRole('spinbutton', { name: 'Duration (days)' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await expect(roi).toHaveValue('0.00001');

    await roi.fill('1.5');
    await expect(roi).not.toHaveAttribute('aria-invalid');
    const preview = page.getByRole('region', { name: 'Preview: the card users will see' });
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await expect(preview).toContainText('$72.50');

    const saved = nextCall(page, 'POST', '/api/create-plan');
    await page.getByRole('button', { name: 'Create plan' }).click();
    const { message } = (await (await saved).json()) as { message: string };
    await expect(toast(page, message)).toBeVisible();
    await expectPath(page, '/dashboard/admin/manage-plan');
    await expect(page.getByRole('main').getByRole('heading', { name: title, exact: true })).toBeVisible();
  });
});
