/**
 * Lighthouse targets and floors (e2e/lighthouse-floors.json) and the figures last measured
 * (e2e/artifacts/lighthouse.json, written by tests/lighthouse.test.ts).
 *
 * The targets are the numbers and are not asserted; the floors are. A performance floor is the
 * measured median minus 10 points (this machine is noisy), never above the target. An accessibility floor is
 * the measured score itself, never above the target: the score comes from axe rules on the page's DOM, not
 * from timings, so it does not wobble, and any drop is a real regression.
 *
 * When the pages change on purpose (faster or slower), measure again and rewrite the floors:
 *   cd e2e && npx playwright test tests/lighthouse.test.ts
 *   node --import tsx e2e/lib/lighthouse-floors.ts           # shows the floors the last figures give
 *   node --import tsx e2e/lib/lighthouse-floors.ts --write   # writes them into lighthouse-floors.json
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LighthouseFigures } from './lighthouse.ts';
import { artifactsDir, e2eRoot } from './paths.ts';

/** The targets for a page (what is not stated is left out). */
export interface LighthouseTarget {
  performance?: number;
  accessibility?: number;
  lcpMs?: number;
  tbtMs?: number;
  /** First-load JavaScript, KB gzip. */
  jsGzipKB?: number;
}

/** The scores below which the suite fails. */
export interface LighthouseFloor {
  performance: number;
  accessibility: number;
}

export type LighthouseFloors = Record<string, { target: LighthouseTarget; floor: LighthouseFloor }>;

export interface MeasuredPage {
  /** ISO time of the measurement. */
  measuredAt: string;
  median: LighthouseFigures;
  performanceScores: number[];
  /** Lighthouse's CPU benchmark during the median run (higher is faster; the machine's load shows here). */
  benchmarkIndex: number;
  /** Runs repeated because Lighthouse lost its trace (their error codes). */
  repeated: string[];
  accessibilityFailures: string[];
  /** The median run's HTML report, in e2e/artifacts/. */
  report: string;
}

export interface LighthouseMeasurement {
  lighthouse: string;
  chromium: string;
  runs: number;
  pages: Record<string, MeasuredPage>;
}

/** How far under the measured performance score its floor sits. */
export const PERFORMANCE_MARGIN = 10;

export const floorsFile = path.join(e2eRoot, 'lighthouse-floors.json');
export const measurementFile = path.join(artifactsDir, 'lighthouse.json');

export const readFloors = (): LighthouseFloors =>
  JSON.parse(readFileSync(floorsFile, 'utf8')) as LighthouseFloors;

/** The last measurement, or null before the first. */
export const readMeasurement = (): LighthouseMeasurement | null =>
  existsSync(measurementFile)
    ? (JSON.parse(readFileSync(measurementFile, 'utf8')) as LighthouseMeasurement)
    : null;

/** The floors that figures measured now give, under the target's scores. */
export const floorFrom = (measured: LighthouseFigures, target: LighthouseTarget): LighthouseFloor => ({
  performance: Math.max(
    0,
    Math.min(target.performance ?? 100, Math.floor(measured.performance) - PERFORMANCE_MARGIN),
  ),
  accessibility: Math.min(target.accessibility ?? 100, Math.floor(measured.accessibility)),
});

/** `floors` with each measured page's floor recomputed; pages not measured keep theirs. */
export const updatedFloors = (
  floors: LighthouseFloors,
  measurement: LighthouseMeasurement,
): LighthouseFloors =>
  Object.fromEntries(
    Object.entries(floors).map(([route, entry]) => {
      const measured = measurement.pages[route];
      return [route, measured ? { ...entry, floor: floorFrom(measured.median, entry.target) } : entry];
    }),
  );

const main = (): void => {
  const measurement = readMeasurement();
  if (!measurement) {
    console.error(`No measurement at ${measurementFile}: run tests/lighthouse.test.ts first.`);
    process.exit(1);
  }
  const floors = readFloors();
  const next = updatedFloors(floors, measurement);
  console.table(
    Object.entries(next).map(([route, { floor }]) => ({
      route,
      'measured performance': measurement.pages[route]?.median.performance ?? 'not measured',
      'performance floor': `${floors[route]?.floor.performance} → ${floor.performance}`,
      'measured accessibility': measurement.pages[route]?.median.accessibility ?? 'not measured',
      'accessibility floor': `${floors[route]?.floor.accessibility} → ${floor.accessibility}`,
    })),
  );
  if (process.argv.includes('--write')) {
    writeFileSync(floorsFile, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`Wrote ${floorsFile}`);
  } else {
    console.log('Add --write to save these floors.');
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
