/**
 * Build outputs the federation tests look at: a remote built elsewhere (also from another checkout whose
 * kit differs), fingerprints of a dist folder.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { sharedPackages } from '../../build/apps.ts';
import { repoRoot } from './paths.ts';

/**
 * Builds one app (production) into `outputPath` instead of its dist/ (a second deployment of it), from
 * this repository or from another checkout (`root`).
 */
export const buildAppInto = (workspace: string, outputPath: string, root: string = repoRoot): void => {
  const result = spawnSync('npx', ['rspack', 'build', '--output-path', outputPath], {
    cwd: path.join(root, workspace),
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(`${workspace} did not build into ${outputPath}:\n${result.stderr}\n${result.stdout}`);
  }
};

/**
 * Another checkout of the front end as a remote's team would have it: the remote, the shared packages and
 * build/ copied into `root`, the installed dependencies linked from this one (except the workspace
 * packages, which point at the copies). The test then edits the copied kit and builds the remote there.
 */
export const checkoutFor = (workspace: string, root: string): void => {
  const copied = [workspace, ...sharedPackages, 'build'];
  for (const folder of copied) {
    cpSync(path.join(repoRoot, folder), path.join(root, folder), {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
    });
  }
  for (const file of ['package.json', 'tsconfig.base.json']) {
    cpSync(path.join(repoRoot, file), path.join(root, file));
  }
  const modules = path.join(root, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(repoRoot, 'node_modules'))) {
    const own = copied.includes(entry);
    symlinkSync(
      own ? path.join(root, entry) : path.join(repoRoot, 'node_modules', entry),
      path.join(modules, entry),
    );
  }
};

/** Every file below `dir` (relative path → sha256), to tell whether a build output changed. */
export const fingerprint = (dir: string): Map<string, string> =>
  new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
        return [path.relative(dir, file), hash] as const;
      })
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/** mf-manifest.json as far as the tests read it. */
export interface FederationManifest {
  name: string;
  shared: { name: string; version: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** The script files a manifest lists for its shared modules whose name matches `name`. */
export const sharedAssets = (manifest: FederationManifest, name: (shared: string) => boolean): string[] =>
  manifest.shared
    .filter((shared) => name(shared.name))
    .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]);

export const readManifest = (dist: string): FederationManifest =>
  JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as FederationManifest;
