import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

// The console is an application of its own (docs/decisions/0057): its base must match its
// router's basename and the API's static prefix, as the portal's does.
export default defineConfig({
  base: '/consola/',
  plugins: [react()],
  resolve: { alias: { '@': srcDir } },
  build: { outDir: 'dist', sourcemap: true, cssCodeSplit: false },
  // '/pre/' with its slash: a bare '/pre' prefix would also swallow '/prestadores'.
  server: { port: 5174, proxy: { '/pre/': 'http://localhost:8080' } },
});
