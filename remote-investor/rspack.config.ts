import { defineRemoteConfig } from '../build/rspack';

export default defineRemoteConfig({
  dir: import.meta.dirname,
  remote: 'investor',
  entry: './src/standalone.tsx',
  title: 'Vestora',
});
