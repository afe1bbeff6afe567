/**
 * The Node.js the portal supports (docs/decisions/0018-node-24-runtime.md): 24 LTS or newer.
 * `npm install` puts one first on PATH for every npm script (tools/runtime); this check gives a
 * clear message to whoever starts a command with an older `node` straight from the shell.
 */
export const MINIMUM_NODE_MAJOR = 24;

/** Why `version` (as in process.version) is not supported, or null when it is. */
export function unsupportedNodeReason(version: string): string | null {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  if (Number.isInteger(major) && major >= MINIMUM_NODE_MAJOR) return null;
  return (
    `The portal needs Node.js ${MINIMUM_NODE_MAJOR} LTS or newer; this is ${version}. ` +
    'Run `npm install` (it provides Node 24 to every npm script) and start commands through ' +
    'npm (`npm start`, `npm test`, `npm run …`), or install Node.js 24.'
  );
}

/** Ends the process with that message when the running Node is too old. */
export function requireSupportedNode(version: string = process.version): void {
  const reason = unsupportedNodeReason(version);
  if (reason === null) return;
  console.error(reason);
  process.exit(1);
}
