import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { staticGraphOf } from './build/entry-graph';

const webDir = decodeURIComponent(new URL('.', import.meta.url).pathname);
const srcDir = join(webDir, 'src');

// docs/decisions/0041: what the visitor's boot loads first is its own chunk; the application's
// shell is the rest of its initial modules, and loads after it. Every route stays its own lazy
// chunk, and one stylesheet holds every page's rules (a prerendered page paints before its
// route's JavaScript arrives, so its styles cannot wait for that chunk).
const visitorGraph = staticGraphOf(join(webDir, 'visitor.html'));
const entries = new Set([
  ...['index.html', 'visitor.html'].map((file) => join(webDir, file)),
  ...['main.tsx', 'visitor.tsx'].map((file) => join(srcDir, file)),
]);
const notAnEntry = (id: string) => !entries.has(id);
const inVisitorShell = (id: string) => notAnEntry(id) && visitorGraph.has(id);

export default defineConfig(({ isSsrBuild }) => ({
  // Must match the router's basename and the API's static prefix (TOOLCHAIN.md).
  base: '/prestadores/',
  plugins: [react(), ...(isSsrBuild ? [] : [visitorGraph.plugin])],
  resolve: { alias: { '@': srcDir } },
  // The server render (dist/server) carries its libraries: the API loads it from any folder.
  ssr: { noExternal: true },
  // Production React in the server render too (Node leaves NODE_ENV unset).
  define: isSsrBuild ? { 'process.env.NODE_ENV': '"production"' } : {},
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false, sourcemap: false }
    : {
        outDir: 'dist',
        sourcemap: true,
        cssCodeSplit: false,
        rolldownOptions: {
          // Two boots (docs/decisions/0041): the application's, and the visitor's islands on the
          // prerendered public pages. Each loads only what it imports itself at first.
          input: { main: join(webDir, 'index.html'), visitor: join(webDir, 'visitor.html') },
          output: {
            codeSplitting: {
              groups: [
                { name: 'visitor-shell', tags: ['$initial'], test: inVisitorShell, priority: 2 },
                { name: 'shell', tags: ['$initial'], test: notAnEntry, priority: 1 },
              ],
            },
          },
        },
      },
  // '/pre/' with its slash: a bare '/pre' prefix would also swallow '/prestadores'.
  server: { proxy: { '/pre/': 'http://localhost:8080' } },
}));
