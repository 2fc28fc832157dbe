import { createSignal } from 'solid-js';
import type { Lang } from '../../../../src/kernel/index.js';

type Notes = Record<string, string>;

// English is how the pack writes its notes; the other languages' come in a chunk each, fetched
// the first time the inspector shows a note (the board's own chunk has no room for them).
const LOAD: Partial<Record<Lang, () => Promise<{ SOURCES: Notes }>>> = {
  es: () => import('./sources/es'),
  fr: () => import('./sources/fr'),
};
const [loaded, setLoaded] = createSignal<Partial<Record<Lang, Notes>>>({});
const asked = new Set<Lang>();

/**
 * A pack's source note in the reader's language: the default pack's are translated, a loaded
 * pack's show as its author wrote them. Until the language's notes arrive, the note as written.
 */
export function sourceIn(l: Lang, source: string): string {
  const notes = loaded()[l];
  const load = LOAD[l];
  if (!notes && load && !asked.has(l)) {
    asked.add(l);
    void load().then((m) => setLoaded((all) => ({ ...all, [l]: m.SOURCES })));
  }
  return notes?.[source] ?? source;
}
