import { defineRemoteConfig } from '../build/rspack';

export default defineRemoteConfig({
  dir: import.meta.dirname,
  remote: 'marketing',
  entry: './src/standalone.tsx',
  title: 'Vestora',
  // A Node build of ./routes beside the browser one: the server renders the public pages with it.
  server: true,
});
