import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineConfig({
  // Must match the router's basename and the API's static prefix (TOOLCHAIN.md).
  base: '/prestadores/',
  plugins: [react()],
  resolve: { alias: { '@': srcDir } },
  build: { outDir: 'dist', sourcemap: true },
  // '/pre/' with its slash: a bare '/pre' prefix would also swallow '/prestadores'.
  server: { proxy: { '/pre/': 'http://localhost:8080' } },
});
