/**
 * Every installed package runs on the oldest Node the root `engines.node` accepts: walks node_modules (the
 * root's and each workspace's, nested ones included) and reports each package whose own `engines.node`
 * range excludes that version (kysely 0.29, cookie 2 and content-disposition 3 once required Node 22 while
 * `engines` said ">=20"). Workspaces that declare `engines.node` must accept it too. Run by `npm run lint`.
 *
 * `node scripts/check-engines.mjs` exits 1 and lists the offenders, or prints one line and exits 0.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const rootPackage = readJson(path.join(root, 'package.json'));
const declared = rootPackage.engines?.node;
const oldest = declared ? semver.minVersion(declared) : null;
if (!oldest) {
  console.error('package.json must state the Node versions it runs on in engines.node (e.g. ">=20.19.0").');
  process.exit(1);
}

const problems = [];

const accepts = (range) => semver.satisfies(oldest, range, { includePrerelease: true });

/** Each package folder below a node_modules folder (scoped ones included), then its own node_modules. */
const walk = (modulesDir, seen) => {
  if (!existsSync(modulesDir)) return;
  for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const folder = path.join(modulesDir, entry.name);
    if (entry.name.startsWith('@')) {
      walk(folder, seen);
      continue;
    }
    // Workspaces are linked into node_modules: they are checked as workspaces, below.
    if (entry.isSymbolicLink() || !entry.isDirectory()) continue;
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest) && !seen.has(folder)) {
      seen.add(folder);
      const { name, version, engines } = readJson(manifest);
      const range = engines?.node;
      if (typeof range === 'string' && !accepts(range)) {
        problems.push(`${name}@${version} needs Node ${range} (${path.relative(root, folder)})`);
      }
    }
    walk(path.join(folder, 'node_modules'), seen);
  }
};

const seen = new Set();
walk(path.join(root, 'node_modules'), seen);
for (const workspace of rootPackage.workspaces ?? []) {
  const dir = path.join(root, workspace);
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) continue;
  const range = readJson(manifest).engines?.node;
  if (typeof range === 'string' && !accepts(range)) {
    problems.push(`workspace ${workspace} declares engines.node ${range}, which excludes ${oldest}`);
  }
  walk(path.join(dir, 'node_modules'), seen);
}

if (problems.length > 0) {
  console.error(
    `engines: package.json says Node ${declared}, but ${problems.length} installed package(s) exclude Node ${oldest}:`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(
    'Choose versions that run on it (pin or override them), or raise engines.node and the machines.',
  );
  process.exit(1);
}
console.log(`engines: all ${seen.size} installed packages run on Node ${oldest} (engines.node ${declared}).`);
