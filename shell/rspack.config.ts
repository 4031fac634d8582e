import { createRequire } from 'node:module';
import type { Configuration } from '@rspack/core';
import { defineHostConfig } from '../build/rspack';

const require = createRequire(import.meta.url);

const hostConfig = defineHostConfig({
  dir: import.meta.dirname,
  name: 'shell',
  // index.ts only imports ./bootstrap: the async boundary that lets federation negotiate shared modules first.
  entry: './src/index.ts',
  // The public pages rendered on the server (mock-server's server-render plugin loads it).
  serverEntry: './src/server-render.tsx',
  title: 'Vestora',
});

export default (): Configuration[] =>
  hostConfig().map((config) => ({
    ...config,
    // @module-federation/retry-plugin 0.17 pulls its own @module-federation/sdk 0.17 for one logger; the
    // runtime's copy (already in the entry chunk) has the same `createLogger`, so the SDK ships once.
    resolve: {
      ...config.resolve,
      alias: {
        ...(config.resolve?.alias as Record<string, string> | undefined),
        '@module-federation/sdk$': require.resolve('@module-federation/sdk'),
      },
    },
  }));
