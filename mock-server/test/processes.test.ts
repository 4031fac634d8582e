/**
 * The server as a process: a database it cannot reach stops start-up within 15 s with one line, and the
 * embedded database folder is opened by one process at a time (`npm run accrue` beside the running server
 * is refused, and works once the server is gone).
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  closedPort,
  runScript,
  type ServerProcess,
  silentServer,
  startServer,
} from './helpers/server-process';

const START_UP_LIMIT_MS = 15_000;

const assertOneLineFailure = (result: { code: number | null; stderr: string }, reason: RegExp) => {
  assert.equal(result.code, 1);
  const lines = result.stderr.trim().split('\n');
  assert.equal(lines.length, 1, `one line, got:\n${result.stderr}`);
  assert.match(lines[0] ?? '', reason);
  assert.doesNotMatch(result.stderr, /\n\s+at /, 'no stack trace');
  // The line says how long start-up tried (loading the code itself takes longer on a loaded test machine).
  const seconds = Number(/\(after ([\d.]+) s\)$/.exec(lines[0] ?? '')?.[1]);
  assert.ok(seconds * 1000 < START_UP_LIMIT_MS, `gave up after ${seconds} s`);
};

describe('start-up against a database it cannot reach', () => {
  it('stops within 15 s with one line when nothing listens at the address', async () => {
    const port = await closedPort();
    const result = await runScript('src/server.ts', {
      DATABASE_URL: `postgres://vestora:secret@127.0.0.1:${port}/prod`,
    });
    assertOneLineFailure(
      result,
      new RegExp(
        `^Cannot start: PostgreSQL at 127\\.0\\.0\\.1:${port}/prod cannot be reached: .*ECONNREFUSED`,
      ),
    );
    assert.doesNotMatch(result.stderr, /secret/, 'the password is not printed');
  });

  it('stops within 15 s with one line when the server accepts and never answers', async () => {
    const hanging = await silentServer();
    try {
      const result = await runScript('src/server.ts', {
        DATABASE_URL: `postgres://vestora@127.0.0.1:${hanging.port}/prod`,
      });
      assertOneLineFailure(result, /^Cannot start: PostgreSQL at .* cannot be reached: .*timeout/i);
    } finally {
      hanging.close();
    }
  });
});

describe('one process per embedded database folder', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vestora-lock-'));
  });
  after(async () => {
    await server?.stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses `npm run accrue` while the server holds the folder, and runs it once the server is gone', async () => {
    server = await startServer({ DATA_DIR: dataDir });
    const refused = await runScript('src/jobs/accrue-cli.ts', { DATA_DIR: dataDir });
    assert.equal(refused.code, 1);
    assert.match(
      refused.stderr,
      new RegExp(
        `The embedded database in ${dataDir} is in use by another process \\(pid ${server.child.pid}`,
      ),
    );
    // The server was not disturbed.
    const health = await fetch(`${server.origin}/api/health`);
    assert.equal(health.status, 200);

    await server.stop('SIGTERM');
    const accrued = await runScript('src/jobs/accrue-cli.ts', { DATA_DIR: dataDir });
    assert.equal(accrued.code, 0, accrued.stderr);
    assert.match(accrued.stdout, /Accrued through \d{4}-\d{2}-\d{2} \(pglite\)/);
  });

  it('takes over the folder of a process that was killed', async () => {
    server = await startServer({ DATA_DIR: dataDir });
    await server.stop('SIGKILL');
    server = await startServer({ DATA_DIR: dataDir });
    assert.equal((await fetch(`${server.origin}/api/health`)).status, 200);
    await server.stop('SIGTERM');
  });
});
