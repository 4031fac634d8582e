/**
 * The plugin tree of the API (fastify/demo layout): cross-cutting plugins first, then one module per area
 * under /api. `server.ts` starts it; tests build it and call `inject`.
 */
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createDatabase, type DatabaseHandle } from './db/database';
import { migrate } from './db/migrate';
import { fastifyTrustProxy } from './env/trust-proxy';
import { runRetention } from './jobs/retention';
import { scheduleJobs } from './jobs/scheduler';
import addressRoutes from './modules/addresses/routes';
import adjustmentsRoutes from './modules/adjustments/routes';
import auditRoutes from './modules/audit/routes';
import authRoutes from './modules/auth/routes';
import healthRoutes from './modules/health/routes';
import { loadDocumentKey } from './modules/identity/document-key';
import identityRoutes from './modules/identity/routes';
import { sealPlaintextSsns } from './modules/identity/ssn';
import mailRoutes from './modules/mail/routes';
import marketRoutes from './modules/market/routes';
import plansRoutes from './modules/plans/routes';
import publicRoutes from './modules/public/routes';
import roleRequestsRoutes from './modules/role-requests/routes';
import seoRoutes from './modules/seo/routes';
import transactionsRoutes from './modules/transactions/routes';
import userPlansRoutes from './modules/user-plans/routes';
import usersRoutes from './modules/users/routes';
import auth from './plugins/auth';
import { clientErrorHandler } from './plugins/client-errors';
import database from './plugins/database';
import errorHandler, { frameworkErrors } from './plugins/error-handler';
import inputText from './plugins/input-text';
import mail from './plugins/mail';
import openapi from './plugins/openapi';
import publicCache from './plugins/public-cache';
import rateLimits from './plugins/rate-limit';
import redis from './plugins/redis';
import routeCatalog from './plugins/route-catalog';
import security from './plugins/security';
import staticApps from './plugins/static-apps';
import { seedDemo } from './seed/demo';
import type { App } from './types';

/** Largest upload of any kind (identity documents); per-kind limits are checked by the routes. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface BuildOptions {
  config: Config;
  /** An already open database (tests share one across apps); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built front end too (`npm start`): the repo root holding shell/dist and remote-* /dist. */
  appsRoot?: string;
  remotesFile?: string;
}

export const buildApp = async (options: BuildOptions): Promise<App> => {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Ids in paths are digits; anything longer than this is not a real route.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
    // Answered in the platform's error shape by the error-handler plugin instead.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const handle =
    options.database ??
    createDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      connectTimeoutMs: config.dbConnectTimeoutMs,
      statementTimeoutMs: config.dbStatementTimeoutMs,
    });
  if (!options.database) {
    try {
      await migrate(handle);
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
  }
  // The key of the identity documents and the ssn; numbers stored in plaintext before migration 027 are
  // sealed with it now, before the first request (ssn.ts says why here).
  let documentKey: Buffer;
  try {
    documentKey = await loadDocumentKey(config);
    const sealed = await sealPlaintextSsns(handle.db, documentKey);
    if (sealed > 0) app.log.info({ sealed }, 'national ID numbers stored in plaintext were encrypted');
  } catch (error) {
    if (!options.database) await handle.close().catch(() => undefined);
    throw error;
  }
  if (config.seedDemo && (await seedDemo(handle.db))) {
    app.log.info('demo data seeded: sign in as admin, auditor or investor (passwords in the README)');
  }
  await app.register(database, { handle });
  // First, so it sees every route registered after it (the authorization and fuzz tests walk it).
  await app.register(routeCatalog);
  await app.register(errorHandler);
  await app.register(inputText);
  await app.register(security, { secureCookies: config.production });
  await app.register(redis, { url: config.redisUrl, prefix: config.redisPrefix });
  // Before the routes: it wires the routes that declare `publicCache` as they are registered.
  await app.register(publicCache);
  await app.register(rateLimits, { enabled: config.rateLimits, redis: app.redis });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 10, fieldSize: 10_000, parts: 12 },
  });
  await app.register(auth);
  await app.register(mail, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    smtpTimeoutMs: config.smtpTimeoutMs,
  });
  await app.register(openapi);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(auditRoutes);
      await api.register(authRoutes, { config, documentKey });
      await api.register(mailRoutes, { config });
      await api.register(usersRoutes, { documentKey });
      await api.register(roleRequestsRoutes);
      await api.register(identityRoutes, { documentKey });
      await api.register(plansRoutes);
      await api.register(transactionsRoutes);
      await api.register(userPlansRoutes);
      await api.register(adjustmentsRoutes);
      await api.register(addressRoutes);
      await api.register(marketRoutes, { config });
      await api.register(publicRoutes);
    },
    { prefix: '/api' },
  );
  // At the root, where crawlers look for them; the front end's history fallback never answers these two.
  await app.register(seoRoutes, { config });
  // The hourly accrual and the daily retention on timers; tests leave it off.
  if (config.scheduleJobs) scheduleJobs(app, [{ name: 'retention', run: runRetention }]);

  if (options.appsRoot) {
    await app.register(staticApps, {
      appsRoot: options.appsRoot,
      serveSourceMaps: !config.production,
      serverRender: config.serverRender,
      ...(options.remotesFile ? { remotesFile: options.remotesFile } : {}),
    });
  }
  return app;
};
