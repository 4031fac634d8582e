import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Config {
  port: number;
  host: string;
  /** Embedded PGlite data folder, used when `databaseUrl` is not set. `memory://` keeps it in memory (tests). */
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  production: boolean;
  /** 32-byte key (hex or base64) for identity documents; generated once into dataDir when absent. */
  documentKey: string | undefined;
  pricesUrl: string | undefined;
  newsUrl: string | undefined;
  providerTimeoutMs: number;
  /** How long fetched prices and news are served from memory before the provider is asked again. */
  pricesCacheMs: number;
  newsCacheMs: number;
  seedDemo: boolean;
  tokenTtlHours: number;
  /** Public origin used in e-mails and links. */
  publicUrl: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits). */
  trustProxy: boolean;
  /** Turn off request rate limits (benchmarks, and the browser suite's many sign-ins from one address). */
  rateLimits: boolean;
  /** Run the accrual and retention jobs on a timer inside the server. */
  scheduleJobs: boolean;
}

export const loadConfig = (
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config => ({
  port: Number(env.PORT ?? 4000),
  host: env.HOST ?? '127.0.0.1',
  dataDir: env.DATA_DIR ?? path.join(repoRoot, '.data'),
  databaseUrl: env.DATABASE_URL || undefined,
  smtpUrl: env.SMTP_URL || undefined,
  mailFrom: env.MAIL_FROM ?? 'Vestora <no-reply@vestora.example>',
  production: env.NODE_ENV === 'production',
  documentKey: env.DOCUMENT_KEY || undefined,
  pricesUrl: env.PRICES_URL || undefined,
  newsUrl: env.NEWS_URL || undefined,
  providerTimeoutMs: Number(env.PROVIDER_TIMEOUT_MS ?? 3000),
  pricesCacheMs: Number(env.PRICES_CACHE_MS ?? 60_000),
  newsCacheMs: Number(env.NEWS_CACHE_MS ?? 600_000),
  seedDemo: env.SEED_DEMO !== '0',
  tokenTtlHours: Number(env.TOKEN_TTL_HOURS ?? 12),
  publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 4000}`,
  trustProxy: env.TRUST_PROXY === '1',
  rateLimits: env.RATE_LIMITS !== '0',
  scheduleJobs: env.SCHEDULE_JOBS !== '0',
  ...overrides,
});

export { repoRoot };
