/**
 * issue 10 item 8: the content security policy names exactly the origins the platform loads code from
 * ('self' and the remotes of the remotes.json being served), and production does not hand out source maps.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { remoteOrigins } from '../src/plugins/static-apps';
import type { App } from '../src/types';
import { testConfig } from './helpers/app';
import { createTestDatabase } from './helpers/database';

/** A folder shaped like the repo after a production build, source maps included. */
const makeAppsRoot = (): string => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vestora-csp-'));
  const shell = path.join(root, 'shell', 'dist');
  const marketing = path.join(root, 'remote-marketing', 'dist');
  mkdirSync(shell, { recursive: true });
  mkdirSync(marketing, { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>Vestora</title><div id="root"></div>');
  writeFileSync(path.join(shell, 'main.0123456789.js'), 'console.log(1);');
  writeFileSync(path.join(shell, 'main.0123456789.js.map'), '{"version":3,"sources":[],"mappings":""}');
  writeFileSync(
    path.join(shell, 'remotes.json'),
    JSON.stringify({ marketing: '/remotes/marketing/mf-manifest.json' }),
  );
  writeFileSync(path.join(marketing, 'remoteEntry.js'), 'var marketing;');
  writeFileSync(path.join(marketing, 'remoteEntry.js.map'), '{"version":3,"sources":[],"mappings":""}');
  writeFileSync(path.join(marketing, 'standalone.html'), '<!doctype html><title>standalone</title>');
  return root;
};

/** `script-src 'self' x; img-src …` → { 'script-src': ["'self'", 'x'], … } */
const parsePolicy = (header: unknown): Map<string, string[]> => {
  assert.equal(typeof header, 'string', 'the response carries a content security policy');
  return new Map(
    (header as string)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name, ...sources]) => [name as string, sources]),
  );
};

/** Sources that allow a whole scheme or any host: what an injected script from anywhere would pass. */
const WILDCARD = /^(\*|https?:|wss?:|\*\..*|https?:\/\/\*.*)$/;

const CODE_DIRECTIVES = ['script-src', 'script-src-elem', 'worker-src', 'connect-src'];

const startApp = async (appsRoot: string, overrides: Partial<Config>, remotesFile?: string) => {
  const app = await buildApp({
    config: testConfig(overrides),
    database: await createTestDatabase(),
    appsRoot,
    ...(remotesFile ? { remotesFile } : {}),
  });
  await app.ready();
  return app;
};

describe('content security policy', () => {
  let appsRoot: string;
  let app: App;
  const remotesFile = path.join(os.tmpdir(), `vestora-csp-remotes-${process.pid}.json`);
  const writeRemotes = (remotes: Record<string, string>) =>
    writeFileSync(remotesFile, JSON.stringify(remotes));

  before(async () => {
    appsRoot = makeAppsRoot();
    writeRemotes({
      marketing: '/remotes/marketing/mf-manifest.json',
      investor: 'http://cdn.example:8080/investor/mf-manifest.json',
      admin: 'http://cdn.example:8080/admin/mf-manifest.json',
    });
    app = await startApp(appsRoot, {}, remotesFile);
  });
  after(async () => {
    await app.close();
    rmSync(appsRoot, { recursive: true, force: true });
    rmSync(remotesFile, { force: true });
  });

  it("lets pages load code from 'self' and the remotes' origins of REMOTES_FILE, and from nowhere else", async () => {
    for (const url of ['/', '/dashboard', '/remotes/marketing/standalone.html']) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      const policy = parsePolicy(response.headers['content-security-policy']);
      for (const directive of CODE_DIRECTIVES) {
        assert.deepEqual(policy.get(directive), ["'self'", 'http://cdn.example:8080'], `${url} ${directive}`);
      }
      for (const [directive, sources] of policy) {
        const wild = sources.filter((source) => WILDCARD.test(source));
        assert.deepEqual(wild, [], `${url} ${directive} allows ${wild.join(' ')}`);
      }
      assert.deepEqual(policy.get('object-src'), ["'none'"]);
      assert.deepEqual(policy.get('script-src-attr'), ["'none'"]);
      assert.ok(!policy.get('script-src')?.includes("'unsafe-eval'"));
    }
  });

  it('follows an edited REMOTES_FILE on the next page load (a remote moved to another CDN)', async () => {
    writeRemotes({
      marketing: '/remotes/marketing/mf-manifest.json',
      investor: 'https://assets.example/investor/mf-manifest.json',
      admin: '//static.example/admin/mf-manifest.json',
    });
    const policy = parsePolicy((await app.inject({ url: '/' })).headers['content-security-policy']);
    // A protocol-relative URL loads over the page's own scheme: its host alone says exactly that.
    assert.deepEqual(policy.get('script-src'), ["'self'", 'https://assets.example', 'static.example']);
    assert.deepEqual(policy.get('connect-src'), ["'self'", 'https://assets.example', 'static.example']);
  });

  it("answers the API with 'self' alone", async () => {
    const response = await app.inject({ url: '/api/health' });
    const policy = parsePolicy(response.headers['content-security-policy']);
    for (const directive of CODE_DIRECTIVES) {
      assert.deepEqual(policy.get(directive), ["'self'"], directive);
    }
  });

  it("uses the build's remotes.json when REMOTES_FILE is not set (same-origin remotes: 'self' alone)", async () => {
    const plain = await startApp(appsRoot, {});
    try {
      const policy = parsePolicy((await plain.inject({ url: '/' })).headers['content-security-policy']);
      for (const directive of CODE_DIRECTIVES) {
        assert.deepEqual(policy.get(directive), ["'self'"], directive);
      }
    } finally {
      await plain.close();
    }
  });

  it('takes only http(s) origins from remotes.json and ignores what is not a URL map', () => {
    assert.deepEqual(
      remoteOrigins(
        JSON.stringify({
          a: 'http://cdn.example:8080/a/mf-manifest.json',
          b: 'https://cdn.example/b/mf-manifest.json',
          c: 'https://cdn.example/c/mf-manifest.json',
          d: '/remotes/d/mf-manifest.json',
          e: 'javascript:alert(1)',
          f: "https://x.example/'; script-src *",
          g: 42,
        }),
      ),
      ['http://cdn.example:8080', 'https://cdn.example', 'https://x.example'],
    );
    assert.deepEqual(remoteOrigins('not json'), []);
    assert.deepEqual(remoteOrigins('["https://cdn.example/a.json"]'), []);
  });
});

describe('source maps', () => {
  let appsRoot: string;
  before(() => {
    appsRoot = makeAppsRoot();
  });
  after(() => rmSync(appsRoot, { recursive: true, force: true }));

  it('answers 404 for source maps in production, in the platform error shape', async () => {
    const app = await startApp(appsRoot, { production: true, nodeEnv: 'production' });
    try {
      for (const url of ['/main.0123456789.js.map', '/remotes/marketing/remoteEntry.js.map']) {
        const response = await app.inject({ url });
        assert.equal(response.statusCode, 404, url);
        assert.equal(response.json().code, 'not_found');
      }
      // The scripts themselves are still served.
      assert.equal((await app.inject({ url: '/main.0123456789.js' })).statusCode, 200);
      assert.equal((await app.inject({ url: '/remotes/marketing/remoteEntry.js' })).statusCode, 200);
    } finally {
      await app.close();
    }
  });

  it('serves them outside production (a developer debugging `npm start`)', async () => {
    const app = await startApp(appsRoot, {});
    try {
      assert.equal((await app.inject({ url: '/main.0123456789.js.map' })).statusCode, 200);
      assert.equal((await app.inject({ url: '/remotes/marketing/remoteEntry.js.map' })).statusCode, 200);
    } finally {
      await app.close();
    }
  });
});
