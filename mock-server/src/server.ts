/** Starts the API (and, with SERVE_APPS=1, the built front end) and closes it gracefully on SIGTERM/SIGINT. */
import { buildApp } from './app';
import { loadConfigOrExit, repoRoot } from './config';
import { startupFailure } from './startup-failure';

const config = loadConfigOrExit();
const serveApps = config.serveApps;
const started = performance.now();
const app = await buildApp({
  config,
  logger: { level: config.logLevel },
  ...(serveApps ? { appsRoot: repoRoot } : {}),
  ...(config.remotesFile ? { remotesFile: config.remotesFile } : {}),
}).catch((error: unknown) => {
  // One line saying what is wrong, not a stack trace: the database cannot be reached, the embedded one is
  // in use, a migration was changed or failed.
  console.error(
    `${startupFailure(error, config)} (after ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  process.exit(1);
});

const close = async (signal: string) => {
  app.log.info({ signal }, 'closing');
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'close failed');
    process.exit(1);
  }
};
process.once('SIGTERM', () => void close('SIGTERM'));
process.once('SIGINT', () => void close('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
console.log(
  serveApps
    ? `Vestora is running at ${url} (API at ${url}/api, docs at ${url}/api/docs)`
    : `Vestora API listening at ${url}/api (docs at ${url}/api/docs)`,
);
