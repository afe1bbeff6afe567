import { execFileSync } from 'node:child_process';
import path from 'node:path';
import ts from 'typescript';

/**
 * Lists the domain's value exports that no running code uses: those referenced nowhere but
 * their own declaration, and those only tests reference. A rule only tests call is either a copy
 * of one that runs elsewhere or dead; either way it should not stay. Run by hand (about 45 s,
 * one type-checked program over every source file):
 *   node scripts/architecture/unused-domain-exports.ts
 * Exits 1 when it lists any.
 */

const root = path.resolve(import.meta.dirname, '../..');
const files = execFileSync(
  'git',
  ['ls-files', 'apps/*.ts', 'apps/*.tsx', 'packages/*.ts', 'scripts/*.ts', 'e2e/*.ts'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => file && !file.endsWith('.d.ts'))
  .map((file) => path.join(root, file));

const program = ts.createProgram(files, {
  target: ts.ScriptTarget.ES2023,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
  noEmit: true,
  skipLibCheck: true,
  resolveJsonModule: true,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  paths: { '@/*': [path.join(root, 'apps/web/src/*')] },
  types: [],
});
const checker = program.getTypeChecker();

const resolved = (symbol: ts.Symbol) => {
  let target = symbol;
  while (target.flags & ts.SymbolFlags.Alias) target = checker.getAliasedSymbol(target);
  return target;
};

// One entry point per area (`@portal/domain/<area>`, ADR 0039): every one of them is read.
const entryPoints = program
  .getSourceFiles()
  .filter((file) =>
    /^packages\/domain\/src\/[^/]+\/index\.ts$/.test(path.relative(root, file.fileName)),
  );
if (entryPoints.length === 0) throw new Error('found no entry point under packages/domain/src');

interface Export {
  name: string;
  file: string;
  users: Set<string>;
}
const exports = new Map<ts.Symbol, Export>();
for (const entryPoint of entryPoints) {
  const moduleSymbol = checker.getSymbolAtLocation(entryPoint);
  if (!moduleSymbol) continue;
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = resolved(symbol);
    if (!(target.flags & ts.SymbolFlags.Value)) continue;
    const declaration = target.declarations?.[0];
    exports.set(target, {
      name: symbol.getName(),
      file: declaration ? path.relative(root, declaration.getSourceFile().fileName) : '?',
      users: new Set(),
    });
  }
}

const isOwnName = (symbol: ts.Symbol, node: ts.Identifier) =>
  symbol.declarations?.some((declaration) => (declaration as ts.NamedDeclaration).name === node);

for (const sourceFile of program.getSourceFiles()) {
  const file = path.relative(root, sourceFile.fileName);
  // The domain's barrels only pass exports on; every other file's reference is a use.
  const domainBarrel = /^packages\/domain\/src\/(.+\/)?index\.ts$/.test(file);
  if (file.startsWith('..') || file.includes('node_modules') || domainBarrel) continue;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && !ts.isExportSpecifier(node.parent)) {
      const symbol = checker.getSymbolAtLocation(node);
      const entry = symbol && exports.get(resolved(symbol));
      if (symbol && entry && !isOwnName(symbol, node) && !isOwnName(resolved(symbol), node)) {
        entry.users.add(file);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
}

const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) ||
  file.startsWith('apps/api/test/') ||
  file.startsWith('e2e/') ||
  file.includes('/testing/') ||
  file.endsWith('/testing.ts');

const unused = [...exports.values()].filter((entry) => entry.users.size === 0);
const testOnly = [...exports.values()].filter(
  (entry) => entry.users.size > 0 && [...entry.users].every(isTest),
);
console.log(`${exports.size} value exports of @portal/domain`);
console.log(`used by nothing: ${unused.length}`);
for (const entry of unused) console.log(`  ${entry.name} (${entry.file})`);
console.log(`used only by tests: ${testOnly.length}`);
for (const entry of testOnly) {
  console.log(`  ${entry.name} (${entry.file}) ← ${[...entry.users].join(', ')}`);
}
if (unused.length + testOnly.length > 0) process.exitCode = 1;
