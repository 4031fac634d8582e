/**
 * One platform and one browser for a test file: `const suite = useSuite()` at the top of a `describe`
 * starts both before its tests and stops both after them (the platform must close gracefully).
 */
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { type Platform, type PlatformOptions, startPlatform } from './platform.ts';

export interface Suite {
  readonly platform: Platform;
  readonly browser: Browser;
  readonly url: string;
}

export const useSuite = (options: () => PlatformOptions | Promise<PlatformOptions> = () => ({})): Suite => {
  let platform: Platform | undefined;
  let browser: Browser | undefined;
  before(async () => {
    // Both start at once; each is kept as soon as it is up, so `after` stops whichever started.
    const starting = [
      startPlatform(await options()).then((started) => {
        platform = started;
      }),
      launchBrowser().then((started) => {
        browser = started;
      }),
    ];
    const failed = (await Promise.allSettled(starting)).find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  });
  after(async () => {
    await browser?.close();
    // stop() rejects unless the server exits with code 0 after SIGTERM.
    await platform?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    assert.ok(value, `${what} did not start`);
    return value;
  };
  return {
    get platform() {
      return started(platform, 'the platform');
    },
    get browser() {
      return started(browser, 'the browser');
    },
    get url() {
      return started(platform, 'the platform').url;
    },
  };
};
