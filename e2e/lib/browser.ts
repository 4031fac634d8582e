/** What many tests do in the browser: sign in through the real form, save a screenshot for a person. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { artifactsDir } from './paths.ts';
import { expectPath } from './test.ts';

/** Saves a full-page screenshot to e2e/artifacts/<name>.png and returns its path. */
export const screenshot = async (page: Page, name: string): Promise<string> => {
  mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
};

/** Signs in through the real login form and waits for the dashboard. */
export const signIn = async (page: Page, username: string, password: string): Promise<void> => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectPath(page, '/dashboard');
};
