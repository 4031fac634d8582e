/**
 * `npm start`: builds the front-end apps that are missing or stale, then serves the whole platform from one
 * process on one port (PORT, default 3000): the API under /api, the shell at /, each remote under
 * /remotes/<name>/ as if on its own CDN, with demo data on the embedded database.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApps } from './build-apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildApps();

const server = spawn('npx', ['tsx', 'mock-server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { PORT: '3000', LOG_LEVEL: 'warn', ...process.env, SERVE_APPS: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
