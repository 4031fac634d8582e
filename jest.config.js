import { frontEndWorkspaces } from './scripts/apps.mjs';

// One Jest run for every front-end package: each workspace is a project with the same transform.
// ESM-only packages (ky, jotai, and what MSW pulls in) go through the same transform as the sources.
const esmDeps = ['ky', 'jotai', 'rettime', 'until-async', '@open-draft/deferred-promise'].join('|');

// jsdom resolves packages with the `browser` condition, under which MSW's Node entry and its Node
// interceptors are absent; the tests run in Node, so these point at the Node builds.
const interceptors = '<rootDir>/../node_modules/@mswjs/interceptors/lib/node/interceptors';
const mswNode = {
  '^msw/node$': '<rootDir>/../node_modules/msw/lib/node/index.js',
  '^@mswjs/interceptors/(ClientRequest|XMLHttpRequest|fetch)$': `${interceptors}/$1/index.cjs`,
};

// Dates are shown in the viewer's time zone: the tests' expected texts are written for UTC.
process.env.TZ = 'UTC';

/** @param {string} name @returns {import('jest').Config} */
const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  // jsdom plus Node's fetch primitives: ky and MSW need them.
  testEnvironment: '<rootDir>/../shared-api/test/jsdom-fetch-environment.cjs',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
  transform: {
    '^.+\\.(tsx?|jsx?|mjs)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmDeps})/)`],
  moduleNameMapper: { '\\.(css|png|svg|jpg)$': '<rootDir>/../jest.file-stub.cjs', ...mswNode },
});

export default {
  // The workspaces come from build/apps.ts: a new remote's tests run without touching this file.
  projects: [
    ...frontEndWorkspaces.map(project),
    // The build helpers (shared map, versions, router check) are Node code: no DOM.
    { ...project('build'), testEnvironment: 'node', setupFilesAfterEnv: [] },
  ],
};
