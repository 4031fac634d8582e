/** The Chromium the suite drives: CHROME_PATH, or Debian's package. Playwright never downloads one here. */
export const chromePath = (): string => process.env.CHROME_PATH || '/usr/bin/chromium';
