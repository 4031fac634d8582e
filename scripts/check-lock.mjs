/**
 * package-lock.json installs on every platform: each optional dependency of a locked package (the native
 * binaries of rspack, swc, sharp, biome… for other systems) has its own entry in the lock. npm writes a
 * lock without them when it was made on one platform from a lock that already lacked them, and `npm ci` on
 * another system then fails, or `npm install` rewrites the lock. Run by `npm run lint`.
 *
 * To repair: delete the entries of the package that declares the missing binaries (and of its parent) from
 * package-lock.json and run `npm install`: npm then records every platform's binary again.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const packages = lock.packages ?? {};

/** Where Node would find `name` from the package at `location`: its own node_modules, then each parent's. */
const resolves = (location, name) => {
  let base = location;
  for (;;) {
    if (`${base ? `${base}/` : ''}node_modules/${name}` in packages) return true;
    if (!base) return false;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
};

const missing = [];
for (const [location, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolves(location, name)) missing.push(`${location || '(root)'} → ${name}`);
  }
}

if (missing.length > 0) {
  console.error(
    `package-lock.json lacks ${missing.length} optional dependencies (other platforms' binaries):`,
  );
  for (const line of missing) console.error(`  ${line}`);
  console.error(
    'Delete the entries of the package declaring them (and its parent) from package-lock.json, run npm install.',
  );
  process.exit(1);
}
console.log(
  `lock: every optional dependency of the ${Object.keys(packages).length} locked packages is locked too.`,
);
