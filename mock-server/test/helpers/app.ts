/**
 * Builds the real app on a fresh test database and talks to it through `inject`, the way a browser would:
 * the anti-forgery cookie and header are sent on every call, a bearer token when given.
 */
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/database';
import type { App } from '../../src/types';
import { createTestDatabase } from './database';

export const TEST_XSRF = 'test-xsrf-token';

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  api: ApiClient;
  close(): Promise<void>;
}

export const testConfig = (overrides: Partial<Config> = {}): Config =>
  loadConfig(
    {},
    {
      dataDir: 'memory://',
      databaseUrl: undefined,
      smtpUrl: undefined,
      production: false,
      seedDemo: false,
      rateLimits: false,
      scheduleJobs: false,
      pricesUrl: undefined,
      newsUrl: undefined,
      documentKey: 'a'.repeat(64),
      ...overrides,
    },
  );

/** A new app on a new database. `database` lets several apps share one (multi-instance tests). */
export const createTestApp = async (
  overrides: Partial<Config> = {},
  database?: DatabaseHandle,
): Promise<TestContext> => {
  const handle = database ?? (await createTestDatabase());
  const app = await buildApp({ config: testConfig(overrides), database: handle });
  await app.ready();
  return {
    app,
    database: handle,
    api: new ApiClient(app),
    close: async () => {
      await app.close();
      // buildApp's database plugin closed the handle with the app; dropping a PostgreSQL test database is
      // the handle's own close, which is safe to call again.
      if (!database) await handle.close().catch(() => undefined);
    },
  };
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  /** Raw payload with its content type (multipart). */
  payload?: Buffer | string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** Leave out the anti-forgery cookie and header (to test the check itself). */
  noXsrf?: boolean;
}

export class ApiClient {
  constructor(private readonly app: App) {}

  call(method: Method, url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const cookies: Record<string, string> = {};
    if (!options.noXsrf) {
      cookies['XSRF-TOKEN'] = TEST_XSRF;
      headers['x-xsrf-token'] = TEST_XSRF;
    }
    return this.app.inject({
      method,
      url: url.startsWith('/') ? url : `/api/${url}`,
      headers,
      cookies,
      ...(options.query ? { query: options.query } : {}),
      ...(options.payload !== undefined
        ? { payload: options.payload }
        : options.body !== undefined
          ? { payload: options.body as Record<string, unknown> }
          : {}),
    });
  }

  get(url: string, options?: CallOptions) {
    return this.call('GET', url, options);
  }
  post(url: string, body?: unknown, options?: CallOptions) {
    return this.call('POST', url, { ...options, body });
  }
  delete(url: string, options?: CallOptions) {
    return this.call('DELETE', url, options);
  }
}
