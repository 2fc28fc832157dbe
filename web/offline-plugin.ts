import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';
import { filesUnder } from './precompress';

/** Copies for the server to send compressed (precompress.ts): the browser caches the decoded file. */
const COPY = /\.(br|gz)$/;

/**
 * Writes `sw.js` (from sw/sw.ts) into the build with the build's every file to cache and a
 * version made from their bytes: the same build gives the same sw.js, and any change of any file
 * a new one, which the browser installs beside the old and the page offers to switch to.
 *
 * Hand-written rather than vite-plugin-pwa's generateSW: the worker is short, has no runtime of
 * its own to download, handles push too, and the list of files is the build's output as it is
 * (vite-plugin-pwa would add its own build pass and options to the shared Vite config).
 */
export function offline(): Plugin {
  let outDir = '';
  return {
    name: 'fathom-offline',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    // Before precompress's closeBundle (listed after this plugin), so that sw.js gets its copies.
    closeBundle: {
      order: 'pre',
      async handler() {
        const files = filesUnder(outDir)
          .filter((f) => !COPY.test(f) && !f.endsWith(`${sep}sw.js`))
          .sort();
        const hash = createHash('sha256');
        for (const f of files) hash.update(f).update(readFileSync(f));
        const urls = files.map((f) => '/' + relative(outDir, f).split(sep).join('/'));
        const source = readFileSync(join(import.meta.dirname, 'sw', 'sw.ts'), 'utf8');
        const { code } = await transformWithOxc(source, 'sw.ts', { lang: 'ts' });
        const sw = code
          .replace(/\[\s*["']__FATHOM_FILES__["']\s*\]/, JSON.stringify(urls))
          .replace('__FATHOM_VERSION__', hash.digest('base64url').slice(0, 16));
        // A worker without its list would cache nothing, silently: the build fails instead.
        if (sw.includes('__FATHOM_')) throw new Error('sw.js: a placeholder was not filled in');
        writeFileSync(join(outDir, 'sw.js'), sw);
      },
    },
  };
}
