/**
 * Decisions §3, the first admin: `npm run create-admin -- --username … --email …` creates an admin on the
 * configured database, the password read from standard input (never an argument), and writes it to the
 * audit log. Run as the operator would (a separate process on the database the server then opens), and the
 * new admin signs in through the API.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import type { App } from '../src/types';
import { ApiClient, testConfig } from './helpers/app';
import { createTestDatabase } from './helpers/database';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '..');
const PASSWORD = 'Operat0r#2026';

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command with `input` on its standard input and the database settings in `env`. */
const run = (command: string, args: string[], cwd: string, env: Record<string, string>, input: string) =>
  new Promise<Outcome>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });

const createAdminCommand = (env: Record<string, string>, args: string[], input: string) =>
  run(process.execPath, ['--import', 'tsx', 'src/commands/create-admin.ts', ...args], serverDir, env, input);

describe('npm run create-admin', () => {
  /** Where the command and the server find the database, as environment variables. */
  let env: Record<string, string>;
  let openDatabase: () => Promise<DatabaseHandle>;
  let cleanup: () => Promise<void>;
  let outcomes: Record<'argument' | 'weak' | 'created' | 'duplicate', Outcome>;
  let app: App | undefined;

  before(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const handle = await createTestDatabase();
      const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(handle.db);
      const url = new URL(serverUrl);
      url.pathname = `/${rows[0]?.name}`;
      // A database server needs the shared document key (issue 10 item 3).
      env = { DATABASE_URL: url.toString(), DOCUMENT_KEY: 'a'.repeat(64) };
      openDatabase = async () => handle;
      cleanup = () => handle.close();
    } else {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vestora-create-admin-'));
      env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      openDatabase = async () => createDatabase({ dataDir });
      cleanup = () => rm(dataDir, { recursive: true, force: true });
    }
    const account = ['--username', 'operator', '--email', 'operator@example.test'];
    // One after the other: the embedded database is one process's at a time.
    outcomes = {
      argument: await createAdminCommand(env, [...account, '--password', PASSWORD], `${PASSWORD}\n`),
      weak: await createAdminCommand(env, account, 'password\n'),
      // Through the root script, as the README tells the operator.
      created: await run(
        'npm',
        ['run', '--silent', 'create-admin', '--', ...account],
        repoRoot,
        env,
        `${PASSWORD}\n`,
      ),
      duplicate: await createAdminCommand(
        env,
        ['--username', 'OPERATOR', '--email', 'other@example.test'],
        `${PASSWORD}\n`,
      ),
    };
  });
  after(async () => {
    await app?.close();
    await cleanup();
  });

  const openApp = async () => {
    app ??= await buildApp({ config: testConfig(), database: await openDatabase() });
    await app.ready();
    return { app, api: new ApiClient(app) };
  };

  it('refuses a password given as an argument, and a weak password, creating nothing', () => {
    assert.equal(outcomes.argument.code, 1);
    assert.match(outcomes.argument.stderr, /Unknown option '--password'/);
    assert.equal(outcomes.weak.code, 1, outcomes.weak.stderr);
    assert.match(outcomes.weak.stderr, /Password/);
  });

  it('creates the admin from the password on standard input', () => {
    assert.equal(outcomes.created.code, 0, outcomes.created.stderr);
    assert.match(outcomes.created.stdout, /Administrator operator created \(user #\d+\)/);
    assert.doesNotMatch(
      outcomes.created.stdout + outcomes.created.stderr,
      new RegExp(PASSWORD.replace('#', '\\#')),
    );
  });

  it('refuses a username already taken, whatever its case', () => {
    assert.equal(outcomes.duplicate.code, 1);
    assert.match(outcomes.duplicate.stderr, /already taken/);
  });

  it('the new admin signs in and has admin powers; the creation is in the audit log', async () => {
    const { app, api } = await openApp();
    const users = await app.db.selectFrom('users').select(['id', 'username', 'role']).execute();
    assert.deepEqual(
      users.map((user) => [user.username, user.role]),
      [['operator', 'admin']],
    );
    const login = await api.post('login', { username: 'operator', password: PASSWORD });
    assert.equal(login.statusCode, 200, login.body);
    const token = login.json().access_token;
    assert.equal((await api.get('users', { token })).statusCode, 200);
    const audit = await api.get('audit-log', { token });
    const entry = audit.json().entries.find((row: { action: string }) => row.action === 'user.create_admin');
    assert.ok(entry, 'audited');
    assert.equal(entry.actor, null);
    assert.equal(entry.target_id, String(users[0]?.id));
    assert.equal(entry.payload.username, 'operator');
    assert.equal(JSON.stringify(entry.payload).includes(PASSWORD), false);
  });
});
