/**
 * What a production build ships, read from the dist folders the suite serves: no file carries the build
 * machine's absolute path (it named the folders of whoever built it, and changed every bundle's hash from one
 * checkout to the next), and no script or stylesheet points at a source map (production maps are written
 * for error tooling only; the server does not serve them in production).
 */
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// Playwright's own test: these checks open no page, so the suite's page watch has nothing to do.
import { expect, test } from '@playwright/test';
import { repoRoot } from '../lib/paths.ts';
import { ensureAppsBuilt } from '../lib/platform.ts';

/** Every file below `dir`, except the precompressed twins (their text is their plain twin's). */
const builtFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(gz|br)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

test.describe('production build output', () => {
  let files: string[] = [];

  test.beforeAll(async () => {
    await ensureAppsBuilt();
    const script = pathToFileURL(path.join(repoRoot, 'scripts', 'build-apps.mjs')).href;
    const { apps } = (await import(script)) as { apps: string[] };
    files = apps.flatMap((app) => builtFiles(path.join(repoRoot, app, 'dist')));
  });

  test('no built file contains the absolute path of the checkout', () => {
    expect(files.length, 'the apps are built').toBeGreaterThan(0);
    const roots = [...new Set([repoRoot, realpathSync(repoRoot)])];
    const leaking = files
      .filter((file) => {
        const text = readFileSync(file, 'latin1');
        return roots.some((root) => text.includes(root));
      })
      .map((file) => path.relative(repoRoot, file));
    expect(leaking, `files naming ${roots.join(' or ')}`).toEqual([]);
  });

  test('no script or stylesheet references a source map', () => {
    const referencing = files
      .filter((file) => /\.(m?js|css)$/.test(file))
      .filter((file) => /[#@] sourceMappingURL=/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(repoRoot, file));
    expect(referencing).toEqual([]);
  });
});
