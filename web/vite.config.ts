import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import solid from 'vite-plugin-solid';

// Built from the repository root with `vite build web`; the server serves dist/web.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [solid()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser we support has modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
  },
  server: { port: 5173 },
});
