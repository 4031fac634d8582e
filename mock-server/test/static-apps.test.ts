import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';
import { buildApp } from '../src/app';
import { IMMUTABLE, NO_CACHE } from '../src/plugins/static-apps';
import type { App } from '../src/types';
import { testConfig } from './helpers/app';
import { createTestDatabase } from './helpers/database';

/** A folder shaped like the repo after a build: shell/dist and remote-marketing/dist. */
const makeAppsRoot = (): string => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vestora-apps-'));
  const shell = path.join(root, 'shell', 'dist');
  const marketing = path.join(root, 'remote-marketing', 'dist');
  mkdirSync(shell, { recursive: true });
  mkdirSync(marketing, { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>Vestora</title><div id="root"></div>');
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  writeFileSync(path.join(shell, 'main.0123456789.js'), script);
  writeFileSync(path.join(shell, 'main.0123456789.js.gz'), gzipSync(script));
  writeFileSync(
    path.join(shell, 'remotes.json'),
    JSON.stringify({ marketing: '/remotes/marketing/mf-manifest.json' }),
  );
  writeFileSync(path.join(marketing, 'remoteEntry.js'), 'var marketing;');
  writeFileSync(path.join(marketing, 'standalone.html'), '<!doctype html><title>standalone</title>');
  return root;
};

describe('serving the built front end (npm start)', () => {
  let app: App;
  let appsRoot: string;
  const remotesFile = path.join(os.tmpdir(), `vestora-remotes-${process.pid}.json`);

  before(async () => {
    appsRoot = makeAppsRoot();
    writeFileSync(
      remotesFile,
      JSON.stringify({ marketing: 'https://cdn.example/marketing/mf-manifest.json' }),
    );
    app = await buildApp({
      config: testConfig({ rateLimits: true }),
      database: await createTestDatabase(),
      appsRoot,
      remotesFile,
    });
    await app.ready();
  });
  after(async () => {
    await app.close();
    rmSync(appsRoot, { recursive: true, force: true });
    rmSync(remotesFile, { force: true });
  });

  it('serves the shell page at / and for any page path, with document headers and the XSRF cookie', async () => {
    for (const url of ['/', '/login', '/dashboard/admin/manage-plan']) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.headers['content-type'] as string, /text\/html/);
      assert.equal(response.headers['cache-control'], NO_CACHE);
      assert.ok(response.headers['content-security-policy'], 'a document carries its policy');
      assert.ok(response.cookies.some((cookie) => cookie.name === 'XSRF-TOKEN'));
    }
  });

  it('serves hashed files precompressed, cached for a year, with few headers and no rate limit', async () => {
    const response = await app.inject({ url: '/main.0123456789.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.equal(response.headers['cache-control'], IMMUTABLE);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['content-security-policy'], undefined);
    assert.equal(response.headers['set-cookie'], undefined);
    assert.equal(response.headers['x-ratelimit-limit'], undefined);
  });

  it('serves remotes under /remotes/<name>/ with their entry never cached', async () => {
    const entry = await app.inject({ url: '/remotes/marketing/remoteEntry.js' });
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.headers['cache-control'], NO_CACHE);
    const page = await app.inject({ url: '/remotes/marketing/standalone.html' });
    assert.equal(page.statusCode, 200);
    assert.ok(page.headers['content-security-policy']);
  });

  it('serves REMOTES_FILE as /remotes.json, uncached', async () => {
    const response = await app.inject({ url: '/remotes.json' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], NO_CACHE);
    assert.deepEqual(response.json(), { marketing: 'https://cdn.example/marketing/mf-manifest.json' });
  });

  it('refuses missing files, unknown remotes and escapes, and /api stays the API', async () => {
    assert.equal((await app.inject({ url: '/missing.0123456789.js' })).statusCode, 404);
    assert.equal((await app.inject({ url: '/remotes/nobody/remoteEntry.js' })).statusCode, 404);
    const traversal = await app.inject({ url: '/remotes/marketing/..%2F..%2Fshell%2Fdist%2Findex.html' });
    assert.ok([403, 404].includes(traversal.statusCode), `traversal answered ${traversal.statusCode}`);
    const api = await app.inject({ url: '/api/nothing-here' });
    assert.equal(api.statusCode, 404);
    assert.match(api.json().message, /No such endpoint/);
  });
});

describe("the shell's page: remotes.json inlined, its area's first files preloaded", () => {
  let app: App;
  let appsRoot: string;

  /** Writes a remote's dist/ with a manifest naming `routesChunk` as the sync chunk of ./routes. */
  const deployRemote = (name: string, routesChunk: string) => {
    const dist = path.join(appsRoot, `remote-${name}`, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ path: './routes', assets: { js: { sync: [routesChunk] } } }],
      }),
    );
  };
  const page = async (url: string) => {
    const response = await app.inject({ url });
    assert.equal(response.statusCode, 200, url);
    return response;
  };

  before(async () => {
    appsRoot = makeAppsRoot();
    writeFileSync(
      path.join(appsRoot, 'shell', 'dist', 'remotes.json'),
      JSON.stringify({
        marketing: '/remotes/marketing/mf-manifest.json',
        investor: '/remotes/investor/mf-manifest.json',
        admin: 'https://cdn.example/admin/mf-manifest.json',
      }),
    );
    deployRemote('marketing', 'routes.m1.js');
    deployRemote('investor', 'routes.i1.js');
    app = await buildApp({ config: testConfig(), database: await createTestDatabase(), appsRoot });
    await app.ready();
  });
  after(async () => {
    await app.close();
    rmSync(appsRoot, { recursive: true, force: true });
  });

  it('writes remotes.json into the page, under the same policy and headers as before', async () => {
    const response = await page('/');
    assert.match(response.body, /<script type="application\/json" id="vestora-remotes">\{"marketing":/);
    assert.equal(response.headers['cache-control'], NO_CACHE);
    assert.match(
      response.headers['content-security-policy'] as string,
      /script-src 'self' https:\/\/cdn\.example/,
    );
    assert.ok(response.cookies.some((cookie) => cookie.name === 'XSRF-TOKEN'));
    assert.match(response.body, /<div id="root"><\/div>/);
  });

  it('sends the page gzip-compressed to a browser that accepts it', async () => {
    const plain = await page('/');
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.match(response.headers.vary as string, /Accept-Encoding/);
    assert.equal(gunzipSync(response.rawPayload).toString('utf8'), plain.body);
    assert.equal(plain.headers['content-encoding'], undefined);
  });

  it("preloads the marketing remote's manifest, entry and routes chunk on public paths only", async () => {
    for (const url of ['/', '/login?next=x']) {
      const { body } = await page(url);
      assert.ok(
        body.includes(
          '<link rel="preload" href="/remotes/marketing/mf-manifest.json" as="fetch" crossorigin>',
        ),
        url,
      );
      assert.ok(
        body.includes('<link rel="preload" href="/remotes/marketing/remoteEntry.js" as="script">'),
        url,
      );
      assert.ok(
        body.includes('<link rel="preload" href="/remotes/marketing/routes.m1.js" as="script">'),
        url,
      );
      assert.ok(!body.includes('href="/remotes/investor/'), url);
    }
  });

  it("preloads the investor remote under /dashboard, and the admin remote's manifest alone from its CDN", async () => {
    const dashboard = (await page('/dashboard/history')).body;
    assert.ok(dashboard.includes('href="/remotes/investor/routes.i1.js"'));
    assert.ok(!dashboard.includes('href="/remotes/marketing/'));
    const admin = (await page('/dashboard/admin/manage-plan')).body;
    assert.ok(
      admin.includes(
        '<link rel="preload" href="https://cdn.example/admin/mf-manifest.json" as="fetch" crossorigin>',
      ),
    );
    assert.ok(
      !admin.includes('as="script"'),
      'the files of a manifest this server does not hold are not guessed',
    );
  });

  it('picks up a remote redeployed in place, without a restart', async () => {
    assert.ok((await page('/')).body.includes('routes.m1.js'));
    // Another size, so the change is seen even within the file system's time resolution.
    deployRemote('marketing', 'routes.m2-redeployed.js');
    const { body } = await page('/');
    assert.ok(body.includes('href="/remotes/marketing/routes.m2-redeployed.js"'));
    assert.ok(!body.includes('routes.m1.js'));
  });

  it('sends the build page as it is when remotes.json cannot be read (the shell then reports it)', async () => {
    const remotesJson = path.join(appsRoot, 'shell', 'dist', 'remotes.json');
    writeFileSync(remotesJson, '{ not json');
    try {
      const response = await page('/');
      assert.ok(!response.body.includes('vestora-remotes'));
      assert.match(response.body, /<div id="root"><\/div>/);
      assert.ok(response.headers['content-security-policy']);
    } finally {
      writeFileSync(remotesJson, JSON.stringify({ marketing: '/remotes/marketing/mf-manifest.json' }));
    }
  });
});
