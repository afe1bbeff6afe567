import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes .br and .gz beside every text asset of the web build, so @fastify/static serves them
 * precompressed (best ratios, no CPU per request).
 */
const root = process.argv[2] ?? 'apps/web/dist';
const compressible = /\.(js|css|html|svg|json|txt|map|webmanifest|wasm)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // The server render's bundle (dist/server) is read by the API, never sent to a browser.
    if (dir === root && name === 'server') return [];
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

let count = 0;
for (const file of walk(root).filter((path) => compressible.test(path))) {
  const content = readFileSync(file);
  if (content.length < 1024) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${root}`);
