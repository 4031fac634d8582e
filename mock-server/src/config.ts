/**
 * Every environment variable the server reads, parsed by one schema at start-up (`loadConfig`). A wrong value
 * stops start-up with one line naming the variable and what it must be; nothing else reads process.env.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { decodeDocumentKey } from './env/document-key-text';
import { isLoopbackHost } from './env/loopback';
import { parseTrustProxy, type TrustProxy } from './env/trust-proxy';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type NodeEnv = 'development' | 'production' | 'test';
export type { TrustProxy };

export interface Config {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  /** Embedded PGlite data folder, used when `databaseUrl` is not set. `memory://` keeps it in memory (tests). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Longest wait for a database connection (or the embedded database's turn) before answering 503. */
  dbConnectTimeoutMs: number;
  /** Longest a statement may run on PostgreSQL before it is cancelled (0: no limit). */
  dbStatementTimeoutMs: number;
  smtpUrl: string | undefined;
  /** Longest an SMTP connection, greeting or reply may take before the delivery is retried later. */
  smtpTimeoutMs: number;
  mailFrom: string;
  production: boolean;
  /** 32-byte key (hex or base64) for identity documents; generated once into dataDir for the embedded default only. */
  documentKey: string | undefined;
  pricesUrl: string | undefined;
  newsUrl: string | undefined;
  providerTimeoutMs: number;
  /** How long fetched prices and news are served from memory before the provider is asked again. */
  pricesCacheMs: number;
  newsCacheMs: number;
  /** Seed the demo accounts into an empty database (embedded default outside production, or SEED_DEMO=1). */
  seedDemo: boolean;
  /** Serve GET /api/dev/outbox (reset codes!): embedded default outside production, or DEV_OUTBOX=1. */
  devOutbox: boolean;
  tokenTtlHours: number;
  /** Public origin used in e-mails and links. */
  publicUrl: string;
  /** The proxies in front of the server (addresses, CIDRs or a hop count): whose X-Forwarded-For is believed. */
  trustProxy: TrustProxy;
  /** Shared store of rate limits and the price cache across instances; unset: each process keeps its own. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key the server writes: instances of one platform share it, others differ. */
  redisPrefix: string;
  /** Turn off request rate limits (benchmarks, and the browser suite's many sign-ins from one address). */
  rateLimits: boolean;
  /** Run the accrual and retention jobs on a timer inside the server. */
  scheduleJobs: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Serve the built front end too (`npm start`). */
  serveApps: boolean;
  /** Another remotes.json to serve to the shell. */
  remotesFile: string | undefined;
  /** Render the public pages on the server when serving the apps (SSR=0 turns it off). */
  serverRender: boolean;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Unset and empty are the same: "not configured". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const integer = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${name} must be between ${min} and ${max}`);

const flag = (name: string) =>
  z.enum(['0', '1'], { error: `${name} must be 0 or 1` }).transform((value) => value === '1');

const url = (name: string, protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `${name} must be a ${protocols.map((protocol) => `${protocol}//`).join(' or ')} URL`,
  );

const SECOND = 1000;
const HOUR_MS = 3_600_000;

const envSchema = z.object({
  PORT: optional(integer('PORT', 1, 65_535)),
  HOST: optional(z.string().regex(/^[\w.:-]+$/, 'HOST must be a host name or an IP address')),
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], {
      error: 'NODE_ENV must be development, production or test',
    }),
  ),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(url('DATABASE_URL', ['postgres:', 'postgresql:'])),
  DB_CONNECT_TIMEOUT_MS: optional(integer('DB_CONNECT_TIMEOUT_MS', 100, 60 * SECOND)),
  DB_STATEMENT_TIMEOUT_MS: optional(integer('DB_STATEMENT_TIMEOUT_MS', 0, HOUR_MS)),
  SMTP_URL: optional(url('SMTP_URL', ['smtp:', 'smtps:'])),
  SMTP_TIMEOUT_MS: optional(integer('SMTP_TIMEOUT_MS', 100, 120 * SECOND)),
  MAIL_FROM: optional(z.string().max(200)),
  DOCUMENT_KEY: optional(
    z
      .string()
      .refine(
        (value) => decodeDocumentKey(value) !== null,
        'DOCUMENT_KEY must be 32 bytes, written as hex (64 characters) or base64',
      ),
  ),
  PRICES_URL: optional(url('PRICES_URL', ['http:', 'https:'])),
  NEWS_URL: optional(url('NEWS_URL', ['http:', 'https:'])),
  PROVIDER_TIMEOUT_MS: optional(integer('PROVIDER_TIMEOUT_MS', 100, 60 * SECOND)),
  PRICES_CACHE_MS: optional(integer('PRICES_CACHE_MS', 0, 24 * HOUR_MS)),
  NEWS_CACHE_MS: optional(integer('NEWS_CACHE_MS', 0, 24 * HOUR_MS)),
  SEED_DEMO: optional(flag('SEED_DEMO')),
  DEV_OUTBOX: optional(flag('DEV_OUTBOX')),
  TOKEN_TTL_HOURS: optional(integer('TOKEN_TTL_HOURS', 1, 24 * 90)),
  PUBLIC_URL: optional(url('PUBLIC_URL', ['http:', 'https:'])),
  TRUST_PROXY: optional(
    z.string().transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') {
        context.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  ),
  REDIS_URL: optional(url('REDIS_URL', ['redis:', 'rediss:'])),
  REDIS_PREFIX: optional(
    z.string().regex(/^[\w.:-]{1,64}$/, 'REDIS_PREFIX must be 1 to 64 letters, digits or . _ : -'),
  ),
  RATE_LIMITS: optional(flag('RATE_LIMITS')),
  SCHEDULE_JOBS: optional(flag('SCHEDULE_JOBS')),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent',
    }),
  ),
  SERVE_APPS: optional(flag('SERVE_APPS')),
  REMOTES_FILE: optional(z.string()),
  SSR: optional(flag('SSR')),
});

type Env = z.infer<typeof envSchema>;

/**
 * Where prices come from when PRICES_URL is unset: CoinGecko's public simple-price endpoint, in the spec's
 * shape, for the five coins the platform takes, so a machine with internet shows real prices without
 * set-up. Not under NODE_ENV=test: tests use a local fake provider and never reach the internet.
 */
export const DEFAULT_PRICES_URL =
  'https://api.coingecko.com/api/v3/simple/price?ids=bitcoin,ethereum,tether,ripple,solana&vs_currencies=usd&include_24hr_change=true';

type Derived = 'seedDemo' | 'devOutbox';

const fromEnv = (env: Env): Omit<Config, Derived> => {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const port = env.PORT ?? 4000;
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    nodeEnv,
    dataDir: env.DATA_DIR ?? path.join(repoRoot, '.data'),
    databaseUrl: env.DATABASE_URL,
    dbConnectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS ?? 5 * SECOND,
    dbStatementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS ?? 15 * SECOND,
    smtpUrl: env.SMTP_URL,
    smtpTimeoutMs: env.SMTP_TIMEOUT_MS ?? 10 * SECOND,
    mailFrom: env.MAIL_FROM ?? 'Vestora <no-reply@vestora.example>',
    production: nodeEnv === 'production',
    documentKey: env.DOCUMENT_KEY,
    pricesUrl: env.PRICES_URL ?? (nodeEnv === 'test' ? undefined : DEFAULT_PRICES_URL),
    newsUrl: env.NEWS_URL,
    providerTimeoutMs: env.PROVIDER_TIMEOUT_MS ?? 3000,
    pricesCacheMs: env.PRICES_CACHE_MS ?? 60_000,
    newsCacheMs: env.NEWS_CACHE_MS ?? 600_000,
    tokenTtlHours: env.TOKEN_TTL_HOURS ?? 12,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    trustProxy: env.TRUST_PROXY ?? false,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX ?? 'vestora:',
    rateLimits: env.RATE_LIMITS ?? true,
    scheduleJobs: env.SCHEDULE_JOBS ?? true,
    logLevel: env.LOG_LEVEL ?? 'info',
    serveApps: env.SERVE_APPS ?? false,
    remotesFile: env.REMOTES_FILE,
    serverRender: env.SSR ?? true,
  };
};

/**
 * The conveniences that are safe only on a developer's machine: on by default with the embedded database
 * outside production (the outbox also only without SMTP), otherwise only when asked for explicitly.
 */
const withDerived = (base: Omit<Config, Derived>, explicit: Partial<Pick<Config, Derived>>): Config => {
  const laptop = !base.databaseUrl && !base.production;
  return {
    ...base,
    seedDemo: explicit.seedDemo ?? laptop,
    devOutbox: explicit.devOutbox ?? (laptop && !base.smtpUrl),
  };
};

/** Rules between variables: unsafe combinations refuse to start instead of running quietly insecure. */
const combinationProblem = (config: Config): string | null => {
  if (!config.documentKey && (config.databaseUrl || config.production)) {
    return 'DOCUMENT_KEY is required with DATABASE_URL or NODE_ENV=production (every instance must share one key; generate one with `openssl rand -hex 32`)';
  }
  if (config.production && config.devOutbox) {
    return 'DEV_OUTBOX=1 is not allowed with NODE_ENV=production (the dev outbox shows password-reset codes)';
  }
  if (config.production && config.seedDemo) {
    return 'SEED_DEMO=1 is not allowed with NODE_ENV=production (the demo accounts have published passwords)';
  }
  if (config.devOutbox && !isLoopbackHost(config.host)) {
    return `HOST=${config.host} is not a loopback address while the dev outbox is on (it shows password-reset codes to anyone who can reach it): set DEV_OUTBOX=0, SMTP_URL or NODE_ENV=production`;
  }
  return null;
};

/** The variable and the first thing wrong with it, on one line. */
const describeIssues = (error: z.ZodError, env: NodeJS.ProcessEnv): string =>
  error.issues
    .map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const message = issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
      const value = env[name];
      // Values that may hold a password or a key are never echoed.
      return value === undefined || SECRET.test(name) ? message : `${message} (got ${JSON.stringify(value)})`;
    })
    .join('; ');

const SECRET = /KEY|URL|PASSWORD|SECRET/;

/**
 * The configuration from the environment (`overrides` win: tests and the bench set fields directly).
 * Throws a ConfigError whose message is one line fit for the operator.
 */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration: ${describeIssues(parsed.error, env)}`);
  }
  const { seedDemo, devOutbox, ...rest } = overrides;
  const config = withDerived(
    { ...fromEnv(parsed.data), ...rest },
    { seedDemo: seedDemo ?? parsed.data.SEED_DEMO, devOutbox: devOutbox ?? parsed.data.DEV_OUTBOX },
  );
  const problem = combinationProblem(config);
  if (problem) throw new ConfigError(`Invalid configuration: ${problem}`);
  return config;
};

/** For entry points: the configuration, or one line on stderr and exit code 1. */
export const loadConfigOrExit = (env: NodeJS.ProcessEnv = process.env): Config => {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
};

export { repoRoot };
