/**
 * Lighthouse, mobile preset (simulated slow 4G, 4× CPU), on the public pages and the investor's dashboard:
 * the median of three runs per page must reach the floors of e2e/lighthouse-floors.json (performance 10
 * points under what was measured, accessibility as measured; the issue's targets sit beside them and are
 * not asserted). The medians go to e2e/artifacts/lighthouse.json with the median run's HTML report;
 * `node --import tsx e2e/lib/lighthouse-floors.ts --write` turns them into new floors.
 *
 * One Chromium serves every run (Lighthouse attaches to it), and the tests take no Playwright page: the
 * suite's own browser is never started here. The console-error watch of lib/test.ts needs that browser, so
 * this file uses Playwright's plain `test`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { accounts } from '../lib/accounts.ts';
import { apiSession } from '../lib/api-client.ts';
import { type DebuggableChrome, launchDebuggableChrome } from '../lib/debuggable-chrome.ts';
import { htmlReport, medianOfRuns } from '../lib/lighthouse.ts';
import {
  type LighthouseMeasurement,
  measurementFile,
  readFloors,
  readMeasurement,
} from '../lib/lighthouse-floors.ts';
import { artifactsDir } from '../lib/paths.ts';

const RUNS = 3;
/** Where the shell keeps the bearer token (shared-api's ACCESS_TOKEN_KEY). */
const ACCESS_TOKEN_KEY = 'access_token';

interface PageCase {
  route: string;
  /** Signed in as this account for the runs (the token in localStorage, as after the login form). */
  account?: { username: string; password: string };
}

const cases: PageCase[] = [
  { route: '/' },
  { route: '/login' },
  { route: '/about-us' },
  { route: '/dashboard', account: accounts.investor },
];

const reportName = (route: string): string =>
  `lighthouse-${route === '/' ? 'home' : route.replace(/^\//, '').replace(/\//g, '-')}.html`;

/** Writes (or, with null, removes) the access token in the Chromium's localStorage for `origin`. */
const setAccessToken = async (port: number, origin: string, token: string | null): Promise<void> => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('The Chromium has no default context');
    const page = await context.newPage();
    // Any page of the origin gives its localStorage; the health check is the lightest.
    await page.goto(`${origin}/api/health`);
    await page.evaluate(
      ([key, value]) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)),
      [ACCESS_TOKEN_KEY, token] as const,
    );
    await page.close();
  } finally {
    // Disconnects: a browser reached over CDP is not closed by Playwright.
    await browser.close();
  }
};

/** Adds `route`'s figures to e2e/artifacts/lighthouse.json (pages measured earlier keep theirs). */
const record = (
  route: string,
  measured: LighthouseMeasurement['pages'][string],
  about: Omit<LighthouseMeasurement, 'pages'>,
) => {
  const previous = readMeasurement();
  const next: LighthouseMeasurement = { ...about, pages: { ...previous?.pages, [route]: measured } };
  mkdirSync(artifactsDir, { recursive: true });
  writeFileSync(measurementFile, `${JSON.stringify(next, null, 2)}\n`);
};

test.describe('Lighthouse (mobile)', () => {
  const floors = readFloors();
  let chrome: DebuggableChrome;

  test.beforeAll(async () => {
    chrome = await launchDebuggableChrome();
  });
  test.afterAll(async () => {
    await chrome?.close();
  });

  for (const { route, account } of cases) {
    test(`${route}: the median of ${RUNS} runs reaches its floors`, async ({ baseURL, request }) => {
      // Three cold loads with Lighthouse's audits on a busy two-core machine.
      test.setTimeout(240_000);
      const entry = floors[route];
      if (!entry) throw new Error(`e2e/lighthouse-floors.json has no entry for ${route}`);
      if (!baseURL) throw new Error('The suite has no baseURL');

      if (account) {
        const session = await apiSession(request);
        await session.signIn(account.username, account.password);
        await setAccessToken(chrome.port, baseURL, session.token);
      }
      const { median, performanceScores, repeated } = await (async () => {
        try {
          return await medianOfRuns(`${baseURL}${route}`, chrome.port, RUNS);
        } finally {
          // The next page is measured signed out.
          if (account) await setAccessToken(chrome.port, baseURL, null);
        }
      })();

      const report = reportName(route);
      mkdirSync(artifactsDir, { recursive: true });
      writeFileSync(path.join(artifactsDir, report), htmlReport(median));
      const { figures } = median;
      // Lighthouse's CPU benchmark of the machine during the run (an idle core here reads about 1,500; a
      // build running beside the suite brings it to 200–500, and the scores down with it).
      const benchmark = Math.round(median.lhr.environment.benchmarkIndex);
      record(
        route,
        {
          measuredAt: median.lhr.fetchTime,
          median: figures,
          performanceScores,
          repeated,
          benchmarkIndex: benchmark,
          accessibilityFailures: median.accessibilityFailures,
          report,
        },
        {
          lighthouse: median.lhr.lighthouseVersion,
          chromium: chrome.version,
          runs: RUNS,
        },
      );
      console.log(
        `${route}: performance ${figures.performance} (runs ${performanceScores.join(', ')}; floor ${entry.floor.performance}, target ${entry.target.performance ?? '-'}), accessibility ${figures.accessibility} (floor ${entry.floor.accessibility}), LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, FCP ${figures.fcpMs} ms, CLS ${figures.cls}, JS ${figures.jsKB} KB, CPU benchmark ${benchmark}${repeated.length ? `; runs repeated after ${repeated.join(', ')}` : ''}`,
      );

      // The page measured is the page asked for: a signed-out dashboard would end on /login.
      expect(median.finalPath, 'the page Lighthouse ended on').toBe(route);
      if (account) {
        expect(
          median.requests.filter((request) => request.path === '/api/me').map((request) => request.status),
          'the profile request of the signed-in session',
        ).toContain(200);
      }
      expect(
        figures.performance,
        `${route}: performance score (CPU benchmark ${benchmark})`,
      ).toBeGreaterThanOrEqual(entry.floor.performance);
      expect(
        figures.accessibility,
        `${route}: accessibility score (failed audits: ${median.accessibilityFailures.join('; ') || 'none'})`,
      ).toBeGreaterThanOrEqual(entry.floor.accessibility);
    });
  }
});
