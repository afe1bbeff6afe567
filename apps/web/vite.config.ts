import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { staticGraphOf } from './build/entry-graph';

const webDir = decodeURIComponent(new URL('.', import.meta.url).pathname);
const srcDir = join(webDir, 'src');

// docs/decisions/0041: what the visitor's boot loads first is its own chunk; the application's
// shell is the rest of its initial modules, and loads after it. Every route stays its own lazy
// chunk with its own styles (docs/decisions/0070): the visitor's stylesheet holds what a
// prerendered page paints with, since its route's chunk never loads on the visitor's boot.
const visitorGraph = staticGraphOf(join(webDir, 'visitor.html'));
const entries = new Set([
  ...['index.html', 'visitor.html'].map((file) => join(webDir, file)),
  ...['main.tsx', 'visitor.tsx'].map((file) => join(srcDir, file)),
]);
const notAnEntry = (id: string) => !entries.has(id);
const inVisitorShell = (id: string) => notAnEntry(id) && visitorGraph.has(id);
// The portal's own stylesheets (layout, header, page shells: 6 KB gzip in all) paint the
// prerendered pages, whose route code never loads on a visitor's boot: they go with the
// visitor's stylesheet wherever they are imported. Mantine's component styles stay with the
// chunk that imports them (docs/decisions/0070).
const ownStylesheet = (id: string) => id.startsWith(srcDir) && id.endsWith('.css');

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
        cssCodeSplit: true,
        rolldownOptions: {
          // Two boots (docs/decisions/0041): the application's, and the visitor's islands on the
          // prerendered public pages. Each loads only what it imports itself at first.
          input: { main: join(webDir, 'index.html'), visitor: join(webDir, 'visitor.html') },
          output: {
            codeSplitting: {
              groups: [
                // Without the $initial tag: it takes a route's own stylesheet too. Alone in its
                // group, since a group without the tag would drag the routes' code along.
                { name: 'visitor-shell', test: ownStylesheet, priority: 3 },
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
