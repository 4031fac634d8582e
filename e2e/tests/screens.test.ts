/**
 * Screenshots of the main pages (light and dark, desktop and a 390 px phone) into e2e/artifacts/ for a
 * person to look at; each also checks what a machine can see: the theme really switched, and nothing is
 * wider than the viewport.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { accounts } from '../lib/accounts.ts';
import { screenshot, signIn, withPage } from '../lib/browser.ts';
import { expectCount, expectVisible, waitUntil } from '../lib/expect.ts';
import { useSuite } from '../lib/suite.ts';
import { dashboardGreeting, sideMenu } from '../lib/ui.ts';

const PHONE = { width: 390, height: 844 };
type Theme = 'light' | 'dark';

/** Waits until the toasts (e.g. "Login successful") have gone, so they do not cover the page. */
const toastsGone = (page: Page) =>
  expectCount(page.getByRole('region', { name: /Notifications/ }).getByRole('alert'), 0, 10_000);

/** Switches the theme with the page's own toggle and waits for <html> to follow. */
const useTheme = async (page: Page, toggleArea: Locator, theme: Theme) => {
  const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  if ((await isDark()) !== (theme === 'dark')) {
    await toggleArea.getByRole('button', { name: `Switch to ${theme} theme` }).click();
  }
  await waitUntil(
    isDark,
    (dark) => dark === (theme === 'dark'),
    () => `the page did not turn ${theme}`,
  );
};

/** Nothing sticks out sideways (a horizontal scrollbar is the first sign of a broken layout). */
const assertNoSidewaysOverflow = async (page: Page, name: string) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(
    scrollWidth <= innerWidth,
    `${name}: the page is ${scrollWidth}px wide in a ${innerWidth}px window`,
  );
};

const capture = async (page: Page, name: string) => {
  await toastsGone(page);
  await assertNoSidewaysOverflow(page, name);
  await screenshot(page, name);
};

describe('screens', () => {
  const suite = useSuite();

  it('home, light', async (t) => {
    await withPage(suite.browser, t, suite.url, async ({ page }) => {
      await page.goto('/');
      await expectVisible(page.getByRole('heading', { level: 1, name: /daily fixed returns/ }));
      await useTheme(page, page.getByRole('banner'), 'light');
      await capture(page, 'home-light');
    });
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`login, ${theme}`, async (t) => {
      await withPage(suite.browser, t, suite.url, async ({ page }) => {
        await page.goto('/login');
        await expectVisible(page.getByRole('heading', { level: 1, name: 'Sign in' }));
        await useTheme(page, page.getByRole('banner'), theme);
        await capture(page, `login-${theme}`);
      });
    });

    it(`dashboard, ${theme}`, async (t) => {
      await withPage(suite.browser, t, suite.url, async ({ page }) => {
        await signIn(page, accounts.investor.username, accounts.investor.password);
        await expectVisible(dashboardGreeting(page));
        await useTheme(page, page.getByRole('complementary'), theme);
        await capture(page, `dashboard-${theme}`);
      });
    });
  }

  it('dashboard on a 390 px phone, with the menu closed and open', async (t) => {
    await withPage(
      suite.browser,
      t,
      suite.url,
      async ({ page }) => {
        await signIn(page, accounts.investor.username, accounts.investor.password);
        await expectVisible(dashboardGreeting(page));
        await capture(page, 'dashboard-phone');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expectVisible(sideMenu(page).getByRole('link', { name: 'Dashboard' }));
        await capture(page, 'dashboard-phone-menu');
      },
      { viewport: PHONE, isMobile: true, hasTouch: true },
    );
  });

  it('manage plans (admin), light', async (t) => {
    await withPage(suite.browser, t, suite.url, async ({ page }) => {
      await signIn(page, accounts.admin.username, accounts.admin.password);
      await sideMenu(page).getByRole('link', { name: 'Manage plans' }).click();
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Manage plans' }));
      await expectVisible(page.getByRole('main').getByRole('listitem'));
      await capture(page, 'manage-plans-light');
    });
  });
});
