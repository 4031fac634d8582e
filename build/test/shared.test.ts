import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { moduleClosure, moduleVersion } from '../content-version';
import { createSharedConfig, sharedChunkGroups } from '../shared';

const repoRoot = path.resolve(__dirname, '..', '..');

describe('content versions of a workspace package', () => {
  let dir: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const versionOf = (file: string) => moduleVersion('1.0.0', path.join(dir, file), dir);

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'content-version-'));
    write('src/theme.ts', "export const theme = { primary: 'blue' };\n");
    write('src/button.tsx', "import { theme } from './theme';\nimport styled from 'styled-components';\n");
    write('src/field.tsx', "import type {} from './styled';\nexport const label = 'Field';\n");
    write('src/styled.d.ts', 'export {};\n');
    write('src/page.tsx', "export { label } from './field';\nconst lazy = () => import('./button');\n");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("covers a module's own relative imports, transitively, and nothing outside the package", () => {
    expect(
      moduleClosure(path.join(dir, 'src/page.tsx'), dir).map((file) => path.relative(dir, file)),
    ).toEqual(['src/button.tsx', 'src/field.tsx', 'src/page.tsx', 'src/styled.d.ts', 'src/theme.ts']);
  });

  it('is a semver prerelease of the package version that stays put while the content does', () => {
    const version = versionOf('src/button.tsx');
    expect(version).toMatch(/^1\.0\.0-content-[0-9a-f]{10}$/);
    expect(versionOf('src/button.tsx')).toBe(version);
  });

  it('changes for the modules that reach a changed file, and only for them', () => {
    const before = ['src/theme.ts', 'src/button.tsx', 'src/field.tsx', 'src/page.tsx'].map(versionOf);
    write('src/theme.ts', "export const theme = { primary: 'green' };\n");
    const after = ['src/theme.ts', 'src/button.tsx', 'src/field.tsx', 'src/page.tsx'].map(versionOf);
    expect(after.map((version, index) => version !== before[index])).toEqual([true, true, false, true]);
  });
});

describe('the shared map (build/shared.ts)', () => {
  const shared = createSharedConfig(path.join(repoRoot, 'shell'), repoRoot);
  const installedRouter = JSON.parse(
    readFileSync(path.join(repoRoot, 'node_modules/react-router-dom/package.json'), 'utf8'),
  ) as { version: string };

  it('shares the router subset as a strict singleton under the version of its export list', () => {
    const router = shared['react-router-dom'];
    expect(router?.version).toMatch(new RegExp(`^${installedRouter.version.replace(/\./g, '\\.')}-subset-`));
    expect(router).toEqual({
      singleton: true,
      strictVersion: true,
      requiredVersion: `=${router?.version}`,
      // relative to the app: no build machine's path in the bundles
      import: '../build/react-router-subset.mjs',
      version: router?.version,
    });
    expect(shared['react-router']).toBeUndefined();
  });

  it('shares the react-i18next subset the same way', () => {
    const i18n = shared['react-i18next'];
    expect(i18n).toMatchObject({
      singleton: true,
      strictVersion: true,
      import: '../build/react-i18next-subset.mjs',
    });
    expect(i18n?.requiredVersion).toBe(`=${i18n?.version}`);
    expect(i18n?.version).toMatch(/-subset-[0-9a-f]{10}$/);
  });

  it('shares each shared-ui and shared-api module under its content version, required exactly', () => {
    const entries = Object.values(shared).filter((entry) => /^shared-(ui|api)\//.test(entry.shareKey ?? ''));
    expect(entries.map((entry) => entry.shareKey)).toEqual(
      expect.arrayContaining(['shared-ui/button', 'shared-ui/theme', 'shared-api/session']),
    );
    for (const entry of entries) {
      expect(entry.version).toMatch(/^\d+\.\d+\.\d+-content-[0-9a-f]{10}$/);
      expect(entry).toMatchObject({ singleton: false, requiredVersion: `=${entry.version}` });
    }
    // The test fixtures, the standalone harness and the query hooks stay out of the share scope.
    const keys = entries.map((entry) => entry.shareKey ?? '');
    expect(keys.filter((key) => /testing\/|standalone-|queries\/|contract\//.test(key))).toEqual([]);
  });

  it('keeps the libraries with module state singletons', () => {
    for (const name of ['react', 'react-dom/client', 'jotai', '@tanstack/react-query', 'styled-components']) {
      expect(shared[name]).toMatchObject({ singleton: true });
    }
  });
});

describe('the chunk groups of the shared modules', () => {
  const shared = createSharedConfig(path.join(repoRoot, 'shell'), repoRoot);
  const groups = sharedChunkGroups(shared);
  /** The group a file goes to, or null when it keeps the chunk Rspack gives it. */
  const groupOf = (file: string): string | null =>
    groups.find((group) => group.test({ resource: file }))?.name ?? null;
  const inRepo = (...parts: string[]) => path.join(repoRoot, ...parts);

  it('groups the libraries of every page into one chunk, leaving out those only some pages load', () => {
    expect(groupOf(inRepo('node_modules/react-dom/cjs/react-dom-client.production.js'))).toBe('framework');
    expect(groupOf(inRepo('node_modules/scheduler/index.js'))).toBe('framework');
    expect(groupOf(inRepo('node_modules/@tanstack/query-core/build/modern/index.js'))).toBe('framework');
    expect(groupOf(inRepo('build/react-router-subset.mjs'))).toBe('framework');
    expect(groupOf(inRepo('node_modules/react-hook-form/dist/index.esm.mjs'))).toBeNull();
    expect(groupOf(inRepo('node_modules/react-toastify/dist/index.mjs'))).toBeNull();
  });

  it('groups the shared modules of each kit package into one chunk per package', () => {
    const sharedFile = (shareKey: string) =>
      Object.entries(shared).find(([, config]) => config.shareKey === shareKey)?.[0] ?? '';
    expect(groupOf(sharedFile('shared-ui/button'))).toBe('kit-ui');
    expect(groupOf(sharedFile('shared-ui/theme'))).toBe('kit-ui');
    expect(groupOf(sharedFile('shared-api/session'))).toBe('kit-api');
  });

  it('leaves what is not shared where it is: query hooks, catalogs, the standalone harnesses, app code', () => {
    const real = (file: string) => realpathSync(inRepo(file));
    expect(groupOf(real('shared-api/src/queries/keys.ts'))).toBeNull();
    expect(groupOf(real('shared-ui/src/locales/fr/ui.json'))).toBeNull();
    expect(groupOf(real('shared-ui/src/remote-lifecycles.tsx'))).toBeNull();
    expect(groupOf(real('shell/src/app/app.tsx'))).toBeNull();
  });
});
