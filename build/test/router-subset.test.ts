import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { frontEndWorkspaces } from '../apps';
import { checkRouterImports, routerImportProblems, subsetExports, subsetVersion } from '../router-subset';

const provided = new Set(['Link', 'Route', 'Routes', 'useNavigate']);
const problemsOf = (text: string) =>
  routerImportProblems('app/file.tsx', text, provided).map(({ line, message }) => `${line}: ${message}`);

describe('router imports against the shared subset', () => {
  it('accepts names the subset exports, aliased or not, and type-only names', () => {
    expect(
      problemsOf(`import { Link, Route as R, type NavigateFunction } from 'react-router-dom';
import type { Location } from 'react-router-dom';
export { Routes } from 'react-router-dom';
import { something } from 'elsewhere';`),
    ).toEqual([]);
  });

  it('refuses a name the subset does not export, on its line, also in a multi-line import', () => {
    expect(
      problemsOf(`import { Link } from 'react-router-dom';
import {
  useNavigate,
  useBlocker as useGuard,
} from 'react-router-dom';
export { createBrowserRouter } from 'react-router-dom';`),
    ).toEqual([
      '2: useBlocker is not in the shared React Router subset: add it to build/react-router-subset.mjs',
      '6: createBrowserRouter is not in the shared React Router subset: add it to build/react-router-subset.mjs',
    ]);
  });

  it('refuses imports that cannot be checked and direct react-router imports', () => {
    expect(
      problemsOf(`import * as Router from 'react-router-dom';
import Default from 'react-router-dom';
const lazy = () => import('react-router-dom');
const actual = jest.requireActual('react-router-dom');
import { useHref } from 'react-router';
export * from 'react-router-dom';`),
    ).toEqual([
      '1: import names from react-router-dom (a namespace import cannot be checked)',
      '2: react-router-dom has no default export',
      '3: import names from react-router-dom statically (a whole-module load cannot be checked)',
      '4: import names from react-router-dom statically (a whole-module load cannot be checked)',
      '5: import from react-router-dom, not react-router',
      '6: re-export names from react-router-dom, not all of it',
    ]);
  });

  it('walks every source file of the workspaces, tests included, and skips dependencies and builds', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'router-check-'));
    try {
      const subset = path.join(root, 'subset.mjs');
      writeFileSync(subset, "export { Link, Routes } from 'react-router-full';\n");
      for (const dir of ['app/src/deep', 'app/node_modules/x', 'app/dist']) {
        mkdirSync(path.join(root, dir), { recursive: true });
      }
      writeFileSync(path.join(root, 'app/src/ok.tsx'), "import { Link } from 'react-router-dom';\n");
      writeFileSync(
        path.join(root, 'app/src/deep/page.test.tsx'),
        "import { MemoryRouter } from 'react-router-dom';\n",
      );
      writeFileSync(path.join(root, 'app/node_modules/x/i.js'), "import { Form } from 'react-router-dom';\n");
      writeFileSync(path.join(root, 'app/dist/main.js'), "import { Form } from 'react-router-dom';\n");
      expect(checkRouterImports(root, ['app'], subset)).toEqual([
        {
          file: path.join('app', 'src', 'deep', 'page.test.tsx'),
          line: 1,
          message:
            'MemoryRouter is not in the shared React Router subset: add it to build/react-router-subset.mjs',
        },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('passes on this repository (every app and shared package of build/apps.ts)', () => {
    const repoRoot = path.resolve(__dirname, '..', '..');
    expect(
      checkRouterImports(
        repoRoot,
        frontEndWorkspaces,
        path.join(repoRoot, 'build', 'react-router-subset.mjs'),
      ),
    ).toEqual([]);
  });
});

describe('the subset version', () => {
  const subset = path.resolve(__dirname, '..', 'react-router-subset.mjs');

  it('lists the names of build/react-router-subset.mjs', () => {
    const names = subsetExports(subset);
    expect(names).toEqual(expect.arrayContaining(['BrowserRouter', 'Link', 'Routes', 'useNavigate']));
    expect(names).toEqual([...names].sort());
  });

  it('changes with the export list and not with its order', () => {
    const version = subsetVersion('7.18.5', ['Link', 'Routes']);
    expect(version).toMatch(/^7\.18\.5-subset-[0-9a-f]{10}$/);
    expect(subsetVersion('7.18.5', ['Routes', 'Link'])).toBe(version);
    expect(subsetVersion('7.18.5', ['Link', 'Routes', 'useBlocker'])).not.toBe(version);
    expect(subsetVersion('7.18.6', ['Link', 'Routes'])).not.toBe(version);
  });
});
