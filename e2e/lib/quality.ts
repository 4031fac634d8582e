/**
 * What every screen is held to in the browser (the screen rules of the README): axe finds no serious or
 * critical violation in the light and the dark theme, nothing sticks out sideways on a 360 px phone, and
 * a screenshot of each lands in e2e/artifacts/ for a person to look at.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { screenshot } from './browser.ts';
import { expect } from './test.ts';

export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];
/** The narrowest phone the platform promises to work on. */
export const PHONE_360 = { width: 360, height: 780 };

/** Waits until the toasts (e.g. "Login successful") have gone, so they neither cover nor fail a check. */
export const toastsGone = (page: Page) =>
  expect(page.getByRole('region', { name: /Notifications/ }).getByRole('alert')).toHaveCount(0, {
    timeout: 10_000,
  });

/** Nothing sticks out sideways (a horizontal scrollbar is the first sign of a broken layout). */
export const expectNoSidewaysOverflow = async (page: Page, name: string) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${name}: the page's width in a ${innerWidth}px window`).toBeLessThanOrEqual(
    innerWidth,
  );
};

/**
 * Sets the theme the way a returning visitor has it (the stored preference, read before the first paint):
 * call before `page.goto`. The `theme` key is shared-api's THEME_STORAGE_KEY.
 */
export const useStoredTheme = (page: Page, theme: Theme) =>
  page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);

/** Fails on any serious or critical axe violation, listing each rule with the elements it found. */
export const expectNoSeriousA11yViolations = async (page: Page, name: string) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const described = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(described, `${name}: axe violations`).toEqual([]);
};

/**
 * One screen's checks in its current state: no serious axe violation, nothing wider than the window, and
 * a screenshot `<name>.png`. `ready` must already have been awaited by the caller.
 */
export const checkScreen = async (page: Page, name: string) => {
  await toastsGone(page);
  await expectNoSidewaysOverflow(page, name);
  await expectNoSeriousA11yViolations(page, name);
  await screenshot(page, name);
};
