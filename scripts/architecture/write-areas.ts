import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { areasFileText, GENERATED_FILE } from './areas-file.ts';

/** `npm run areas`: writes the contracts' generated file from the areas' folders. */
const root = resolve(import.meta.dirname, '../..');
writeFileSync(join(root, GENERATED_FILE), areasFileText(root));
console.log(`wrote ${GENERATED_FILE}`);
