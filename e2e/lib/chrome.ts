/** The Chromium the suite drives: CHROME_PATH, or Debian's package. Playwright never downloads one here. */
/** The flags every Chromium of the suite runs with (sandbox off in containers, no network of its own). */
export const CHROME_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromePath = (): string => process.env.CHROME_PATH || '/usr/bin/chromium';
