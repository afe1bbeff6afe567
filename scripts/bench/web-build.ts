import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repoRoot } from './paths.ts';

/** The build the bench measures and serves: WEB_DIST (as the API reads it) or apps/web/dist. */
export function webDist(env = process.env): string {
  return env.WEB_DIST ? resolve(repoRoot, env.WEB_DIST) : join(repoRoot, 'apps/web/dist');
}

function run(command: string, args: string[], what: string) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', timeout: 300_000 });
  if (result.status !== 0)
    throw new Error(`${what} failed (exit ${result.status ?? result.signal})`);
}

/**
 * Builds the web into `dir` when it has no index.html, as `npm start` would (the Vite build,
 * then the .br/.gz beside each asset that the server sends precompressed). A build without
 * them gets them: the figures must be those of what `npm start` serves. Answers whether it built.
 */
export function ensureWebBuild(dir = webDist()): boolean {
  const defaultDist = join(repoRoot, 'apps/web/dist');
  let built = false;
  if (!existsSync(join(dir, 'index.html'))) {
    console.log(`${dir} has no build: building the web into it …`);
    // The workspace's own build script, so whatever it grows (a prerender) comes along.
    const outDir = dir === defaultDist ? [] : ['--', '--outDir', dir, '--emptyOutDir'];
    run('npm', ['run', 'build', '-w', '@portal/web', ...outDir], 'web build');
    built = true;
  }
  const assets = join(dir, 'assets');
  const compressed = existsSync(assets) && readdirSync(assets).some((f) => f.endsWith('.br'));
  if (!compressed) {
    run(process.execPath, ['scripts/precompress.ts', dir], 'precompressing the web build');
  }
  return built;
}
