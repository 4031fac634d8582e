/** Build outputs the federation tests look at: a remote built elsewhere, fingerprints of a dist folder. */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.ts';

/** Builds one app (production) into `outputPath` instead of its dist/ (a second deployment of it). */
export const buildAppInto = (workspace: string, outputPath: string): void => {
  const result = spawnSync('npx', ['rspack', 'build', '--output-path', outputPath], {
    cwd: path.join(repoRoot, workspace),
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(`${workspace} did not build into ${outputPath}:\n${result.stderr}\n${result.stdout}`);
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
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

export const readManifest = (dist: string): FederationManifest =>
  JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as FederationManifest;
