import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import solid from 'vite-plugin-solid';
import { offline } from './offline-plugin';
import { precompress } from './precompress';

// Built from the repository root with `vite build web`; the server serves dist/web.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // offline: the service worker and its list of files (offline-plugin.ts).
  plugins: [solid(), offline(), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser we support has modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Each game's board chunk is named for its game, so sizes can be reported per board.
        chunkFileNames: (chunk) => {
          const game = chunk.facadeModuleId?.match(
            /games\/([\w-]+)\/(?:board\.tsx|chunk\.ts)$/,
          )?.[1];
          return game ? `assets/board-${game}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: { port: 5173 },
});
