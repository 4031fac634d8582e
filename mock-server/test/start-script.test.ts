/**
 * `npm start` (scripts/start.mjs) ends with its server: a signal to the script reaches the server, which
 * closes gracefully, and nothing is left listening. START_SKIP_BUILD=1 keeps the front-end build out of it.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { closedPort } from './helpers/server-process';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const childrenOf = (pid: number): number[] =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);

const portAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('npm start', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`passes ${signal} to the server, which closes, and ends with its exit code`, async () => {
      const port = await closedPort();
      const start = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: 'test',
          START_SKIP_BUILD: '1',
          HOST: '127.0.0.1',
          PORT: String(port),
          LOG_LEVEL: 'info',
          DATA_DIR: 'memory://',
          SEED_DEMO: '0',
          SCHEDULE_JOBS: '0',
          DOCUMENT_KEY: 'c'.repeat(64),
        },
      });
      const exited = once(start, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not running in time:\n${output}`)), 60_000);
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Vestora is running at')) {
            clearTimeout(timer);
            resolve();
          }
        };
        start.stdout.on('data', onData);
        start.stderr.on('data', onData);
        void exited.then(() => reject(new Error(`start script ended early:\n${output}`)));
      });
      assert.equal(await portAnswers(port), true);
      const [server] = childrenOf(start.pid ?? 0);
      assert.ok(server, 'the server is a direct child of the start script');

      start.kill(signal);
      const [code] = await exited;
      assert.equal(code, 0, output);
      assert.match(output, new RegExp(`"signal":"${signal}".*"msg":"closing"`));
      assert.equal(isAlive(server), false, 'the server process is gone');
      assert.equal(await portAnswers(port), false, 'the port is free');
    });
  }
});
