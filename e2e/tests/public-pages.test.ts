/**
 * The public documents and how the public site presents itself (issue 11, items 2 and 6, and the footer):
 * About, Terms and Privacy render their headings and their table of contents; /terms redirects; every
 * public route has its own title, description, canonical URL and Open Graph tags; the dashboard is
 * noindex; robots.txt and sitemap.xml answer; axe in light and dark and a 360 px check for the three
 * documents and for the footer of / and /login.
 */
import type { Page } from '@playwright/test';
import { accounts } from '../lib/accounts.ts';
import { signIn } from '../lib/browser.ts';
import { checkScreen, PHONE_360, THEMES, useStoredTheme } from '../lib/quality.ts';
import { expect, test } from '../lib/test.ts';
import { dashboardGreeting } from '../lib/ui.ts';

const documents = [
  {
    path: '/about-us',
    name: 'about',
    title: 'About us',
    sections: ['Who we are', 'How it works', 'Our principles', 'Risk'],
    contents: false,
  },
  {
    path: '/terms-and-conditions',
    name: 'terms',
    title: 'Terms and conditions',
    sections: [
      'Who may use Vestora',
      'Investment plans',
      'Withdrawals',
      'Fees',
      'Suspension and closure',
      'Risk',
    ],
    contents: true,
  },
  {
    path: '/privacy-policy',
    name: 'privacy',
    title: 'Privacy policy',
    sections: [
      'What we collect and why',
      'Identity documents',
      'Cookies and local storage',
      'How long we keep it',
    ],
    contents: true,
  },
] as const;

/** Each public route and the start of its title (before ` · Vestora`). */
const publicTitles = [
  ['/', 'Daily fixed returns from crypto'],
  ['/login', 'Sign in'],
  ...documents.map(({ path, title }) => [path, title] as const),
] as const;

const headContent = (page: Page, selector: string, attribute = 'content') =>
  page.locator(`head ${selector}`).getAttribute(attribute);

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/**
 * The first heading after a navigation: the marketing remote and its catalogs load on the first visit,
 * which takes longer than the default wait on a busy machine; later checks keep the default.
 */
const FIRST_RENDER = { timeout: 60_000 };
const expectPage = (page: Page, name: string | RegExp) => expect(h1(page, name)).toBeVisible(FIRST_RENDER);

test.describe('public documents', () => {
  for (const document of documents) {
    test(`${document.path} renders its headings${document.contents ? ' and a working table of contents' : ''}`, async ({
      page,
    }) => {
      await page.goto(document.path);
      await expectPage(page, document.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByText(/^Last updated: /)).toBeVisible();
      for (const section of document.sections) {
        await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
      }
      const contents = page.getByRole('navigation', { name: 'Contents' });
      if (!document.contents) {
        await expect(contents).toHaveCount(0);
        return;
      }
      const last = document.sections.at(-1) ?? '';
      await contents.getByRole('link', { name: last, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${document.path}#${document.name}-`));
      const heading = page.getByRole('heading', { level: 2, name: last, exact: true });
      await expect(heading).toBeInViewport();
      // Below the fixed top bar, not hidden under it.
      const barBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0;
      expect((await heading.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(barBottom);
    });
  }

  test('/terms redirects to /terms-and-conditions', async ({ page }) => {
    await page.goto('/terms');
    await expectPage(page, 'Terms and conditions');
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
  });

  test('the footer links the public pages and gives the contact details', async ({ page }) => {
    await page.goto('/');
    await expectPage(page, /daily fixed returns/);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /^support@/ })).toHaveAttribute('href', /^mailto:support@/);
    await expect(footer.getByRole('link', { name: /^\+44 / })).toHaveAttribute('href', /^tel:\+44/);
    await expect(footer.getByRole('note', { name: 'Risk warning' })).toBeVisible();
    await expect(
      footer.getByText(`© ${new Date().getFullYear()} Vestora. All rights reserved.`),
    ).toBeVisible();
    await footer.getByRole('link', { name: 'Privacy policy' }).click();
    await expectPage(page, 'Privacy policy');
  });
});

test.describe('discoverable', () => {
  for (const [path, title] of publicTitles) {
    test(`${path} has its own title, description, canonical URL and Open Graph tags`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} · Vestora`, FIRST_RENDER);
      const url = new URL(path, baseURL).href;
      expect(await headContent(page, 'link[rel="canonical"]', 'href')).toBe(url);
      expect(await headContent(page, 'meta[property="og:url"]')).toBe(url);
      expect(await headContent(page, 'meta[property="og:title"]')).toBe(`${title} · Vestora`);
      expect(await headContent(page, 'meta[property="og:type"]')).toBe('website');
      expect(await headContent(page, 'meta[property="og:site_name"]')).toBe('Vestora');
      const description = await headContent(page, 'meta[name="description"]');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      expect(await headContent(page, 'meta[property="og:description"]')).toBe(description);
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
    });
  }

  test('each page describes itself differently, also after in-app navigation', async ({ page }) => {
    await page.goto('/about-us');
    await expectPage(page, 'About us');
    const about = await headContent(page, 'meta[name="description"]');
    await page.getByRole('banner').getByRole('link', { name: 'Vestora home' }).click();
    await expect(page).toHaveTitle('Daily fixed returns from crypto · Vestora');
    const home = await headContent(page, 'meta[name="description"]');
    expect(home).not.toBe(about);
    expect(await headContent(page, 'link[rel="canonical"]', 'href')).toMatch(/\/$/);
  });

  test('the dashboard is noindex', async ({ page }) => {
    await signIn(page, accounts.investor.username, accounts.investor.password);
    await expect(dashboardGreeting(page)).toBeVisible(FIRST_RENDER);
    expect(await headContent(page, 'meta[name="robots"]')).toMatch(/noindex/);
    // No public page's canonical URL or preview follows the visitor in.
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  });

  test('robots.txt keeps crawlers out of the dashboard and the API and names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /dashboard', 'Disallow: /api']));
    expect(lines).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
  });

  test('sitemap.xml lists the public pages with absolute URLs', async ({ request, baseURL }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const [path] of publicTitles) expect(locations).toContain(new URL(path, baseURL).href);
    expect(locations.some((url) => url?.includes('/dashboard'))).toBe(false);
  });
});

test.describe('quality', () => {
  const screens = [
    ...documents.map(({ path, name, title }) => ({ path, name, title })),
    { path: '/', name: 'home-footer', title: 'daily fixed returns' },
    { path: '/login', name: 'login-footer', title: 'Sign in' },
  ];

  /** The page is ready; for the home and login screens, the footer is what is being looked at. */
  const open = async (page: Page, screen: (typeof screens)[number]) => {
    await page.goto(screen.path);
    await expectPage(page, new RegExp(screen.title));
    if (screen.name.endsWith('-footer')) await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  };

  for (const theme of THEMES) {
    for (const screen of screens) {
      test(`${screen.path}, ${theme}`, async ({ page }) => {
        await useStoredTheme(page, theme);
        await open(page, screen);
        await checkScreen(page, `public-${screen.name}-${theme}`);
      });
    }
  }

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: PHONE_360, isMobile: true, hasTouch: true });
    for (const screen of screens) {
      test(`${screen.path}, 360 px`, async ({ page }) => {
        await open(page, screen);
        await checkScreen(page, `public-${screen.name}-360`);
        if (screen.name.endsWith('-footer')) {
          // The footer's columns stack: links above contact, one column wide.
          const footer = page.getByRole('contentinfo');
          const links = await footer.getByRole('navigation').boundingBox();
          const contact = await footer.getByRole('region', { name: 'Contact' }).boundingBox();
          expect(contact?.y ?? 0).toBeGreaterThan((links?.y ?? 0) + (links?.height ?? 0) - 1);
        }
      });
    }
  });
});
