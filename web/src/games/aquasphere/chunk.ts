// The board chunk's contract, what the catalog (info.tsx) loads: AquaSphere's rules, default
// pack, board and rules summary (a BoardModule), and the pack's checks for the lobby's pack
// editor. Loaded when a table opens or when the pack editor needs the pack. The bots are a chunk
// of their own (bots.ts), loaded when a table on this screen first wants one.
import { createEffect, createRoot, on } from 'solid-js';
import type { Catalog, Catalogs, Lang } from '../../../../src/kernel/index.js';
import { aquasphere, type AqView } from '../../../../src/games/aquasphere/index.js';
import { DEFAULT_PACK } from '../../../../src/games/aquasphere/default-pack.js';
import { addCatalogs, lang } from '../../i18n';
import { TEXTS } from './texts';

export { Board } from './board';
export { RulesSummary } from './rules-summary';

export const game = aquasphere;
// A table of people alone, online or on this screen, and the pack editor's preview need no bot.
export const loadBots = () => import('./bots').then((m) => m.aquasphereBots);

/**
 * The board's texts: only the reader's language comes with the board (loadTexts, awaited by
 * info.tsx before the board shows); another is fetched when the reader switches to it.
 */
const texts: Record<Lang, Catalog> = { en: {}, es: {}, fr: {} };
export const messages: Catalogs = texts;
/** Keeps a language's texts (info.tsx loads the first alongside this chunk). */
export function setTexts(l: Lang, catalog: Catalog): void {
  texts[l] = catalog;
}
createRoot(() =>
  createEffect(
    on(
      lang,
      async (l) => {
        if (Object.keys(texts[l]).length > 0) return;
        setTexts(l, (await TEXTS[l]()).catalog);
        // A new catalog object, so that every text on screen is written again.
        addCatalogs({ ...texts });
      },
      { defer: true },
    ),
  ),
);
export const currentSeat = (view: unknown) => (view as AqView).current;
export { DEFAULT_PACK };
/** The pack's schema, which the pack editor's form is read off (a chunk of its own). */
export { packSchema } from '../../../../src/games/aquasphere/pack.js';

/** For the lobby: a pack file checked by the rules' own validation (an error names the field). */
export function checkPackOptions(
  raw: unknown,
  players: number,
):
  | { ok: true; options: { pack: unknown } }
  | { ok: false; code: string; params: Record<string, string | number> } {
  const parsed = aquasphere.parseOptions({ pack: raw }, players);
  if (parsed.ok) return { ok: true, options: { pack: parsed.value.pack } };
  return { ok: false, code: parsed.error.code, params: { ...parsed.error.params } };
}
