/**
 * The platform behind the browser suite (Playwright's `webServer` runs this): builds the apps that are
 * stale, then serves them with the API as `npm start` does, on a fresh embedded database with the demo
 * data, prices from a local fake provider, no background jobs, and no rate limits (the suite signs in dozens of times from one address; the
 * server suite proves the limits). The data folder is removed when the server exits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startFakePrices } from './fake-prices.ts';
import { repoRoot } from './paths.ts';
import { ensureAppsBuilt } from './platform.ts';

await ensureAppsBuilt();
// Prices from a local fake, never the public API the server defaults to.
const prices = await startFakePrices();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vestora-e2e-data-'));
Object.assign(process.env, {
  DATA_DIR: dataDir,
  SERVE_APPS: '1',
  DATABASE_URL: '',
  SEED_DEMO: '1',
  LOG_LEVEL: 'warn',
  SCHEDULE_JOBS: '0',
  RATE_LIMITS: '0',
  REMOTES_FILE: '',
  PRICES_URL: prices.url,
});
process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
await import(pathToFileURL(path.join(repoRoot, 'mock-server/src/server.ts')).href);
