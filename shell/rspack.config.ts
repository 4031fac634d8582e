import { defineHostConfig } from '../build/rspack';

export default defineHostConfig({
  dir: import.meta.dirname,
  name: 'shell',
  // index.ts only imports ./bootstrap: the async boundary that lets federation negotiate shared modules first.
  entry: './src/index.ts',
  title: 'Vestora: fixed daily returns on crypto',
});
