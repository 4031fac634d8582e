/**
 * Lighthouse on a page of the platform: the default config (the mobile preset: a Moto G Power screen,
 * simulated slow 4G and a 4× slower CPU), performance and accessibility only, in a Chromium that is already
 * running (lib/debuggable-chrome.ts), several times; the median run by performance score is the figure.
 *
 * Lighthouse's storage reset before each run empties the HTTP cache and the caches a service worker could
 * use, but keeps localStorage (its `clearStorageTypes` default): a signed-in session survives it, and each
 * run is still a cold load.
 */
import lighthouse, { generateReport, type Result } from 'lighthouse';

/** What one run measured, as the report shows it (scores 0–100). */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  /** Largest Contentful Paint, ms (simulated). */
  lcpMs: number;
  /** Total Blocking Time, ms (simulated). */
  tbtMs: number;
  /** First Contentful Paint, ms (simulated). */
  fcpMs: number;
  /** Cumulative Layout Shift. */
  cls: number;
  /** Script bytes Lighthouse saw over the wire (its own request headers: gzip, br…), KB. */
  jsKB: number;
}

export interface LighthouseRun {
  figures: LighthouseFigures;
  /** The path the page ended on (a guard that redirected shows here). */
  finalPath: string;
  /** Each request's path and HTTP status (to prove what the page loaded). */
  requests: { path: string; status: number }[];
  /** Audits of the accessibility category that failed, as `id: title`. */
  accessibilityFailures: string[];
  lhr: Result;
}

export interface MedianOf {
  median: LighthouseRun;
  /** Every run's performance score, in the order they ran. */
  performanceScores: number[];
  /** Runs repeated because Lighthouse lost its trace, as `code` each. */
  repeated: string[];
}

/**
 * Lighthouse errors about its own trace recording, not about the page: on this loaded machine about one run
 * in eight ends with NO_NAVSTART (no navigationStart of the main frame in the trace) although the page
 * loaded, in the test runner and in a plain script alike, on any page, and the next run of the same page
 * measures fine. Such a run is repeated, up to twice; a page that does not load or paint (NO_FCP,
 * ERRORED_DOCUMENT_REQUEST…) fails at once.
 */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST']);
const TRACE_ERROR_REPEATS = 2;

export class LighthouseRuntimeError extends Error {
  constructor(
    readonly url: string,
    readonly code: string,
    message: string,
  ) {
    super(`Lighthouse could not measure ${url}: ${code} ${message}`);
  }
}

const score = (lhr: Result, category: 'performance' | 'accessibility'): number => {
  const value = lhr.categories[category]?.score;
  if (typeof value !== 'number')
    throw new Error(`Lighthouse gave no ${category} score for ${lhr.finalDisplayedUrl}`);
  return Math.round(value * 100);
};

const numeric = (lhr: Result, audit: string): number => {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${audit} for ${lhr.finalDisplayedUrl}`);
  return value;
};

interface SummaryItem {
  resourceType?: string;
  transferSize?: number;
}

interface RequestItem {
  url?: string;
  statusCode?: number;
}

/** The rows of a table audit (`details.items`), or none. */
const items = <T>(lhr: Result, audit: string): T[] => {
  const details = lhr.audits[audit]?.details;
  return details && 'items' in details ? (details.items as T[]) : [];
};

const figuresOf = (lhr: Result): LighthouseFigures => {
  const scripts = items<SummaryItem>(lhr, 'resource-summary').find((item) => item.resourceType === 'script');
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    jsKB: Math.round(((scripts?.transferSize ?? 0) / 1024) * 10) / 10,
  };
};

const accessibilityFailuresOf = (lhr: Result): string[] =>
  (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ''}`);

/** One Lighthouse run of `url` in the Chromium listening on `port`. */
export const runLighthouse = async (url: string, port: number): Promise<LighthouseRun> => {
  const result = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    onlyCategories: ['performance', 'accessibility'],
    logLevel: 'error',
    // The screenshot of the whole page only serves the report's element thumbnails and costs seconds a run.
    disableFullPageScreenshot: true,
    output: 'json',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new LighthouseRuntimeError(url, lhr.runtimeError.code, lhr.runtimeError.message);
  return {
    figures: figuresOf(lhr),
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    requests: items<RequestItem>(lhr, 'network-requests').map((item) => ({
      path: item.url ? new URL(item.url).pathname : '',
      status: item.statusCode ?? 0,
    })),
    accessibilityFailures: accessibilityFailuresOf(lhr),
    lhr,
  };
};

/** `runs` runs of `url`, one after another; the median is the run with the middle performance score. */
export const medianOfRuns = async (url: string, port: number, runs: number): Promise<MedianOf> => {
  const done: LighthouseRun[] = [];
  const repeated: string[] = [];
  const runOnce = async (attempt = 0): Promise<LighthouseRun> => {
    try {
      return await runLighthouse(url, port);
    } catch (error) {
      const lostTrace = error instanceof LighthouseRuntimeError && TRACE_ERRORS.has(error.code);
      if (!lostTrace || attempt >= TRACE_ERROR_REPEATS) throw error;
      repeated.push(error.code);
      return runOnce(attempt + 1);
    }
  };
  for (let index = 0; index < runs; index += 1) done.push(await runOnce());
  const sorted = [...done].sort((a, b) => a.figures.performance - b.figures.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('medianOfRuns needs at least one run');
  return { median, performanceScores: done.map((run) => run.figures.performance), repeated };
};

/** The run's report as the single HTML file Lighthouse writes for people. */
export const htmlReport = (run: LighthouseRun): string => generateReport(run.lhr, 'html');
