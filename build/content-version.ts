/**
 * Versions derived from content, for the workspace packages shared through Module Federation. A shared
 * module's version is `<package version>-content-<hash>`, the hash covering the module's file and every
 * file of its package it imports (transitively). A remote built against a kit whose module differs from
 * the shell's requires a version the shell does not provide, so it loads its own copy; a module whose
 * content (with its imports) is unchanged keeps one copy for the whole platform.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Relative specifiers in `import … from`, `export … from`, `import '…'` and `import('…')`. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]*)['"]/g;
const EXTENSIONS = ['', '.tsx', '.ts', '.mts', '.mjs', '.js', '.d.ts', '/index.tsx', '/index.ts'];

const resolveRelative = (fromFile: string, specifier: string): string | undefined => {
  const base = path.resolve(path.dirname(fromFile), specifier);
  return EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
};

/** `file` and every file it reaches through relative imports inside `packageDir`, sorted. */
export const moduleClosure = (file: string, packageDir: string): string[] => {
  const seen = new Set<string>();
  const pending = [path.resolve(file)];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const [, specifier] of readFileSync(current, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = specifier && resolveRelative(current, specifier);
      if (target && !path.relative(packageDir, target).startsWith('..')) pending.push(target);
    }
  }
  return [...seen].sort();
};

/** `1.0.0-content-<10 hex>`: a valid semver prerelease, compared exactly by `requiredVersion`. */
export const contentVersion = (
  packageVersion: string,
  files: readonly string[],
  packageDir: string,
): string => {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    hash.update(path.relative(packageDir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return `${packageVersion}-content-${hash.digest('hex').slice(0, 10)}`;
};

/** The content version of one module of a workspace package. */
export const moduleVersion = (packageVersion: string, file: string, packageDir: string): string =>
  contentVersion(packageVersion, moduleClosure(file, packageDir), packageDir);
