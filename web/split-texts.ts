import { runnerImport, type Plugin } from 'vite';
import { isLang, type Catalog, type Lang } from '../src/kernel/i18n.js';

/** `import('virtual:texts/en')`: the page texts of one language (web/src/texts.ts). */
const PREFIX = 'virtual:texts/';

/**
 * One module per language of the page texts that `textsModule` gathers (its `pageTexts`): a
 * bundler keeps an object whole, so a catalog holding es, en and fr sends all three to a reader
 * of one. At build, the texts are read once (the module evaluated by Vite's module runner) and
 * each language written as plain data; under the dev server, each language module imports the
 * catalogs themselves, so an edited text reloads.
 */
export function splitTexts(textsModule: string): Plugin {
  let serve = false;
  let texts: Promise<(lang: Lang) => Catalog> | null = null;
  return {
    name: 'fathom-split-texts',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const lang = id.slice(PREFIX.length + 1);
      if (!isLang(lang)) return this.error(`${id}: no such language`);
      if (serve) {
        return `import { pageTexts } from ${JSON.stringify(textsModule)};
export default pageTexts(${JSON.stringify(lang)});`;
      }
      texts ??= runnerImport<{ pageTexts: (lang: Lang) => Catalog }>(textsModule, {
        configFile: false,
        logLevel: 'warn',
      }).then((r) => r.module.pageTexts);
      return `export default ${JSON.stringify((await texts)(lang))};`;
    },
  };
}
