import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createCachedSource } from '../src/modules/market/cached-source';
import { createTestApp, type TestContext } from './helpers/app';
import { type FakeProvider, startFakeProvider } from './helpers/fake-provider';

const PRICES = {
  bitcoin: { usd: 64_250.5 },
  ethereum: { usd: 3_120.25 },
  ripple: { usd: 0.52 },
  solana: { usd: 145.1 },
  tether: { usd: 1 },
};
const LATER_PRICES = { ...PRICES, bitcoin: { usd: 65_000 } };

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Bitcoin steadies after a volatile week',
  source: { id: null, name: 'Example Wire' },
  author: 'A. Writer',
  publishedAt: '2025-06-01T08:30:00Z',
  description: 'Markets calmed on Monday.',
  url: 'https://news.example.com/bitcoin-steadies',
  ...overrides,
});

describe('market data through the providers', () => {
  let prices: FakeProvider;
  let news: FakeProvider;
  before(async () => {
    prices = await startFakeProvider({ kind: 'json', body: PRICES });
    news = await startFakeProvider({ kind: 'json', body: { status: 'ok', articles: [article()] } });
  });
  after(async () => {
    await prices.close();
    await news.close();
  });

  const withApp = async (
    overrides: Parameters<typeof createTestApp>[0],
    run: (ctx: TestContext) => Promise<void>,
  ) => {
    const ctx = await createTestApp({ providerTimeoutMs: 300, ...overrides });
    try {
      await run(ctx);
    } finally {
      await ctx.close();
    }
  };

  it('answers 503 with a clear message for prices and an empty news list when no provider is set', () =>
    withApp({ pricesUrl: undefined, newsUrl: undefined }, async (ctx) => {
      const response = await ctx.api.get('crypto-prices');
      assert.equal(response.statusCode, 503);
      assert.deepEqual(response.json(), {
        code: 'prices_unavailable',
        message: 'Prices are unavailable right now.',
      });
      const list = await ctx.api.get('crypto-news');
      assert.equal(list.statusCode, 200);
      assert.deepEqual(list.json(), { articles: [] });
    }));

  it('serves fresh prices, then the cached copy without asking the provider again', () =>
    withApp({ pricesUrl: prices.url, pricesCacheMs: 60_000 }, async (ctx) => {
      prices.answer({ kind: 'json', body: PRICES });
      const hitsBefore = prices.hits;
      const first = await ctx.api.get('crypto-prices');
      assert.equal(first.statusCode, 200);
      const body = first.json();
      // No sample from a day before yet: the change is null, never a guess.
      const noChange = { usd_24h_change: null };
      assert.deepEqual(
        {
          bitcoin: body.bitcoin,
          ethereum: body.ethereum,
          ripple: body.ripple,
          solana: body.solana,
          tether: body.tether,
        },
        {
          bitcoin: { ...PRICES.bitcoin, ...noChange },
          ethereum: { ...PRICES.ethereum, ...noChange },
          ripple: { ...PRICES.ripple, ...noChange },
          solana: { ...PRICES.solana, ...noChange },
          tether: { ...PRICES.tether, ...noChange },
        },
      );
      assert.equal(body.stale, false);
      assert.ok(!Number.isNaN(Date.parse(body.updated_at)));

      prices.answer({ kind: 'json', body: LATER_PRICES });
      const second = await ctx.api.get('crypto-prices');
      assert.deepEqual(second.json(), body, 'the cached prices');
      assert.equal(prices.hits - hitsBefore, 1, 'the provider was asked once');
    }));

  it('answers the last good prices marked stale whenever the provider fails, and fresh ones when it is back', () =>
    withApp({ pricesUrl: prices.url, pricesCacheMs: 0 }, async (ctx) => {
      prices.answer({ kind: 'json', body: PRICES });
      const good = (await ctx.api.get('crypto-prices')).json();
      assert.equal(good.stale, false);

      const failures: [string, Parameters<FakeProvider['answer']>[0]][] = [
        ['server error', { kind: 'json', status: 500, body: { error: 'down' } }],
        ['not JSON', { kind: 'text', body: '<html>maintenance</html>' }],
        ['wrong shape', { kind: 'json', body: { bitcoin: { usd: 'lots' } } }],
        ['negative price', { kind: 'json', body: { ...PRICES, solana: { usd: -3 } } }],
        ['connection dropped', { kind: 'drop' }],
        ['no answer before the timeout', { kind: 'hang' }],
      ];
      for (const [name, failure] of failures) {
        prices.answer(failure);
        const started = Date.now();
        const response = await ctx.api.get('crypto-prices');
        assert.equal(response.statusCode, 200, name);
        assert.deepEqual(response.json(), { ...good, stale: true }, name);
        assert.ok(Date.now() - started < 3_000, `${name}: answered within the provider timeout`);
      }

      prices.answer({ kind: 'json', body: LATER_PRICES });
      const back = (await ctx.api.get('crypto-prices')).json();
      assert.equal(back.stale, false);
      assert.equal(back.bitcoin.usd, 65_000);
    }));

  it('answers 503 when the provider has never given good prices', () =>
    withApp({ pricesUrl: prices.url, pricesCacheMs: 0 }, async (ctx) => {
      prices.answer({ kind: 'json', body: ['garbage'] });
      const response = await ctx.api.get('crypto-prices');
      assert.equal(response.statusCode, 503);
      assert.equal(response.json().message, 'Prices are unavailable right now.');
    }));

  it('keeps only usable news articles and caches them', () =>
    withApp({ newsUrl: news.url, newsCacheMs: 600_000 }, async (ctx) => {
      news.answer({
        kind: 'json',
        body: {
          articles: [
            article(),
            article({ title: '', url: 'https://news.example.com/untitled' }),
            article({ title: 'No link', url: undefined }),
            article({ title: 'Script link', url: 'javascript:alert(1)' }),
            article({ title: 'Data link', url: 'data:text/html,hi' }),
            article({ title: 'Undated', url: 'https://news.example.com/undated', publishedAt: 'yesterday' }),
            article({ title: '[Removed]', url: 'https://removed.com' }),
            article({ title: 'Same link again' }),
            'not an article',
            null,
            article({
              title: '  Ether gains  ',
              url: 'http://blog.example.org/ether',
              source: null,
              description: 'x'.repeat(5_000),
            }),
          ],
        },
      });
      const hitsBefore = news.hits;
      const response = await ctx.api.get('crypto-news');
      assert.equal(response.statusCode, 200);
      const { articles } = response.json();
      assert.deepEqual(
        articles.map((entry: { title: string; url: string }) => [entry.title, entry.url]),
        [
          ['Bitcoin steadies after a volatile week', 'https://news.example.com/bitcoin-steadies'],
          ['Ether gains', 'http://blog.example.org/ether'],
        ],
      );
      assert.deepEqual(articles[0], {
        title: 'Bitcoin steadies after a volatile week',
        source: { name: 'Example Wire' },
        publishedAt: '2025-06-01T08:30:00.000Z',
        description: 'Markets calmed on Monday.',
        url: 'https://news.example.com/bitcoin-steadies',
      });
      assert.equal(articles[1].source.name, 'blog.example.org', 'a missing source is named by its site');
      assert.ok(articles[1].description.length <= 600);

      await ctx.api.get('crypto-news');
      assert.equal(news.hits - hitsBefore, 1, 'the second call came from the cache');
    }));

  it('answers an empty news list when the provider fails or answers garbage', () =>
    withApp({ newsUrl: news.url, newsCacheMs: 0 }, async (ctx) => {
      news.answer({ kind: 'json', body: { articles: [article()] } });
      assert.equal((await ctx.api.get('crypto-news')).json().articles.length, 1);
      for (const failure of [
        { kind: 'json', body: { articles: 'none' } },
        { kind: 'json', body: 42 },
        { kind: 'text', body: 'oops' },
        { kind: 'json', status: 429, body: { message: 'rate limited' } },
        { kind: 'hang' },
      ] as const) {
        news.answer(failure);
        const response = await ctx.api.get('crypto-news');
        assert.equal(response.statusCode, 200, failure.kind);
        assert.deepEqual(response.json(), { articles: [] }, failure.kind);
      }
    }));
});

describe('cached source', () => {
  it('shares one refresh between callers, and waits before asking a failed provider again', async () => {
    let clock = 0;
    let calls = 0;
    let failing = false;
    const source = createCachedSource({
      load: async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (failing) throw new Error('down');
        return calls;
      },
      ttlMs: 1_000,
      retryMs: 500,
      now: () => clock,
    });

    const [a, b] = await Promise.all([source.read(), source.read()]);
    assert.equal(calls, 1, 'concurrent readers share the refresh');
    assert.equal(a.snapshot?.value, 1);
    assert.equal(b.snapshot?.value, 1);

    clock = 999;
    assert.deepEqual((await source.read()).fresh, true);
    assert.equal(calls, 1, 'within the cache time');

    clock = 1_000;
    failing = true;
    const failed = await source.read();
    assert.equal(calls, 2);
    assert.equal(failed.fresh, false);
    assert.equal(failed.snapshot?.value, 1, 'the last good value stays');

    clock = 1_499;
    await source.read();
    assert.equal(calls, 2, 'not asked again during the retry pause');

    clock = 1_500;
    failing = false;
    const back = await source.read();
    assert.equal(calls, 3);
    assert.equal(back.fresh, true);
    assert.equal(back.snapshot?.value, 3);
  });
});
