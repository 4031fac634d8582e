/**
 * The configuration schema: every variable parsed at start-up, unsafe combinations refused, and the server
 * itself stopping with one clear line (no stack trace) on a wrong value.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../src/config';

const KEY = 'ab'.repeat(32);
const PG = 'postgres://vestora@db.internal:5432/vestora';
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const refused = (env: NodeJS.ProcessEnv, pattern: RegExp) =>
  assert.throws(
    () => loadConfig(env),
    (error: unknown) => error instanceof ConfigError && pattern.test(error.message),
  );

describe('configuration', () => {
  it('has working defaults for a developer machine', () => {
    const config = loadConfig({});
    assert.equal(config.port, 4000);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.nodeEnv, 'development');
    assert.equal(config.production, false);
    assert.equal(config.seedDemo, true);
    assert.equal(config.devOutbox, true);
    assert.equal(config.trustProxy, false);
    assert.equal(config.redisUrl, undefined);
  });

  it('parses numbers, flags and URLs, and treats an empty value as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      TOKEN_TTL_HOURS: '24',
      RATE_LIMITS: '0',
      SCHEDULE_JOBS: '0',
      PRICES_URL: 'https://prices.example/simple',
      SMTP_URL: '',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    assert.equal(config.port, 8080);
    assert.equal(config.tokenTtlHours, 24);
    assert.equal(config.rateLimits, false);
    assert.equal(config.scheduleJobs, false);
    assert.equal(config.pricesUrl, 'https://prices.example/simple');
    assert.equal(config.smtpUrl, undefined);
    assert.equal(config.redisUrl, 'redis://127.0.0.1:6379');
    assert.equal(config.redisPrefix, 'vestora:');
    assert.equal(config.publicUrl, 'http://localhost:8080');
  });

  it('refuses a wrong value, naming the variable and the value in one line', () => {
    refused({ PORT: 'abc' }, /^Invalid configuration: PORT must be a whole number \(got "abc"\)$/);
    refused({ PORT: '70000' }, /PORT must be between 1 and 65535/);
    refused({ NODE_ENV: 'prod' }, /NODE_ENV must be development, production or test \(got "prod"\)/);
    refused({ RATE_LIMITS: 'yes' }, /RATE_LIMITS must be 0 or 1/);
    refused({ PROVIDER_TIMEOUT_MS: '-5' }, /PROVIDER_TIMEOUT_MS must be a whole number/);
    refused({ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be/);
    refused({ PRICES_URL: 'not a url' }, /PRICES_URL must be a http:\/\/ or https:\/\/ URL/);
    refused({ REDIS_URL: 'http://127.0.0.1:6379' }, /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    refused(
      { REDIS_PREFIX: 'a b' },
      /REDIS_PREFIX must be 1 to 64 letters, digits or \. _ : - \(got "a b"\)/,
    );
  });

  it('never echoes a secret it refuses', () => {
    assert.throws(
      () => loadConfig({ DOCUMENT_KEY: 'my-secret-but-short' }),
      (error: unknown) =>
        error instanceof Error &&
        /DOCUMENT_KEY must be 32 bytes/.test(error.message) &&
        !error.message.includes('my-secret'),
    );
  });

  it('reports every wrong variable at once', () => {
    refused({ PORT: 'x', NODE_ENV: 'y' }, /PORT must be a whole number.*; NODE_ENV must be/);
  });

  describe('keys (issue 10 item 3)', () => {
    it('requires DOCUMENT_KEY with DATABASE_URL or in production', () => {
      refused({ DATABASE_URL: PG }, /DOCUMENT_KEY is required with DATABASE_URL or NODE_ENV=production/);
      refused({ NODE_ENV: 'production' }, /DOCUMENT_KEY is required/);
      assert.equal(loadConfig({ DATABASE_URL: PG, DOCUMENT_KEY: KEY }).documentKey, KEY);
      assert.equal(loadConfig({ NODE_ENV: 'production', DOCUMENT_KEY: KEY }).production, true);
    });

    it('takes a key as hex or base64 of exactly 32 bytes', () => {
      assert.equal(
        loadConfig({ DOCUMENT_KEY: Buffer.alloc(32, 7).toString('base64') }).documentKey?.length,
        44,
      );
      refused({ DOCUMENT_KEY: 'ab'.repeat(31) }, /DOCUMENT_KEY must be 32 bytes/);
      refused({ DOCUMENT_KEY: Buffer.alloc(31).toString('base64') }, /DOCUMENT_KEY must be 32 bytes/);
    });
  });

  describe('development conveniences (issue 10 item 2)', () => {
    it('turns the dev outbox and the demo accounts off on PostgreSQL and in production', () => {
      const postgres = loadConfig({ DATABASE_URL: PG, DOCUMENT_KEY: KEY });
      assert.equal(postgres.devOutbox, false);
      assert.equal(postgres.seedDemo, false);
      const production = loadConfig({ NODE_ENV: 'production', DOCUMENT_KEY: KEY });
      assert.equal(production.devOutbox, false);
      assert.equal(production.seedDemo, false);
      assert.equal(loadConfig({ SMTP_URL: 'smtp://mail.internal:25' }).devOutbox, false);
    });

    it('allows them elsewhere only when asked for explicitly, never in production', () => {
      const asked = loadConfig({ DATABASE_URL: PG, DOCUMENT_KEY: KEY, DEV_OUTBOX: '1', SEED_DEMO: '1' });
      assert.equal(asked.devOutbox, true);
      assert.equal(asked.seedDemo, true);
      assert.equal(loadConfig({ SEED_DEMO: '0', DEV_OUTBOX: '0' }).seedDemo, false);
      refused({ NODE_ENV: 'production', DOCUMENT_KEY: KEY, DEV_OUTBOX: '1' }, /DEV_OUTBOX=1 is not allowed/);
      refused({ NODE_ENV: 'production', DOCUMENT_KEY: KEY, SEED_DEMO: '1' }, /SEED_DEMO=1 is not allowed/);
    });

    it('refuses a non-loopback address while the dev outbox is on', () => {
      refused({ HOST: '0.0.0.0' }, /HOST=0\.0\.0\.0 is not a loopback address while the dev outbox is on/);
      refused({ HOST: '192.168.1.10' }, /not a loopback address/);
      for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1']) {
        assert.equal(loadConfig({ HOST: host }).host, host);
      }
      assert.equal(loadConfig({ HOST: '0.0.0.0', DEV_OUTBOX: '0' }).devOutbox, false);
      assert.equal(
        loadConfig({ HOST: '0.0.0.0', NODE_ENV: 'production', DOCUMENT_KEY: KEY }).host,
        '0.0.0.0',
      );
    });
  });

  describe('TRUST_PROXY (issue 10 item 7)', () => {
    it('takes a hop count or the proxies’ addresses and CIDRs', () => {
      assert.equal(loadConfig({ TRUST_PROXY: '1' }).trustProxy, 1);
      assert.equal(loadConfig({ TRUST_PROXY: '0' }).trustProxy, false);
      assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy, [
        '10.0.0.1',
        '10.1.0.0/16',
        '::1',
      ]);
    });

    it('refuses "trust everyone" and anything that is not an address', () => {
      refused({ TRUST_PROXY: 'true' }, /trusting every sender would let any client choose its own address/);
      refused({ TRUST_PROXY: '*' }, /TRUST_PROXY must list the proxies/);
      refused({ TRUST_PROXY: '10.0.0.1,proxy.internal' }, /not "proxy\.internal"/);
      refused({ TRUST_PROXY: '10.0.0.0/33' }, /not "10\.0\.0\.0\/33"/);
      refused({ TRUST_PROXY: '0.0.0.0/0' }, /trusting every sender/);
    });
  });
});

const startServer = (env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { PATH: process.env.PATH, DATA_DIR: 'memory://', ...env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not stop on a bad configuration:\n${stderr}`));
    }, 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });

describe('start-up with a wrong configuration', () => {
  for (const [env, expected] of [
    [{ PORT: 'eighty' }, 'Invalid configuration: PORT must be a whole number (got "eighty")'],
    [
      { NODE_ENV: 'staging' },
      'Invalid configuration: NODE_ENV must be development, production or test (got "staging")',
    ],
    [{ DATABASE_URL: PG }, 'Invalid configuration: DOCUMENT_KEY is required with DATABASE_URL'],
  ] as const) {
    it(`stops with one line for ${JSON.stringify(env)}`, async () => {
      const { code, stderr } = await startServer(env);
      assert.equal(code, 1);
      const lines = stderr.trim().split('\n');
      assert.equal(lines.length, 1, `expected one line, got:\n${stderr}`);
      assert.ok(lines[0]?.startsWith(expected), lines[0]);
    });
  }
});
