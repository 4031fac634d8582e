/**
 * Screenshots of the main pages (light and dark, desktop and a 390 px phone) into e2e/artifacts/ for a
 * person to look at; each also checks what a machine can see: the theme really switched, nothing is wider
 * than the viewport, and axe finds no serious or critical violation.
 */
import type { Locator, Page } from '@playwright/test';
import { accounts } from '../lib/accounts.ts';
import { signIn } from '../lib/browser.ts';
import { checkScreen, type Theme } from '../lib/quality.ts';
import { expect, test } from '../lib/test.ts';
import { dashboardGreeting, sideMenu } from '../lib/ui.ts';

const PHONE = { width: 390, height: 844 };

/** Switches the theme with the page's own toggle and waits for <html> to follow. */
const useTheme = async (page: Page, toggleArea: Locator, theme: Theme) => {
  const html = page.locator('html');
  const isDark = await html.evaluate((element) => element.classList.contains('dark'));
  if (isDark !== (theme === 'dark')) {
    await toggleArea.getByRole('button', { name: `Switch to ${theme} theme` }).click();
  }
  if (theme === 'dark') await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
};

/** No serious axe violation, nothing wider than the window, and a screenshot for a person. */
const capture = (page: Page, name: string) => checkScreen(page, name);

test.describe('screens', () => {
  test('home, light', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /daily fixed returns/ })).toBeVisible();
    await useTheme(page, page.getByRole('banner'), 'light');
    await capture(page, 'home-light');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`login, ${theme}`, async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await useTheme(page, page.getByRole('banner'), theme);
      await capture(page, `login-${theme}`);
    });

    test(`dashboard, ${theme}`, async ({ page }) => {
      await signIn(page, accounts.investor.username, accounts.investor.password);
      await expect(dashboardGreeting(page)).toBeVisible();
      await useTheme(page, page.getByRole('complementary'), theme);
      await capture(page, `dashboard-${theme}`);
    });
  }

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test('dashboard, with the menu closed and open', async ({ page }) => {
      await signIn(page, accounts.investor.username, accounts.investor.password);
      await expect(dashboardGreeting(page)).toBeVisible();
      await capture(page, 'dashboard-phone');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(sideMenu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await capture(page, 'dashboard-phone-menu');
    });
  });

  test('manage plans (admin), light', async ({ page }) => {
    await signIn(page, accounts.admin.username, accounts.admin.password);
    await sideMenu(page).getByRole('link', { name: 'Manage plans' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage plans' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await capture(page, 'manage-plans-light');
  });
});
