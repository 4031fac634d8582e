// One Jest run for every front-end package: each workspace is a project with the same transform.
const esmDeps = ['ky', 'jotai'].join('|');

/** @param {string} name @returns {import('jest').Config} */
const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
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
  moduleNameMapper: { '\\.(css|png|svg|jpg)$': '<rootDir>/../jest.file-stub.cjs' },
});

export default {
  projects: ['shared-ui', 'shared-api', 'shell', 'remote-marketing', 'remote-investor', 'remote-admin'].map(
    project,
  ),
};
