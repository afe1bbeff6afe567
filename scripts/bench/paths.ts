import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const resultsFile = fileURLToPath(new URL('../../.bench/results.json', import.meta.url));
