import { afterAll } from 'vitest';
import { takeMismatches } from './document-conformance.ts';

/**
 * A setup file: at the end of every API test file, the answers that did not match the OpenAPI
 * document (document-conformance.ts) fail the file, each named with its call and status.
 */
afterAll(() => {
  const found = takeMismatches();
  if (found.length === 0) return;
  const lines = [...new Set(found.map((m) => `${m.request} → ${m.status}: ${m.problem}`))];
  throw new Error(
    `${found.length} answer(s) did not match the OpenAPI document:\n${lines.join('\n')}`,
  );
});
