/**
 * The home page (issue 11, item 1) in Chromium against the real server: every section renders in the
 * spec's order once the visitor scrolls past the hero (they load only then), the FAQ and testimonials
 * work, and each state passes axe in light and dark and fits a 360 px phone. The news pager and the
 * market prices are checked on a platform of their own whose providers are a local fake with 30 articles.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { type Platform, startPlatform } from '../lib/platform.ts';
import { isAllowed, textsOutsideCatalogs, UserData, usePseudoLocale } from '../lib/pseudo-locale.ts';
import { checkScreen, PHONE_360, THEMES, useStoredTheme } from '../lib/quality.ts';
import { expect, test } from '../lib/test.ts';

const TITLE = /daily fixed returns/;
const ARTICLES = 30;
const LOADING = { timeout: 60_000 };

/** Opens `/` and scrolls to the end, so the sections below the fold load; waits until they have settled. */
const openWholeHome = async (page: Page) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.evaluate(() => window.scrollBy(0, 400));
  // A chunk, a catalog and four calls on a shared two-core machine: generous, not flaky.
  await expect(page.getByRole('heading', { level: 2, name: 'Why choose Vestora' })).toBeVisible(LOADING);
  await expect(page.getByRole('heading', { level: 2, name: 'Market overview' })).toBeVisible(LOADING);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, LOADING);
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0, LOADING);
  // Back to the top, so the full-page screenshot has the fixed top bar where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
};

const sectionHeadings = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();

test.describe('home, on the real server (prices from the local fake provider, no news provider)', () => {
  // Without a provider the server answers 503 for prices (decisions §4), which the browser logs.
  test.use({ allowConsoleErrors: [/status of 503.*\/api\/crypto-prices/] });
  test.describe.configure({ timeout: 240_000 });

  test('comes from the server with the hero and every section (its data with it), in the spec order', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/signup');
    // Server rendering (server-render.test.ts) puts the sections below the fold into the page with their
    // data; a page rendered in the browser only loads them once the visitor scrolls.
    expect(await sectionHeadings(page), 'the sections came with the page').toContain('Vestora in figures');

    await openWholeHome(page);
    expect(await sectionHeadings(page)).toEqual([
      'Why choose Vestora',
      'How it works',
      'Frequently asked questions',
      'Testimonials',
      'Vestora in figures',
      'Five cryptocurrencies accepted',
      'Market overview',
    ]);
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Why choose Vestora' }).getByRole('listitem')).toHaveCount(
      5,
    );
    await expect(
      main.getByRole('region', { name: 'How it works' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(4);

    // Testimonials: the demo's twelve, all samples, newest first and selected; a click selects another.
    const testimonials = main.getByRole('region', { name: 'Testimonials' });
    const choices = testimonials.getByRole('list', { name: 'Choose a testimonial' }).getByRole('button');
    await expect(choices).toHaveCount(12);
    await expect(choices.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(choices.first().getByText('Sample')).toBeVisible();
    await choices.nth(3).click();
    await expect(choices.nth(3)).toHaveAttribute('aria-pressed', 'true');
    await expect(choices.first()).toHaveAttribute('aria-pressed', 'false');
    const listHeight = await testimonials
      .getByRole('list')
      .evaluate((list) => list.getBoundingClientRect().height);
    expect(listHeight).toBeLessThanOrEqual(600);

    // FAQ: one open at a time, the open one closes on a click, the keyboard works.
    const faq = main.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(8);
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await questions.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');

    // Live figures only: four at most, none of them an invented one.
    const figures = main.getByRole('region', { name: 'Vestora in figures' }).getByRole('listitem');
    expect(await figures.count()).toBeGreaterThan(0);
    await expect(main.getByText(/success rate|rating/i)).toHaveCount(0);

    await expect(
      main.getByRole('region', { name: 'Five cryptocurrencies accepted' }).locator('img'),
    ).toHaveCount(10);
    // Prices from the suite's fake provider (e2e/lib/fake-prices.ts): the overview lists them (the note that
    // replaces it without prices is home-page.test.tsx's). No news provider: no news section.
    const overview = main.getByRole('region', { name: 'Market overview' });
    await expect(overview).toContainText('Bitcoin');
    await expect(overview).not.toContainText('Market prices are unavailable right now.');
    await expect(main.getByRole('region', { name: 'Crypto news' })).toHaveCount(0);
  });

  for (const theme of THEMES) {
    test(`passes axe, ${theme}`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await openWholeHome(page);
      await checkScreen(page, `home-${theme}`);
    });
  }

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: PHONE_360, isMobile: true, hasTouch: true });

    test('fits and passes axe', async ({ page }) => {
      await openWholeHome(page);
      await checkScreen(page, 'home-phone');
    });
  });
});

interface FakeProviders {
  newsUrl: string;
  pricesUrl: string;
  close: () => Promise<void>;
}

/** A local stand-in for the news and price providers (NewsAPI's and CoinGecko's shapes). */
const startFakeProviders = async (): Promise<FakeProviders> => {
  const articles = Array.from({ length: ARTICLES }, (_, index) => ({
    title: `Fake headline ${index + 1}`,
    url: `https://news.example/articles/${index + 1}`,
    source: { name: 'Example Wire' },
    publishedAt: new Date(Date.UTC(2026, 10, 25, 12) - index * 3_600_000).toISOString(),
    // Every fifth article comes without a description.
    description: index % 5 === 4 ? null : `What happened in story ${index + 1}.`,
  }));
  const prices = {
    bitcoin: { usd: 97250.5 },
    ethereum: { usd: 3400.12 },
    ripple: { usd: 0.62 },
    solana: { usd: 180.25 },
  };
  const server: Server = createServer((request, response) => {
    request.resume();
    const body = request.url?.startsWith('/news') ? { status: 'ok', articles } : prices;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    newsUrl: `http://127.0.0.1:${port}/news`,
    pricesUrl: `http://127.0.0.1:${port}/prices`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

const withProviders = test.extend<Record<never, never>, { providersPlatform: Platform }>({
  providersPlatform: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const providers = await startFakeProviders();
      const platform = await startPlatform({
        env: { NEWS_URL: providers.newsUrl, PRICES_URL: providers.pricesUrl },
      });
      try {
        await use(platform);
      } finally {
        await platform.stop();
        await providers.close();
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ providersPlatform }, use) => use(providersPlatform.url),
});

withProviders.describe('home, with a news and a price provider (a local fake with 30 articles)', () => {
  withProviders.describe.configure({ timeout: 240_000 });
  withProviders(
    'pages the news 8 at a time with first, last, previous, next and ellipses',
    async ({ page }) => {
      await openWholeHome(page);
      const news = page.getByRole('main').getByRole('region', { name: 'Crypto news' });
      const titles = news.getByRole('heading', { level: 3 });
      const pager = news.getByRole('navigation', { name: 'News pages' });
      const entries = () => pager.locator('li').allTextContents();

      await expect(titles).toHaveCount(8);
      await expect(titles.first()).toHaveText('Fake headline 1');
      expect(await entries()).toEqual(['Previous', '1', '2', '…', '4', 'Next']);
      await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
      await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

      // Read more: a new tab, without giving the article's site a handle on this page.
      const readMore = news.getByRole('link', { name: /^Read more: Fake headline 1 / });
      await expect(readMore).toHaveAttribute('href', 'https://news.example/articles/1');
      await expect(readMore).toHaveAttribute('target', '_blank');
      await expect(readMore).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(news.getByRole('listitem').filter({ hasText: 'Fake headline 5' })).toContainText(
        'No description available.',
      );

      await pager.getByRole('button', { name: 'Next page' }).click();
      await expect(titles.first()).toHaveText('Fake headline 9');
      expect(await entries()).toEqual(['Previous', '1', '2', '3', '4', 'Next']);

      await pager.getByRole('button', { name: 'Page 4' }).click();
      await expect(titles).toHaveCount(ARTICLES - 24);
      await expect(titles.first()).toHaveText('Fake headline 25');
      expect(await entries()).toEqual(['Previous', '1', '…', '3', '4', 'Next']);
      await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();

      await pager.getByRole('button', { name: 'Previous page' }).click();
      await expect(titles.first()).toHaveText('Fake headline 17');
      await pager.getByRole('button', { name: 'Page 1' }).click();
      await expect(titles.first()).toHaveText('Fake headline 1');

      const market = page.getByRole('main').getByRole('region', { name: 'Market overview' });
      await expect(market.getByRole('row', { name: /Bitcoin/ })).toContainText('$97,250.50');
      await expect(market).toContainText(/Updated \d{1,2} \w{3} \d{4}/);
    },
  );

  for (const theme of THEMES) {
    withProviders(`with news and prices, passes axe, ${theme}`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await openWholeHome(page);
      await checkScreen(page, `home-news-${theme}`);
    });
  }

  withProviders.describe('on a 360 px phone', () => {
    withProviders.use({ viewport: PHONE_360, isMobile: true, hasTouch: true });

    withProviders('with news and prices, fits and passes axe', async ({ page }) => {
      await openWholeHome(page);
      await checkScreen(page, 'home-news-phone');
    });
  });

  withProviders('every visible text of the whole page comes through a catalog', async ({ page }) => {
    const userData = new UserData();
    userData.watch(page);
    await usePseudoLocale(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
    await page.evaluate(() => window.scrollBy(0, 400));
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible(LOADING);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, LOADING);
    await expect(page.getByRole('main').getByRole('navigation')).toBeVisible(LOADING);
    const problems = (await textsOutsideCatalogs(page))
      .filter((item) => !isAllowed(item.outside, userData.values))
      .map((item) => `${item.where}: "${item.outside}" (in "${item.text}")`);
    expect(problems).toEqual([]);
  });
});
