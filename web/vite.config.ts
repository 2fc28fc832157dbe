import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import solid from 'vite-plugin-solid';
import { precompress } from './precompress';
import { splitTexts } from './split-texts';

// Built from the repository root with `vite build web`; the server serves dist/web.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    solid(),
    splitTexts(fileURLToPath(new URL('src/texts.ts', import.meta.url))),
    precompress(),
  ],
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
          if (game) return `assets/board-${game}-[hash].js`;
          // The page texts of one language (split-texts.ts).
          const texts = chunk.facadeModuleId?.match(/^\0virtual:texts\/(\w+)$/)?.[1];
          return texts ? `assets/texts-${texts}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: { port: 5173 },
});
