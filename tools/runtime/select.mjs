// Chooses the Node.js that node_modules/.bin/node (and so every npm script) runs on; see
// docs/decisions/0018-node-24-runtime.md. npm runs this as a preinstall script, before it links
// bins, on whatever `node` is first on PATH.
//
// - That Node is 24 or newer: link it; nothing is downloaded.
// - Otherwise: fetch the official binary of PINNED from the registry's platform package
//   (`node-<platform>-<arch>`, the one the `node` package installs), once, and link it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PINNED = '24.21.0';
const MINIMUM_MAJOR = 24;

const here = path.dirname(fileURLToPath(import.meta.url));
const linkPath = path.join(here, 'current', 'node');
const downloadDir = path.join(here, 'download');
const downloaded = path.join(downloadDir, 'bin', 'node');

/** @param {string} target @param {string} why */
function link(target, why) {
  fs.mkdirSync(path.dirname(linkPath), { recursive: true });
  fs.rmSync(linkPath, { force: true });
  fs.symlinkSync(target, linkPath);
  console.log(`@portal/runtime: npm scripts run on ${target} (${why})`);
}

/** @param {string} binary @returns {string | null} */
function versionOf(binary) {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

const major = Number(process.versions.node.split('.')[0]);
const ours = process.execPath.startsWith(here + path.sep);

if (major >= MINIMUM_MAJOR && !ours) {
  link(process.execPath, `Node ${process.version} on PATH is ${MINIMUM_MAJOR} or newer`);
} else if (versionOf(downloaded) === `v${PINNED}`) {
  link(downloaded, `Node v${PINNED}, downloaded before`);
} else {
  if (process.platform === 'win32') {
    console.error('@portal/runtime: on Windows install Node.js 24 LTS or newer yourself.');
    process.exit(1);
  }
  const prefix = process.platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node';
  const spec = `${prefix}-${process.platform}-${process.arch}@${PINNED}`;
  console.log(
    `@portal/runtime: Node ${process.version} is older than ${MINIMUM_MAJOR}; fetching ${spec}`,
  );
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-runtime-'));
  try {
    // npm pack checks the tarball against the registry's integrity and keeps it in npm's cache.
    const pack = spawnSync('npm', ['pack', spec, '--pack-destination', temp, '--silent'], {
      cwd: temp,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (pack.status !== 0) throw new Error(`npm pack ${spec} exited with ${pack.status}`);
    // It prints the tarball's file name last.
    const filename = pack.stdout.trim().split('\n').pop();
    if (!filename) throw new Error(`npm pack ${spec} printed no file name`);
    fs.rmSync(downloadDir, { recursive: true, force: true });
    fs.mkdirSync(downloadDir, { recursive: true });
    const tar = spawnSync(
      'tar',
      ['-xzf', path.join(temp, filename), '-C', downloadDir, '--strip-components=1'],
      {
        stdio: 'inherit',
      },
    );
    if (tar.status !== 0) throw new Error(`tar exited with ${tar.status}`);
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
  const got = versionOf(downloaded);
  if (got !== `v${PINNED}`) {
    console.error(`@portal/runtime: the downloaded binary reports ${got}, expected v${PINNED}`);
    process.exit(1);
  }
  link(downloaded, `downloaded Node v${PINNED}`);
}
