import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

// docs/decisions/0029: the shell the entry needs is one chunk, every route stays its own lazy
// chunk, and one stylesheet holds every page's rules (a prerendered page paints before its
// route's JavaScript arrives, so its styles cannot wait for that chunk).
export default defineConfig(({ isSsrBuild }) => ({
  // Must match the router's basename and the API's static prefix (TOOLCHAIN.md).
  base: '/prestadores/',
  plugins: [react()],
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
          output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } },
        },
      },
  // '/pre/' with its slash: a bare '/pre' prefix would also swallow '/prestadores'.
  server: { proxy: { '/pre/': 'http://localhost:8080' } },
}));
