/**
 * `npm run lint` runs this: fails when any app or shared package (production or test sources) imports
 * from `react-router-dom` a name the shared subset (build/react-router-subset.mjs) does not export. The
 * platform would otherwise build and then fail in the browser only, where the subset is what is shared.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontEndWorkspaces } from './apps';
import { checkRouterImports } from './router-subset';

const buildDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(buildDir, '..');
const problems = checkRouterImports(
  repoRoot,
  frontEndWorkspaces,
  path.join(buildDir, 'react-router-subset.mjs'),
);
for (const problem of problems) console.error(`${problem.file}:${problem.line}  ${problem.message}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} router import(s) the shared subset cannot serve.`);
  process.exit(1);
}
console.log(`Router imports: every name is in the shared subset (${frontEndWorkspaces.join(', ')}).`);
