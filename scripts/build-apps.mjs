/**
 * Builds the front-end apps whose dist/ is missing or older than their sources (the app itself, shared-ui,
 * shared-api, build/). `node scripts/build-apps.mjs [--force]`; used by `npm run build` (forced),
 * `npm start` and `npm test`. The apps are those of build/apps.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildableApps, sharedPackages } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const apps = buildableApps;
const sharedSources = [...sharedPackages.map((name) => `${name}/src`), 'build', 'package-lock.json'];
const STAMP = '.build-stamp';

const newestMtime = (target) => {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
};

const isStale = (app) => {
  const stamp = path.join(root, app, 'dist', STAMP);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  const sources = [`${app}/src`, `${app}/rspack.config.ts`, `${app}/package.json`, ...sharedSources];
  return sources.some((source) => newestMtime(source) > built);
};

export const buildApps = ({ force = false } = {}) => {
  for (const app of apps) {
    if (!force && !isStale(app)) continue;
    console.log(`building ${app} ...`);
    const started = Date.now();
    const result = spawnSync('npx', ['rspack', 'build'], {
      cwd: path.join(root, app),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`${app} failed to build`);
    writeFileSync(path.join(root, app, 'dist', STAMP), new Date().toISOString());
    console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildApps({ force: process.argv.includes('--force') });
}
