/**
 * Starts the real platform for one test file, the way `npm start` serves it: the API under /api, the shell
 * at /, each remote under /remotes/<name>/, on a free port, with a fresh embedded database (so the demo
 * seed runs) and no background jobs. `stop()` sends SIGTERM and requires a graceful exit.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startFakePrices } from './fake-prices.ts';
import { repoRoot } from './paths.ts';

const HEALTH_TIMEOUT_MS = 90_000;
const CLOSE_TIMEOUT_MS = 15_000;
/** The last output kept for failure messages. */
const LOG_TAIL_CHARS = 8_000;

export interface Platform {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** The server's recent stdout and stderr (for failure messages). */
  logs: () => string;
  /** SIGTERM, then waits for the exit; rejects unless the server closed by itself with code 0. */
  stop: () => Promise<void>;
}

export interface PlatformOptions {
  /** A remotes.json to serve instead of the shell's own (env REMOTES_FILE). */
  remotesFile?: string;
  /** More environment for the server (e.g. `NEWS_URL` and `PRICES_URL` of a local fake provider). */
  env?: Record<string, string>;
  /**
   * The embedded database's folder to use (env DATA_DIR), kept when the platform stops, so that a test can
   * run a command on it (`accrue`) and start the platform again on the same data. Default: a fresh one,
   * removed on stop.
   */
  dataDir?: string;
  /** How long the server may take to answer /api/health (default 90 s; the demo seed is slow on a busy machine). */
  healthTimeoutMs?: number;
}

type BuildAppsModule = { buildApps: (options?: { force?: boolean }) => void };

let appsChecked = false;

/** Builds the apps that are missing or stale (usually none: `npm test` builds them first). */
export const ensureAppsBuilt = async (): Promise<void> => {
  if (appsChecked) return;
  const script = pathToFileURL(path.join(repoRoot, 'scripts', 'build-apps.mjs')).href;
  const { buildApps } = (await import(script)) as BuildAppsModule;
  buildApps();
  appsChecked = true;
};

/** A port nobody listens on right now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not read the probe port'));
      });
    });
  });

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const exitOf = (child: ChildProcess): Promise<Exit> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
      return;
    }
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });

export const startPlatform = async (options: PlatformOptions = {}): Promise<Platform> => {
  await ensureAppsBuilt();
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'vestora-e2e-data-'));
  const url = `http://127.0.0.1:${port}`;
  // Prices from a local fake, never the public API the server defaults to.
  const prices = await startFakePrices();

  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-LOG_TAIL_CHARS);
  };

  // `node --import tsx` is `npx tsx` without the two wrapper processes in between, so SIGTERM reaches
  // the server itself and its exit code is the server's own.
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_APPS: '1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      SCHEDULE_JOBS: '0',
      PUBLIC_URL: url,
      REMOTES_FILE: options.remotesFile ?? '',
      PRICES_URL: prices.url,
      ...options.env,
    },
  });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = exitOf(child);
  const logs = () => output;

  const cleanUp = () => {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    void prices.close();
  };

  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) {
      cleanUp();
      throw new Error(`The platform had already exited (code ${child.exitCode}).\n${logs()}`);
    }
    child.kill('SIGTERM');
    const result = await Promise.race([exited, delay(CLOSE_TIMEOUT_MS).then(() => null)]);
    if (result === null) {
      child.kill('SIGKILL');
      await exited;
      cleanUp();
      throw new Error(`The platform did not close within ${CLOSE_TIMEOUT_MS} ms of SIGTERM.\n${logs()}`);
    }
    cleanUp();
    if (result.code !== 0) {
      throw new Error(
        `The platform did not close gracefully (code ${result.code}, signal ${result.signal}).\n${logs()}`,
      );
    }
  };

  const healthTimeoutMs = options.healthTimeoutMs ?? HEALTH_TIMEOUT_MS;
  const deadline = Date.now() + healthTimeoutMs;
  const startup: { exit: Exit | null } = { exit: null };
  void exited.then((exit) => {
    startup.exit = exit;
  });
  while (Date.now() < deadline) {
    if (startup.exit) {
      cleanUp();
      throw new Error(`The platform exited while starting (code ${startup.exit.code}).\n${logs()}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, port, logs, stop };
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
  child.kill('SIGKILL');
  await exited;
  cleanUp();
  throw new Error(`The platform did not answer /api/health within ${healthTimeoutMs} ms.\n${logs()}`);
};
