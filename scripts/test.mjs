/**
 * `npm test`: every suite, in order, with one closing count.
 *  1. unit and component tests (jest, every front-end workspace);
 *  2. server tests through `inject` on the embedded PGlite, then on PostgreSQL when TEST_DATABASE_URL is set;
 *  3. the browser suite (@playwright/test) in Chromium (CHROME_PATH or /usr/bin/chromium) against the built
 *     platform, when a Chromium is installed (it builds what is missing first).
 * `npm test -- --only=jest|server|e2e` runs one part.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApps } from './build-apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'vestora-test-'));
const results = [];

const run = (command, args, options = {}) =>
  spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });

const countTap = (file) => {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const count = (label) => Number(text.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  return { passed: count('pass'), failed: count('fail') + count('cancelled'), skipped: count('skipped') };
};

/** Test files below `dir` (Node 20's runner takes no globs). */
const testFiles = (dir) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
    .sort();

const nodeSuite = (name, cwd, testDir, env = {}) => {
  const files = testFiles(path.join(root, cwd, testDir)).map((file) => path.join(testDir, file));
  const tap = path.join(scratch, `${name.replace(/\W+/g, '-')}.tap`);
  const status = run(
    'node',
    [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=2',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...files,
    ],
    { cwd: path.join(root, cwd), env },
  ).status;
  results.push({ name, status, ...countTap(tap) });
};

if (!only || only === 'jest') {
  const output = path.join(scratch, 'jest.json');
  const { status } = run('npx', ['jest', '--ci', '--json', `--outputFile=${output}`]);
  const report = existsSync(output) ? JSON.parse(readFileSync(output, 'utf8')) : {};
  results.push({
    name: 'unit and component (jest)',
    status,
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  });
}

if (!only || only === 'server') {
  nodeSuite('server on PGlite', 'mock-server', 'test', { TEST_DATABASE_URL: '' });
  if (process.env.TEST_DATABASE_URL) {
    nodeSuite('server on PostgreSQL', 'mock-server', 'test');
  } else {
    console.log('\nServer suite on PostgreSQL skipped: set TEST_DATABASE_URL to run it.');
  }
}

if (!only || only === 'e2e') {
  const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(chrome)) {
    buildApps();
    const report = path.join(scratch, 'e2e.json');
    const { status } = run('npx', ['playwright', 'test'], {
      cwd: path.join(root, 'e2e'),
      env: { CHROME_PATH: chrome, E2E_REPORT: report, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    });
    const stats = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')).stats : undefined;
    results.push({
      name: 'browser (Playwright, Chromium)',
      status,
      // A test that failed and then passed on a retry (none are configured) counts as failed.
      passed: stats?.expected ?? 0,
      failed: (stats?.unexpected ?? 0) + (stats?.flaky ?? 0),
      skipped: stats?.skipped ?? 0,
    });
  } else {
    console.log(
      `\nBrowser suite skipped: no Chromium at ${chrome} (apt-get install chromium, or set CHROME_PATH).`,
    );
  }
}

console.log('\nSuites:');
for (const result of results) {
  const verdict = result.status === 0 && result.failed === 0 ? 'ok  ' : 'FAIL';
  console.log(
    `  ${verdict} ${result.name}: ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped`,
  );
}
const total = (key) => results.reduce((sum, result) => sum + result[key], 0);
console.log(`\ntests: ${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
process.exit(results.every((result) => result.status === 0 && result.failed === 0) ? 0 : 1);
