/**
 * The browser suite on @playwright/test, in the Chromium this machine has (CHROME_PATH or
 * /usr/bin/chromium; a downloaded browser is never used). `webServer` builds the stale apps and serves the
 * platform as `npm start` does, on a free port with a fresh embedded database.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROME_FLAGS, chromePath } from './lib/chrome.ts';
import { artifactsDir, repoRoot } from './lib/paths.ts';
import { freePort } from './lib/platform.ts';

// The config is evaluated again in every worker: the runner picks the port once and
// the workers inherit it through the environment.
process.env.E2E_PORT ||= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests',
  outputDir: path.join(artifactsDir, 'results'),
  // One worker: the machine has two cores and Chromium plus the server already use both.
  workers: Number(process.env.E2E_WORKERS || 1),
  // A test that passes only on a second try hides a real problem.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_REPORT || path.join(artifactsDir, 'report.json') }],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromePath(),
      args: [...CHROME_FLAGS],
    },
  },
  webServer: {
    command: 'node --import tsx e2e/lib/serve-platform.ts',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    // Building four apps on a busy two-core machine, then the first migration and the demo seed.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
    },
  },
});
