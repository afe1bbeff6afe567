import { describe, expect, it } from 'vitest';
import { MINIMUM_NODE_MAJOR, unsupportedNodeReason } from './runtime.ts';

describe('the supported Node.js', () => {
  it.each(['v24.0.0', 'v24.21.0', 'v26.10.0', '24.21.0'])('accepts %s', (version) => {
    expect(unsupportedNodeReason(version)).toBeNull();
  });

  it.each(['v20.20.2', 'v22.22.0', 'v23.11.1', 'garbage'])(
    'refuses %s, saying what to do',
    (version) => {
      expect(unsupportedNodeReason(version)).toMatch(/needs Node\.js 24 LTS or newer.*npm install/);
    },
  );

  // What npm scripts and CI run on: node_modules/.bin/node from tools/runtime, never Node 20.
  it(`runs this suite on Node ${MINIMUM_NODE_MAJOR} or newer`, () => {
    expect(unsupportedNodeReason(process.version)).toBeNull();
  });
});
