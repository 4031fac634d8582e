/**
 * Server rendering of the public pages with the real builds (shell/dist/server, remote-marketing/dist/server:
 * `node scripts/build-apps.mjs`): the page's markup, styles, data and render context are in the HTML, the
 * dashboard is not rendered, and a renderer or remote that fails gives the unrendered shell page, never an
 * error. The pure parts (preferences, the page's assembly, the entry URL) are tested without builds.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../src/app';
import { repoRoot } from '../src/config';
import { acceptedLanguageTags, pagePreferences } from '../src/plugins/server-render/preferences';
import { serverEntryUrl } from '../src/plugins/server-render/remote-entry';
import { RENDER_CONTEXT_ID, withServerRender } from '../src/plugins/server-render/shell-page';
import { scriptSafeJson } from '../src/plugins/shell-document';
import type { App } from '../src/types';
import { testConfig } from './helpers/app';
import { createTestDatabase } from './helpers/database';

const CONTEXT_SCRIPT = new RegExp(
  `<script type="application/json" id="${RENDER_CONTEXT_ID}">([^<]*)</script>`,
);

describe('server rendering: what the page is rendered in', () => {
  it('takes the language cookie, else the best supported Accept-Language, else English; the theme cookie, else light', () => {
    assert.deepEqual(pagePreferences({ language: 'de', theme: 'dark' }, 'fr'), {
      language: 'de',
      theme: 'dark',
      timeZone: 'UTC',
    });
    assert.deepEqual(pagePreferences({}, 'ja, zh-Hant;q=0.9, nl-BE;q=0.8, fr;q=0.7'), {
      language: 'nl',
      theme: 'light',
      timeZone: 'UTC',
    });
    assert.deepEqual(pagePreferences({ language: 'xx', theme: 'purple' }, undefined), {
      language: 'en',
      theme: 'light',
      timeZone: 'UTC',
    });
    // The page's dates in the visitor's zone when the cookie names one this runtime knows, else in UTC.
    assert.equal(pagePreferences({ tz: 'Asia/Shanghai' }, undefined).timeZone, 'Asia/Shanghai');
    assert.equal(pagePreferences({ tz: 'Mars/Olympus' }, undefined).timeZone, 'UTC');
    assert.equal(pagePreferences({ tz: 'x'.repeat(100) }, undefined).timeZone, 'UTC');
    assert.deepEqual(acceptedLanguageTags('en;q=0, pl;q=0.5, it'), ['it', 'pl']);
  });

  it('resolves the server container beside the manifest remotes.json names, relative ones on this server', () => {
    const remotes = JSON.stringify({
      marketing: '/remotes/marketing/mf-manifest.json',
      investor: 'https://cdn.example/investor/mf-manifest.json',
    });
    assert.equal(
      serverEntryUrl(remotes, 'marketing', 'http://127.0.0.1:3000'),
      'http://127.0.0.1:3000/remotes/marketing/server/remoteEntry.js',
    );
    assert.equal(
      serverEntryUrl(remotes, 'investor', 'http://127.0.0.1:3000'),
      'https://cdn.example/investor/server/remoteEntry.js',
    );
    assert.throws(() => serverEntryUrl(remotes, 'admin', 'http://127.0.0.1:3000'), /names no "admin"/);
  });

  it('puts markup, styles and a context that cannot close its script into the shell page', () => {
    const page = withServerRender(
      '<!doctype html><html lang="en"><head><title>V</title></head><body><div id="root"></div></body></html>',
      {
        html: '<h1>Hello</h1>',
        styleTags: '<style data-styled="true">.a{}</style>',
        dehydratedState: { queries: [{ text: '</script><script>alert(1)</script>' }] },
        language: 'fr',
        theme: 'dark',
        timeZone: 'Asia/Shanghai',
      },
    );
    assert.match(page, /<html lang="fr" class="dark" style="color-scheme:dark">/);
    assert.match(page, /"timeZone":"Asia\/Shanghai"/);
    assert.match(page, /<style data-styled="true">\.a\{\}<\/style><\/head>/);
    assert.match(page, /<div id="root"><h1>Hello<\/h1><\/div>/);
    const context = CONTEXT_SCRIPT.exec(page)?.[1];
    assert.ok(context, 'the context script is there and is not cut short');
    assert.equal(JSON.parse(context).dehydratedState.queries[0].text, '</script><script>alert(1)</script>');
    assert.equal(scriptSafeJson('<!--'), '"\\u003c!--"');
    assert.throws(() =>
      withServerRender('<html><head></head><div id="app"></div>', {
        html: '',
        styleTags: '',
        dehydratedState: {},
        language: 'en',
        theme: 'light',
        timeZone: 'UTC',
      }),
    );
  });
});

const built =
  existsSync(path.join(repoRoot, 'shell', 'dist', 'server', 'server-render.cjs')) &&
  existsSync(path.join(repoRoot, 'remote-marketing', 'dist', 'server', 'remoteEntry.js'));

describe('server rendering with the built apps', {
  skip: built ? false : 'the apps are not built (node scripts/build-apps.mjs)',
}, () => {
  let app: App;
  let origin: string;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'vestora-ssr-'));
  const remotesFile = path.join(scratch, 'remotes.json');
  const useRemotes = (remotes: Record<string, string>) => writeFileSync(remotesFile, JSON.stringify(remotes));

  before(async () => {
    useRemotes({ marketing: '/remotes/marketing/mf-manifest.json' });
    app = await buildApp({
      config: testConfig({ seedDemo: true }),
      database: await createTestDatabase(),
      appsRoot: repoRoot,
      remotesFile,
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    // The server warms the renderer up once it listens; until then a page may go out unrendered.
    const deadline = Date.now() + 30_000;
    while (!CONTEXT_SCRIPT.test(await (await fetch(`${origin}/privacy-policy`)).text())) {
      if (Date.now() > deadline) throw new Error('the server never rendered a page');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
  after(async () => {
    await app.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${url}`, { headers });
    assert.equal(response.status, 200, url);
    return response.text();
  };

  it('renders the home page with the shell layout, its styles, its data and its render context', async () => {
    const started = performance.now();
    const html = await page('/');
    console.log(`home page rendered in ${(performance.now() - started).toFixed(0)} ms`);
    assert.match(html, /<div id="root"><div class="[^"]+"><header/, 'the markup is in the root');
    assert.match(html, /<h1[^>]*>Vestora: daily fixed returns from crypto<\/h1>/);
    assert.match(html, /<footer/, "the shell's footer");
    assert.match(
      html,
      /<style data-styled="true"[^>]*>[^<]+<\/style><\/head>/,
      'the style sheet in the head',
    );
    // The sections below the fold come with the server's figures and testimonials.
    assert.match(html, /Vestora in figures/);
    assert.match(html, /Active investors/);
    const context = JSON.parse(CONTEXT_SCRIPT.exec(html)?.[1] ?? 'null') as {
      language: string;
      theme: string;
      dehydratedState: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    };
    assert.equal(context.language, 'en');
    assert.equal(context.theme, 'light');
    const keys = context.dehydratedState.queries.map((query) => JSON.stringify(query.queryKey)).sort();
    // Each call that answers is in the cache; one that fails (no price provider here) is left to the browser.
    const pricesAnswer = (await fetch(`${origin}/api/crypto-prices`)).status;
    const expected = ['["crypto-news"]', '["public-stats"]', '["testimonials"]'];
    if (pricesAnswer === 200) expected.push('["crypto-prices"]');
    assert.deepEqual(keys, expected.sort());
    const testimonials = (await (await fetch(`${origin}/api/testimonials`)).json()) as {
      testimonials: { quote?: string; name?: string }[];
    };
    const first = testimonials.testimonials[0];
    if (first?.name) assert.ok(html.includes(first.name), 'a testimonial from the database is in the page');
  });

  it('renders a lazy page (about) in the language of the cookie, and in the theme of the cookie', async () => {
    const html = await page('/about-us', { cookie: 'language=fr; theme=dark' });
    assert.match(html, /<html lang="fr" class="dark"/);
    assert.match(html, /<h1[^>]*>À propos/);
    assert.match(html, /"language":"fr","theme":"dark"/);
  });

  it('leaves the dashboard to the browser', async () => {
    const html = await page('/dashboard');
    assert.match(html, /<div id="?root"?><\/div>/);
    assert.doesNotMatch(html, CONTEXT_SCRIPT);
  });

  it('sends the unrendered shell page (200) when the remote server container cannot be loaded', async () => {
    useRemotes({ marketing: 'http://127.0.0.1:9/remotes/marketing/mf-manifest.json' });
    try {
      const started = Date.now();
      const html = await page('/about-us');
      assert.match(html, /<div id="?root"?><\/div>/);
      assert.doesNotMatch(html, CONTEXT_SCRIPT);
      assert.ok(Date.now() - started < 5000, 'within the deadline');
    } finally {
      useRemotes({ marketing: '/remotes/marketing/mf-manifest.json' });
    }
  });

  it('turns off with SSR=0', async () => {
    const plain = await buildApp({
      config: testConfig({ serverRender: false }),
      database: await createTestDatabase(),
      appsRoot: repoRoot,
    });
    try {
      const response = await plain.inject({ url: '/' });
      assert.equal(response.statusCode, 200);
      assert.doesNotMatch(response.body, CONTEXT_SCRIPT);
    } finally {
      await plain.close();
    }
  });
});
