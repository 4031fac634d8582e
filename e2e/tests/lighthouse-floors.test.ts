/**
 * The Lighthouse floors rule (lib/lighthouse-floors.ts): performance 10 points under the measured median,
 * accessibility as measured, neither above the page's target; pages not measured keep their floors. No
 * browser: these are the numbers the floors script writes.
 */
import { expect, test } from '@playwright/test';
import type { LighthouseFigures } from '../lib/lighthouse.ts';
import {
  floorFrom,
  type LighthouseFloors,
  type LighthouseMeasurement,
  readFloors,
  updatedFloors,
} from '../lib/lighthouse-floors.ts';

const figures = (performance: number, accessibility: number): LighthouseFigures => ({
  performance,
  accessibility,
  lcpMs: 4000,
  tbtMs: 2000,
  fcpMs: 700,
  cls: 0.1,
  jsKB: 220,
});

const measuredPage = (performance: number, accessibility: number) => ({
  measuredAt: '2026-11-27T05:00:00.000Z',
  median: figures(performance, accessibility),
  performanceScores: [performance],
  benchmarkIndex: 500,
  repeated: [],
  accessibilityFailures: [],
  report: 'lighthouse-home.html',
});

test.describe('Lighthouse floors', () => {
  test('performance sits 10 under the measured score, accessibility at it', () => {
    expect(floorFrom(figures(46, 98), { performance: 85, accessibility: 100 })).toEqual({
      performance: 36,
      accessibility: 98,
    });
  });

  test('no floor rises above its target', () => {
    expect(floorFrom(figures(100, 100), { performance: 85, accessibility: 95 })).toEqual({
      performance: 85,
      accessibility: 95,
    });
  });

  test('a page without targets is bounded by 100 only, and a floor never goes below 0', () => {
    expect(floorFrom(figures(4, 100), {})).toEqual({ performance: 0, accessibility: 100 });
  });

  test('only the measured pages get new floors', () => {
    const floors: LighthouseFloors = {
      '/': { target: { performance: 95 }, floor: { performance: 20, accessibility: 100 } },
      '/login': { target: { performance: 95 }, floor: { performance: 27, accessibility: 100 } },
    };
    const measurement: LighthouseMeasurement = {
      lighthouse: '12.8.2',
      chromium: 'Chrome/156.0.8078.108',
      runs: 3,
      pages: { '/': measuredPage(71, 96) },
    };
    expect(updatedFloors(floors, measurement)).toEqual({
      '/': { target: { performance: 95 }, floor: { performance: 61, accessibility: 96 } },
      '/login': floors['/login'],
    });
  });

  test('the floors file holds every measured page, floors at or under their targets', () => {
    const floors = readFloors();
    expect(Object.keys(floors).sort()).toEqual(['/', '/about-us', '/dashboard', '/login']);
    for (const [route, { target, floor }] of Object.entries(floors)) {
      expect(floor.performance, `${route} performance floor`).toBeLessThanOrEqual(target.performance ?? 100);
      expect(floor.accessibility, `${route} accessibility floor`).toBeLessThanOrEqual(
        target.accessibility ?? 100,
      );
    }
  });
});
