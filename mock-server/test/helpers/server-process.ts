/**
 * The real server (`src/server.ts`) or another command in a child process, as an operator runs them: for
 * what `inject` cannot show (start-up failures, two processes on one database, SIGKILL).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every variable a test server needs, whatever the machine's environment holds. */
const baseEnv = (env: Record<string, string>): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEED_DEMO: '0',
  SCHEDULE_JOBS: '0',
  DOCUMENT_KEY: 'b'.repeat(64),
  ...env,
});

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs a TypeScript entry point of the server package to its end. */
export const runScript = async (script: string, env: Record<string, string>, args: string[] = []) => {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: serverRoot,
    env: baseEnv({ PORT: String(await closedPort()), ...env }),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr, ms: performance.now() - started } satisfies RunResult;
};

export interface ServerProcess {
  /** http://127.0.0.1:port */
  origin: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM (graceful) or SIGKILL; resolves when the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export const startServer = async (
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: baseEnv(env),
  });
  let output = '';
  const exited = once(child, 'exit');
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at (http:\/\/[^\s/]+)\/api/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(([code]) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
  return {
    origin,
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
};

/** A port nothing listens on (taken from the system, then freed). */
export const closedPort = async (): Promise<number> => {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
};

/** Accepts TCP connections and never says a word (a database or SMTP server that hangs). */
export const silentServer = async () => {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => sockets.size,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
};
