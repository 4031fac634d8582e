/**
 * `npm run dev`: the API (port 4000, restarts on change) and an Rspack dev server with hot reload for the
 * shell (3000) and each remote of build/apps.ts (3001-3003). The shell's dev remotes.json points at the
 * dev servers; /api is proxied to the API.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildableApps } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const processes = [
  { name: 'api', cwd: 'mock-server', args: ['tsx', 'watch', 'src/server.ts'], env: { PORT: '4000' } },
  ...buildableApps.map((app) => ({
    name: app,
    cwd: app,
    args: ['rspack', 'serve'],
    env: { NODE_ENV: 'development' },
  })),
];

const children = processes.map(({ name, cwd, args, env }) => {
  const child = spawn('npx', args, { cwd: path.join(root, cwd), env: { ...process.env, ...env } });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => console.log(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  child.on('exit', (code) => console.log(`[${name}] exited with ${code}`));
  return child;
});
console.log('Vestora dev: http://localhost:3000 (API http://localhost:4000/api)');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
