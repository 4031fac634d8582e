/**
 * The contract of the shared React Router subset (react-router-subset.mjs): the names it exports, the
 * version it is shared under (it changes with that list), and the check that no app imports a name the
 * subset lacks. Parsed with the TypeScript compiler, so aliases, `type` imports and multi-line imports
 * read as the bundler reads them.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The shared module apps import; `react-router` itself is never imported directly (Biome refuses it). */
export const ROUTER_PACKAGE = 'react-router-dom';
const FORBIDDEN_PACKAGES = new Set(['react-router', 'react-router/dom']);

const parse = (file: string, text = readFileSync(file, 'utf8')): ts.SourceFile =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);

/** The names react-router-subset.mjs exports, sorted. */
export const subsetExports = (subsetFile: string): string[] => {
  const names = new Set<string>();
  for (const statement of parse(subsetFile).statements) {
    if (!ts.isExportDeclaration(statement) || !statement.exportClause) continue;
    if (!ts.isNamedExports(statement.exportClause)) continue;
    for (const element of statement.exportClause.elements) names.add(element.name.text);
  }
  return [...names].sort();
};

/**
 * `7.18.5-subset-<hash of the sorted export names>`: a remote built against another export list
 * requires another version, so it never silently runs on a router lacking a name it uses.
 */
export const subsetVersion = (routerVersion: string, names: readonly string[]): string => {
  const hash = createHash('sha256')
    .update([...names].sort().join('\n'))
    .digest('hex')
    .slice(0, 10);
  return `${routerVersion}-subset-${hash}`;
};

export interface RouterImportProblem {
  file: string;
  line: number;
  message: string;
}

const moduleName = (node: ts.Expression | undefined): string | undefined =>
  node && ts.isStringLiteralLike(node) ? node.text : undefined;

/** What one source file imports from the router that the subset does not provide. */
export const routerImportProblems = (
  file: string,
  text: string,
  provided: ReadonlySet<string>,
): RouterImportProblem[] => {
  const source = parse(file, text);
  const problems: RouterImportProblem[] = [];
  const report = (node: ts.Node, message: string) =>
    problems.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      message,
    });
  const checkNames = (node: ts.Node, elements: readonly (ts.ImportSpecifier | ts.ExportSpecifier)[]) => {
    for (const element of elements) {
      // A type has no run-time value: it comes from the package's typings, not from the subset.
      if (element.isTypeOnly) continue;
      const imported = (element.propertyName ?? element.name).text;
      if (!provided.has(imported)) {
        report(
          node,
          `${imported} is not in the shared React Router subset: add it to build/react-router-subset.mjs`,
        );
      }
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const from = moduleName(node.moduleSpecifier);
      if (from && FORBIDDEN_PACKAGES.has(from)) {
        report(node, `import from ${ROUTER_PACKAGE}, not ${from}`);
      } else if (from === ROUTER_PACKAGE && !node.importClause?.isTypeOnly) {
        const clause = node.importClause;
        const bindings = clause?.namedBindings;
        if (clause?.name) report(node, `${ROUTER_PACKAGE} has no default export`);
        if (bindings && ts.isNamespaceImport(bindings)) {
          report(node, `import names from ${ROUTER_PACKAGE} (a namespace import cannot be checked)`);
        } else if (bindings) {
          checkNames(node, bindings.elements);
        }
      }
    } else if (ts.isExportDeclaration(node)) {
      const from = moduleName(node.moduleSpecifier);
      if (from && FORBIDDEN_PACKAGES.has(from)) {
        report(node, `re-export from ${ROUTER_PACKAGE}, not ${from}`);
      } else if (from === ROUTER_PACKAGE && !node.isTypeOnly) {
        if (!node.exportClause || !ts.isNamedExports(node.exportClause)) {
          report(node, `re-export names from ${ROUTER_PACKAGE}, not all of it`);
        } else {
          checkNames(node, node.exportClause.elements);
        }
      }
    } else if (ts.isCallExpression(node)) {
      // import('react-router-dom'), require(…), jest.requireActual(…): whole-module access.
      const from = moduleName(node.arguments[0]);
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const callee = node.expression.getText(source);
      const loads = isImport || callee === 'require' || callee === 'jest.requireActual';
      if (loads && from && (from === ROUTER_PACKAGE || FORBIDDEN_PACKAGES.has(from))) {
        report(
          node,
          `import names from ${ROUTER_PACKAGE} statically (a whole-module load cannot be checked)`,
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
};

const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.data']);

/** Every source file below `dir` (production, tests, test helpers), without dependencies or builds. */
export const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return entry.isFile() && SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

/** Checks every source file of `workspaces` (folders below `repoRoot`) against the subset. */
export const checkRouterImports = (
  repoRoot: string,
  workspaces: readonly string[],
  subsetFile: string,
): RouterImportProblem[] => {
  const provided = new Set(subsetExports(subsetFile));
  return workspaces.flatMap((workspace) =>
    sourceFiles(path.join(repoRoot, workspace)).flatMap((file) =>
      routerImportProblems(path.relative(repoRoot, file), readFileSync(file, 'utf8'), provided),
    ),
  );
};
