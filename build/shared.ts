/**
 * The Module Federation `shared` map used by every build (architecture: "one shared-config helper"):
 * the contract between a shell and remotes that are built and deployed separately.
 *
 * - npm libraries with module state or React context are singletons, with their subpaths listed
 *   (a subpath that is not listed is bundled again by each app, e.g. jotai/react's context).
 * - `react-router-dom` is the subset of React Router the platform uses (react-router-subset.mjs), shared
 *   under a version derived from its export list and required exactly, as a strict singleton: a remote
 *   built against another subset fails to load (the shell's retry panel, with the runtime naming both
 *   versions) instead of running on a router that lacks a name it imports. It cannot take a copy of its
 *   own: the router's context must be the shell's. `npm run lint` checks every import against the subset.
 * - The workspace packages `shared-ui` and `shared-api` are consumed through subpath exports. Every file
 *   an export pattern maps to is shared under its public key (`shared-ui/button`) AND matched by its
 *   resolved absolute path, so the package's own relative imports (`./theme` inside `button.tsx`) resolve
 *   to the same shared instance instead of a private copy. Each module is shared under a version derived
 *   from its content (content-version.ts) and requires exactly that version, and is not a singleton: a
 *   remote built against a kit that differs from the shell's loads its own copy of the modules that
 *   differ, and shares the rest.
 */
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { moduleVersion } from './content-version';
import { subsetExports, subsetVersion } from './router-subset';

export interface SharedItemConfig {
  import?: string;
  shareKey?: string;
  singleton?: boolean;
  requiredVersion?: string | false;
  version?: string;
  strictVersion?: boolean;
}
export type SharedMap = Record<string, SharedItemConfig>;

/** npm packages (and the subpaths that carry state) shared as singletons. */
export const singletonLibraries: readonly string[] = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'styled-components',
  'jotai',
  'jotai/react',
  'jotai/vanilla',
  'jotai/vanilla/internals',
  'jotai/utils',
  'jotai/react/utils',
  'jotai/vanilla/utils',
  'react-toastify',
  // One query cache for the platform: a second copy would hold its own (empty) QueryClient context.
  '@tanstack/react-query',
  // Shared so the forms of every remote load it once; loaded only by pages that have a form.
  'react-hook-form',
  // One i18n instance (language, loaded catalogs) for every area: shared-ui/i18n.
  'i18next',
  'react-i18next',
];

/**
 * Workspace packages shared subpath by subpath. `shared-api/contract/*` (zod schemas) is for the server:
 * it is never shared, so no browser build emits zod; browser code imports contract types only.
 * `shared-api/queries/*` (query keys, query and mutation hooks) holds no state of its own (the cache is
 * the shell's QueryClient, reached through the shared @tanstack/react-query context): each app bundles
 * the hooks it uses, tree-shaken, instead of one request per module. The `testing/*` entry of each
 * package (fixtures, the MSW fake API, render helpers) is for tests alone and is never shared. The
 * remotes' lifecycles and standalone-page harnesses (`remote-lifecycles`, `standalone-*`) are not
 * shared either: only a remote's own `./lifecycles` and standalone page use them, never the platform.
 */
export const workspacePackages: readonly { name: string; exclude?: RegExp }[] = [
  { name: 'shared-ui', exclude: /^testing\/|(^|\/)(standalone-[\w-]+|remote-lifecycles)$/ },
  { name: 'shared-api', exclude: /^(contract|queries|testing)\/|(^|\/)standalone-[\w-]+$/ },
];

interface PackageJson {
  name: string;
  version: string;
  exports?: unknown;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readJson = (file: string): PackageJson => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

const packageNameOf = (request: string): string =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : (request.split('/')[0] ?? request);

/** All string targets of one `exports` value (plain string, array, or condition object). */
const exportTargets = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(exportTargets);
  if (value && typeof value === 'object') return Object.values(value).flatMap(exportTargets);
  return [];
};

const isSourceFile = (name: string): boolean =>
  !/\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(name) && !name.endsWith('.d.ts');

/**
 * Public subpaths of a workspace package, derived from its package.json `exports`:
 * `{ "./*": "./src/*.tsx" }` + `src/button.tsx` → `button` → `<abs>/src/button.tsx`.
 * Patterns with one `*` are expanded against the files on disk (one directory level).
 */
export const workspaceSubpaths = (packageDir: string): Map<string, string> => {
  const pkg = readJson(path.join(packageDir, 'package.json'));
  const result = new Map<string, string>();
  const exportsField = pkg.exports;
  if (!exportsField || typeof exportsField !== 'object' || Array.isArray(exportsField)) return result;
  for (const [key, value] of Object.entries(exportsField as Record<string, unknown>)) {
    if (!key.startsWith('./')) continue;
    for (const target of exportTargets(value)) {
      if (!key.includes('*')) {
        const file = path.join(packageDir, target);
        if (existsSync(file) && !result.has(key.slice(2))) result.set(key.slice(2), realpathSync(file));
        continue;
      }
      const [keyPrefix = '', keySuffix = ''] = key.slice(2).split('*');
      const [targetPrefix = '', targetSuffix = ''] = target.split('*');
      const dir = path.join(packageDir, path.dirname(`${targetPrefix}x`));
      const filePrefix = path.basename(`${targetPrefix}x`).slice(0, -1);
      if (!existsSync(dir)) continue;
      for (const entry of readdirSync(dir)) {
        if (!entry.startsWith(filePrefix) || !entry.endsWith(targetSuffix) || !isSourceFile(entry)) continue;
        const file = path.join(dir, entry);
        if (!statSync(file).isFile()) continue;
        const stem = entry.slice(filePrefix.length, entry.length - targetSuffix.length);
        if (!stem || stem.includes('.')) continue;
        const subpath = `${keyPrefix}${stem}${keySuffix}`;
        if (!result.has(subpath)) result.set(subpath, realpathSync(file));
      }
    }
  }
  return result;
};

const caret = (version: string): string => `^${version}`;

/**
 * What the shared `react-router-dom` singleton provides: the subset of the library the platform uses.
 * Apps import `react-router-dom` only (Biome and build/check-router-imports.ts refuse `react-router`),
 * so `react-router` is not shared on its own: the subset bundles the part of it that it re-exports.
 */
export const routerSubset = (repoRoot: string): string =>
  path.join(repoRoot, 'build', 'react-router-subset.mjs');

/**
 * Shared singletons that provide a subset of their library (see each subset file for why). Each is shared
 * under a version derived from its export list and required exactly, so an app built against another subset
 * is refused instead of handed names it lacks.
 */
const subsetFiles = (repoRoot: string): Record<string, string> => ({
  'react-router-dom': routerSubset(repoRoot),
  'react-i18next': path.join(repoRoot, 'build', 'react-i18next-subset.mjs'),
});

/** The ES module build of react-i18next, imported by its subset as `react-i18next-full`. */
export const i18nextReactImplementation = (repoRoot: string): string =>
  path.join(repoRoot, 'node_modules', 'react-i18next', 'dist', 'es', 'index.js');

/** The ES module build of react-router itself, imported by the subset as `react-router-full`. */
export const routerImplementation = (repoRoot: string): string =>
  path.join(repoRoot, 'node_modules', 'react-router', 'dist', 'production', 'index.mjs');

/**
 * Builds the shared map for one app. `appDir` is the app folder; required versions come from its
 * package.json (falling back to the installed version), workspace packages from their own version.
 */
export const createSharedConfig = (appDir: string, repoRoot: string): SharedMap => {
  const appPkg = readJson(path.join(appDir, 'package.json'));
  const ranges: Record<string, string> = {
    ...appPkg.peerDependencies,
    ...appPkg.devDependencies,
    ...appPkg.dependencies,
  };
  const shared: SharedMap = {};

  for (const request of singletonLibraries) {
    const pkgName = packageNameOf(request);
    const installed = path.join(repoRoot, 'node_modules', pkgName, 'package.json');
    const installedVersion = existsSync(installed) ? readJson(installed).version : undefined;
    const range = ranges[pkgName];
    const requiredVersion =
      range && range !== '*' ? range : installedVersion ? caret(installedVersion) : undefined;
    if (!requiredVersion) continue;
    const subset = subsetFiles(repoRoot)[request];
    if (subset && installedVersion) {
      const version = subsetVersion(installedVersion, subsetExports(subset));
      shared[request] = {
        singleton: true,
        strictVersion: true,
        requiredVersion: `=${version}`,
        // `import` values are written into the bundles: relative to the app, never the build machine's path.
        import: path.relative(appDir, subset),
        version,
      };
      continue;
    }
    shared[request] = { singleton: true, requiredVersion };
  }

  for (const { name: pkgName, exclude } of workspacePackages) {
    const pkgDir = path.join(repoRoot, pkgName);
    if (!existsSync(path.join(pkgDir, 'package.json'))) continue;
    const { version } = readJson(path.join(pkgDir, 'package.json'));
    const packageDir = realpathSync(pkgDir);
    for (const [subpath, file] of workspaceSubpaths(pkgDir)) {
      if (exclude?.test(subpath)) continue;
      const contentVersion = moduleVersion(version, file, packageDir);
      // Keyed by absolute path: matches `shared-ui/button` (resolves here) and `./button` alike. The
      // `import` (the fallback, written into the bundles) is the file relative to the app: an absolute path
      // would ship the build machine's folders, and a package subpath would make the app provide only the
      // modules it imports itself, so a remote would load its own copy of the rest.
      shared[file] = {
        import: path.relative(appDir, file),
        shareKey: `${pkgName}/${subpath}`,
        // Not a singleton: with another version the runtime would hand over the shell's copy anyway.
        singleton: false,
        requiredVersion: `=${contentVersion}`,
        version: contentVersion,
      };
    }
  }
  return shared;
};

/**
 * A few chunks instead of one per shared module (Rspack's splitChunks cache groups). Module Federation puts
 * each shared module's fallback in an async chunk of its own: about 35 requests for the first page. Grouped,
 * the libraries every page runs on are one chunk, and the kit one chunk per package. A module still keeps its
 * own share key and content version, so the runtime chooses module by module as before; a chunk is only
 * where the code is downloaded from. The cost: a remote built against a kit that differs from the shell's
 * downloads its whole kit chunk of that package for the modules that differ (it runs only those).
 */
const frameworkModule = new RegExp(
  [
    // React, its scheduler, and the libraries the shell renders every page with.
    String.raw`[\\/]node_modules[\\/](react|react-dom|scheduler|jotai|styled-components|stylis|@emotion|`,
    'react-router|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|',
    String.raw`@tanstack[\\/](react-query|query-core))[\\/]`,
    // The subsets of React Router and react-i18next (build/*-subset.mjs).
    String.raw`|[\\/]build[\\/]react-[\w-]+-subset\.mjs$`,
  ].join(''),
);

/** The chunks the shared modules are grouped in (the shell's page preloads them). */
export const sharedChunkNames = ['framework', 'kit-ui', 'kit-api'] as const;

export interface SharedChunkGroup {
  name: string;
  test: (module: { resource?: string | null }) => boolean;
}

/**
 * The chunk groups of one app: `framework` (the singletons above, except the ones only some pages load:
 * react-hook-form, react-toastify), `kit-ui` and `kit-api` (the shared modules of each workspace package,
 * nothing else of it: not its query hooks, catalogs or standalone harnesses).
 */
export const sharedChunkGroups = (shared: SharedMap): SharedChunkGroup[] => {
  const kitFiles = new Set(Object.keys(shared).filter((key) => path.isAbsolute(key)));
  const kitOf = (pkgName: string) => (module: { resource?: string | null }) => {
    const resource = module.resource ?? '';
    return kitFiles.has(resource) && resource.includes(`${path.sep}${pkgName}${path.sep}`);
  };
  const [framework, kitUi, kitApi] = sharedChunkNames;
  return [
    { name: framework, test: (module) => frameworkModule.test(module.resource ?? '') },
    { name: kitUi, test: kitOf('shared-ui') },
    { name: kitApi, test: kitOf('shared-api') },
  ];
};
