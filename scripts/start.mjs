/**
 * `npm start`: builds the front-end apps that are missing or stale, then serves the whole platform from one
 * process on one port (PORT, default 3000): the API under /api, the shell at /, each remote under
 * /remotes/<name>/ as if on its own CDN, with demo data on the embedded database.
 * START_SKIP_BUILD=1 serves whatever is built without looking (the start-script test; a deploy that built).
 *
 * The server is this script's direct child (node with the tsx loader, no `npx` in between, which did not
 * pass signals on): SIGTERM or SIGINT to this script is passed to the server, which closes gracefully, and
 * this script ends with the server's exit code.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApps } from './build-apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (process.env.START_SKIP_BUILD !== '1') buildApps();

const server = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { PORT: '3000', LOG_LEVEL: 'warn', ...process.env, SERVE_APPS: '1' },
  // Its own process group: Ctrl-C in a terminal reaches this script only, which passes it on once (the
  // server takes a second signal as "stop now", so it must not get the terminal's copy as well).
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  // Killed by a signal it did not handle: exit as a shell reports it (128 + the signal's number).
  process.exit(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 1));
});
