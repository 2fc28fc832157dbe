import type { Catalogs } from '../../src/kernel/i18n.js';

/**
 * The catalogs with `more` added, each once. The same list back when none is new: the list is a
 * signal, and a new array would re-run every t() in the app (each table page adds its game's
 * catalogs again, and the status bar's arrive after the page is drawn).
 */
export function withCatalogs(
  list: readonly Catalogs[],
  more: readonly Catalogs[],
): readonly Catalogs[] {
  const fresh = more.filter((c, i) => !list.includes(c) && more.indexOf(c) === i);
  return fresh.length === 0 ? list : [...list, ...fresh];
}
