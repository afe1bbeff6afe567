import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repoRoot } from './paths.ts';

/** The build the bench measures and serves: WEB_DIST (as the API reads it) or apps/web/dist. */
export function webDist(env = process.env): string {
  return env.WEB_DIST ? resolve(repoRoot, env.WEB_DIST) : join(repoRoot, 'apps/web/dist');
}

const webRoot = join(repoRoot, 'apps/web');
const SERVER_ENTRY = 'src/entry-server.tsx';

function run(command: string, args: string[], what: string, cwd = repoRoot) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', timeout: 300_000 });
  if (result.status !== 0)
    throw new Error(`${what} failed (exit ${result.status ?? result.signal})`);
}

/**
 * Builds the web into `dir` when it has no index.html, as `npm start` would (the Vite builds,
 * then the .br/.gz beside each asset that the server sends precompressed). A build without
 * them gets them: the figures must be those of what `npm start` serves. Answers whether it built.
 */
export function ensureWebBuild(dir = webDist()): boolean {
  const defaultDist = join(repoRoot, 'apps/web/dist');
  let built = false;
  if (!existsSync(join(dir, 'index.html'))) {
    console.log(`${dir} has no build: building the web into it …`);
    if (dir === defaultDist) {
      run('npm', ['run', 'build', '-w', '@portal/web'], 'web build');
    } else {
      // apps/web's build script into another folder: the client, then the server render in
      // its server/ (where the API looks for it, ADR 0041), when the web has one.
      run('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir'], 'web build', webRoot);
      if (existsSync(join(webRoot, SERVER_ENTRY))) {
        const serverDir = join(dir, 'server');
        const args = [
          'vite',
          'build',
          '--ssr',
          SERVER_ENTRY,
          '--outDir',
          serverDir,
          '--emptyOutDir',
        ];
        run('npx', args, 'server render build', webRoot);
      }
    }
    built = true;
  }
  const assets = join(dir, 'assets');
  const compressed = existsSync(assets) && readdirSync(assets).some((f) => f.endsWith('.br'));
  if (!compressed) {
    run(process.execPath, ['scripts/precompress.ts', dir], 'precompressing the web build');
  }
  return built;
}
