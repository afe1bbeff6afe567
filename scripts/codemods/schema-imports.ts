import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * One-off codemod (docs/decisions/0039): every import from apps/api/src/db/schema/index.ts
 * becomes imports from the schema files that define the names, so the schema needs no index
 * listing the areas. Re-runnable: a file with no such import is left as it is.
 */
const root = resolve(import.meta.dirname, '../..');
const schemaDir = join(root, 'apps/api/src/db/schema');

const owner = new Map<string, string>();
for (const file of readdirSync(schemaDir)) {
  if (!file.endsWith('.ts') || file === 'index.ts') continue;
  const text = readFileSync(join(schemaDir, file), 'utf8');
  for (const match of text.matchAll(
    /^export (?:declare )?(?:const|let|function|async function|class|type|interface|enum) (\w+)/gm,
  )) {
    const name = match[1]!;
    if (owner.has(name)) throw new Error(`${name} is exported by ${owner.get(name)} and ${file}`);
    owner.set(name, file);
  }
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) return [];
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(entry) ? [path] : [];
  });
}

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']*?)index\.ts';/g;
let changed = 0;
for (const path of ['apps', 'scripts', 'e2e'].flatMap((dir) => files(join(root, dir)))) {
  const text = readFileSync(path, 'utf8');
  const next = text.replace(
    IMPORT,
    (whole, typeOnly: string | undefined, names: string, base: string) => {
      if (resolve(join(path, '..'), base) !== schemaDir) return whole;
      const byFile = new Map<string, string[]>();
      for (const raw of names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)) {
        const name = raw.replace(/^type\s+/, '').split(/\s+as\s+/)[0]!;
        const file = owner.get(name);
        if (!file) throw new Error(`${relative(root, path)}: no schema file exports ${name}`);
        byFile.set(file, [...(byFile.get(file) ?? []), raw]);
      }
      return [...byFile]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(
          ([file, list]) => `import ${typeOnly ?? ''}{ ${list.join(', ')} } from '${base}${file}';`,
        )
        .join('\n');
    },
  );
  if (next !== text) {
    writeFileSync(path, next);
    changed += 1;
    console.log(relative(root, path));
  }
}
console.error(`${changed} files changed`);
