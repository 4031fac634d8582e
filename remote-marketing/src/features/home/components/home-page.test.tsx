/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { configureApi, resetApiConfig } from 'shared-api/client';
import type { CryptoPrices, NewsArticle } from 'shared-api/contract/market';
import type { PublicStats, Testimonial } from 'shared-api/contract/public';
import { apiError, apiPath, serveFakeApi } from 'shared-api/testing/fake-api';
import { profileFixture, signedInStore } from 'shared-api/testing/fixtures';
import { mswServer } from 'shared-api/testing/msw-server';
import { mockMatchMedia } from 'shared-ui/testing/render';
import { renderInApp, type TestStore } from 'shared-ui/testing/render-in-app';
import MarketingRoutes from '../../../routes';

const testimonial = (overrides: Partial<Testimonial>): Testimonial => ({
  id: 1,
  name: 'Amelia Clarke',
  country: 'United Kingdom',
  message: 'Clear terms.',
  date: '2025-01-14',
  sample: false,
  ...overrides,
});

const STATS: PublicStats = {
  active_investors: 1234,
  total_paid_out: 56789.4,
  countries: 7,
  assets_under_management: 250000,
};

const PRICES: CryptoPrices = {
  bitcoin: { usd: 97250.5 },
  ethereum: { usd: 3400 },
  ripple: { usd: 0.62 },
  solana: { usd: 180.25 },
  stale: false,
  updated_at: '2026-11-26T10:00:00Z',
};

const article = (index: number, overrides: Partial<NewsArticle> = {}): NewsArticle => ({
  title: `Article ${index}`,
  source: { name: `Source ${index}` },
  publishedAt: '2026-11-20T09:00:00Z',
  description: `Description ${index}`,
  url: `https://news.example/${index}`,
  ...overrides,
});

interface HomeApi {
  testimonials?: Testimonial[] | Response;
  stats?: Partial<Record<keyof PublicStats, number | null>> | Response;
  prices?: CryptoPrices | Response;
  articles?: NewsArticle[];
}

const answer = (body: object | Response) => () =>
  body instanceof Response ? body.clone() : HttpResponse.json(body);

/** The public calls of the home page, answered as the test says (by default: data for every section). */
const homeHandlers = ({
  testimonials = [testimonial({})],
  stats = STATS,
  prices = PRICES,
  articles = [article(1)],
}: HomeApi): RequestHandler[] => [
  http.get(
    apiPath('testimonials'),
    answer(testimonials instanceof Response ? testimonials : { testimonials }),
  ),
  http.get(apiPath('public-stats'), answer(stats)),
  http.get(apiPath('crypto-prices'), answer(prices)),
  http.get(apiPath('crypto-news'), answer({ articles })),
];

// The first render imports the whole area and the news test walks four pages: on a busy shared machine
// they took longer than jest's default 5 s (never on an idle one).
jest.setTimeout(20_000);

let restoreMatchMedia: () => void = () => {};

/** Marketing at `/` as the shell mounts it; reduced motion so figures and headlines stand still. */
const renderHome = (
  api: HomeApi = {},
  { store, reducedMotion = true }: { store?: TestStore; reducedMotion?: boolean } = {},
) => {
  configureApi({ onSetupFailure: jest.fn() });
  restoreMatchMedia = mockMatchMedia((query) => reducedMotion && query.includes('reduce'));
  serveFakeApi();
  mswServer.use(...homeHandlers(api));
  return renderInApp(
    <Routes>
      <Route path="/*" element={<MarketingRoutes />} />
    </Routes>,
    { url: '/', ...(store ? { store } : {}) },
  );
};

const region = (name: string | RegExp) => screen.findByRole('region', { name });

beforeEach(() => localStorage.clear());
afterEach(() => {
  restoreMatchMedia();
  resetApiConfig();
});

describe('/ hero', () => {
  it('names the product, shows the first headline whole with reduced motion, and leads a guest to sign-up', async () => {
    renderHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vestora: daily fixed returns from crypto' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('typed-headline')).toHaveTextContent(/^Daily Fixed ROI from Crypto Trades$/);
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/signup');
  });

  it('leads a signed-in visitor to the dashboard', async () => {
    renderHome({}, { store: signedInStore(profileFixture()) });
    expect(await screen.findByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('/ FAQ', () => {
  it('opens one answer at a time; clicking the open question closes it; the keyboard works', async () => {
    renderHome();
    const faq = await region('Frequently asked questions');
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(8);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');

    const [first, second] = questions as [HTMLElement, HTMLElement];
    const firstAnswer = document.getElementById(first.getAttribute('aria-controls') ?? '');
    const secondAnswer = document.getElementById(second.getAttribute('aria-controls') ?? '');
    expect(firstAnswer).not.toBeVisible();

    const user = userEvent.setup();
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(firstAnswer).toBeVisible();
    expect(firstAnswer).toHaveTextContent(/deposit crypto into an investment plan/);

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(firstAnswer).not.toBeVisible();
    expect(secondAnswer).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(secondAnswer).not.toBeVisible();

    second.focus();
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('/ testimonials', () => {
  const entries = [
    testimonial({ id: 1, name: 'Oldest Person', date: '2025-01-14', message: 'Oldest words.' }),
    testimonial({ id: 3, name: 'Newest Person', date: '2025-03-09', message: 'Newest words.', sample: true }),
    testimonial({ id: 2, name: 'Middle Person', date: '2025-02-03', message: 'Middle words.' }),
  ];

  it('lists the newest first with it selected, changes the selection on click, and labels samples', async () => {
    renderHome({ testimonials: entries });
    const section = await region('Testimonials');
    const list = await within(section).findByRole('list', { name: 'Choose a testimonial' });
    const choices = within(list).getAllByRole('button');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      expect.stringContaining('Newest Person'),
      expect.stringContaining('Middle Person'),
      expect.stringContaining('Oldest Person'),
    ]);
    expect(choices[0]).toHaveAttribute('aria-pressed', 'true');
    expect(within(section).getByText('Newest words.')).toBeInTheDocument();
    // The sample entry carries the label in the list and beside the quote; the others do not.
    expect(within(choices[0] as HTMLElement).getByText('Sample')).toBeVisible();
    expect(within(choices[1] as HTMLElement).queryByText('Sample')).not.toBeInTheDocument();
    expect(within(section).getByText(/demonstration content/)).toBeInTheDocument();

    await userEvent.setup().click(choices[2] as HTMLElement);
    expect(choices[2]).toHaveAttribute('aria-pressed', 'true');
    expect(choices[0]).toHaveAttribute('aria-pressed', 'false');
    expect(within(section).getByText('Oldest words.')).toBeInTheDocument();
    expect(within(section).queryByText('Newest words.')).not.toBeInTheDocument();
  });

  it('caps the list at 600 px and scrolls it', async () => {
    renderHome({ testimonials: entries });
    const list = await screen.findByRole('list', { name: 'Choose a testimonial' });
    expect(list).toHaveStyle({ maxHeight: '600px', overflowY: 'auto' });
  });

  it('shows the error with a retry that loads them again', async () => {
    renderHome({ testimonials: apiError(500, 'The server had a problem.') });
    const section = await region('Testimonials');
    expect(await within(section).findByRole('alert')).toHaveTextContent('Testimonials could not be loaded');
    mswServer.use(http.get(apiPath('testimonials'), () => HttpResponse.json({ testimonials: entries })));
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText('Newest words.')).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    renderHome({ testimonials: [] });
    const section = await region('Testimonials');
    expect(await within(section).findByText('No testimonials yet.')).toBeInTheDocument();
  });
});

describe('/ statistics strip', () => {
  it('shows the live figures', async () => {
    renderHome();
    const strip = await region('Vestora in figures');
    expect(within(strip).getByText('Active investors').nextElementSibling).toHaveTextContent('1,234');
    expect(within(strip).getByText('Paid out to investors').nextElementSibling).toHaveTextContent('$56,789');
    expect(within(strip).getByText('Countries represented').nextElementSibling).toHaveTextContent('7');
    expect(within(strip).getByText('Capital in active plans').nextElementSibling).toHaveTextContent(
      '$250,000',
    );
  });

  it('leaves out a figure that could not be loaded instead of showing 0', async () => {
    renderHome({ stats: { active_investors: 1234, total_paid_out: null, countries: 7 } });
    const strip = await region('Vestora in figures');
    expect(within(strip).getAllByRole('listitem')).toHaveLength(2);
    expect(within(strip).queryByText('Paid out to investors')).not.toBeInTheDocument();
    expect(within(strip).queryByText('Capital in active plans')).not.toBeInTheDocument();
    expect(within(strip).queryByText(/^\$?0$/)).not.toBeInTheDocument();
  });

  it('leaves the whole strip out when the figures cannot be loaded', async () => {
    renderHome({ stats: apiError(503, 'Service unavailable.') });
    await region('Market overview');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Vestora in figures' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Active investors')).not.toBeInTheDocument();
  });
});

describe('/ coins and market overview', () => {
  it('shows the five coins with their logos', async () => {
    renderHome();
    const strip = await region('Five cryptocurrencies accepted');
    const names = within(strip)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['BitcoinBTC', 'EthereumETH', 'TetherUSDT', 'SolanaSOL', 'XRP']);
  });

  it('shows the prices with their time', async () => {
    renderHome();
    const market = await region('Market overview');
    const bitcoin = await within(market).findByRole('row', { name: /Bitcoin/ });
    expect(bitcoin).toHaveTextContent('$97,250.50');
    expect(within(market).getByRole('row', { name: /XRP/ })).toHaveTextContent('$0.62');
    expect(within(market).getByText(/^Updated 26 Nov 2026, 10:00/)).toBeInTheDocument();
  });

  it('labels stale prices with their time', async () => {
    renderHome({ prices: { ...PRICES, stale: true } });
    const market = await region('Market overview');
    expect(await within(market).findByText(/^These prices are from 26 Nov 2026, 10:00/)).toBeInTheDocument();
    expect(within(market).getByRole('row', { name: /Solana/ })).toHaveTextContent('$180.25');
  });

  it('puts one short note in place of unavailable prices', async () => {
    renderHome({
      prices: HttpResponse.json(
        { code: 'prices_unavailable', message: 'Prices are unavailable right now.' },
        { status: 503 },
      ),
    });
    const market = await region('Market overview');
    expect(await within(market).findByText('Market prices are unavailable right now.')).toBeInTheDocument();
    expect(within(market).queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('/ news', () => {
  const articles = Array.from({ length: 30 }, (_, index) => article(index + 1));

  const pageButtons = (pager: HTMLElement) =>
    // Every entry, the gaps (hidden from assistive technology) included.
    [...pager.querySelectorAll('li')].map((item) => item.textContent);

  it('shows 8 articles a page with a pager of first, last, neighbours and gaps', async () => {
    renderHome({ articles });
    const news = await region('Crypto news');
    const cards = await within(news).findAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual(articles.slice(0, 8).map((a) => a.title));
    const pager = within(news).getByRole('navigation', { name: 'News pages' });
    expect(pageButtons(pager)).toEqual(['Previous', '1', '2', '…', '4', 'Next']);
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    const user = userEvent.setup();
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(within(news).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Article 9');
    expect(pageButtons(pager)).toEqual(['Previous', '1', '2', '3', '4', 'Next']);

    await user.click(within(pager).getByRole('button', { name: 'Page 4' }));
    const last = within(news).getAllByRole('heading', { level: 3 });
    expect(last.map((card) => card.textContent)).toEqual(articles.slice(24).map((a) => a.title));
    expect(pageButtons(pager)).toEqual(['Previous', '1', '…', '3', '4', 'Next']);
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Page 1' }));
    expect(within(news).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Article 1');
  });

  it('shows source, date, description or its absence, and Read more opening a new tab safely', async () => {
    renderHome({ articles: [article(1), article(2, { description: null })] });
    const news = await region('Crypto news');
    const [first, second] = await within(news).findAllByRole('listitem');
    expect(first).toHaveTextContent('Source 1 · 20 Nov 2026');
    expect(first).toHaveTextContent('Description 1');
    expect(second).toHaveTextContent('No description available.');
    const readMore = within(first as HTMLElement).getByRole('link', { name: /^Read more: Article 1/ });
    expect(readMore).toHaveAttribute('href', 'https://news.example/1');
    expect(readMore).toHaveAttribute('target', '_blank');
    expect(readMore).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(news).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('is left out when there is no news', async () => {
    renderHome({ articles: [] });
    await region('Market overview');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Crypto news' })).not.toBeInTheDocument(),
    );
  });
});
