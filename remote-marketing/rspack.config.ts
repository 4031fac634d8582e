import { defineRemoteConfig } from '../build/rspack';

export default defineRemoteConfig({
  dir: import.meta.dirname,
  remote: 'marketing',
  entry: './src/standalone.tsx',
  title: 'Vestora',
});
