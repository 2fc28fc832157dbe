import { nameOf } from '../../../../src/games/aquasphere/messages.js';
import {
  addsText as addsWords,
  cardEffects,
  cardTrigger,
  onceText,
} from '../../../../src/games/aquasphere/words.js';
import {
  COLOURS,
  LETTERS,
  type Capacities,
  type Colour,
  type Expansion,
  type ResearchCard,
} from '../../../../src/games/aquasphere/pack.js';
import type { AqView } from '../../../../src/games/aquasphere/index.js';
import type { Params } from '../../../../src/kernel/index.js';
import { lang, t } from '../../i18n';

/** Game terms in the reader's language, from the game's own catalog (names, cards, effects). */
export const colourName = (c: number) => nameOf(lang(), 'colour', c);
/** The colour of an area or a tile (feminine nouns in Spanish and French). */
export const areaColourName = (c: number) => nameOf(lang(), 'colourF', c);
export const actionName = (c: number) => nameOf(lang(), 'action', c);
export const colourIndex = (c: Colour) => COLOURS.indexOf(c);

/** Area fills, by colour index (red, green, yellow, black, purple, blue, white). */
export const AREA_FILL = [
  '#d23a2e',
  '#3c9a45',
  '#f0c419',
  '#2e2e33',
  '#7d45a8',
  '#2f6fca',
  '#f7f7f2',
];
/** Each action's mark, by colour index, so that areas and symbols read without colour too. */
export const ACTION_GLYPH = ['card', 'tile', 'time', 'crystal', 'octopod', 'sub', 'bot'] as const;
/** Text drawn on an area of that colour. */
export const AREA_INK = ['#fff', '#fff', '#222', '#fff', '#fff', '#fff', '#222'];

/** A research card in words: when it fires, then what it gives. */
export function cardText(card: ResearchCard): string {
  return t(card.once ? 'aq.ui.card-once' : 'aq.ui.card-text', {
    trigger: cardTrigger(card, lang()),
    effects: cardEffects(card, lang()),
    once: onceText(lang()),
  });
}

/** What a lab expansion adds, in words. */
export const addsText = (adds: Capacities): string => addsWords(adds, lang());

export function expansionText(x: Expansion): string {
  return t(x.letters.length ? 'aq.ui.expansion-text' : 'aq.ui.expansion-text-none', {
    n: x.letters.length,
    letters: x.letters.join(', '),
    adds: addsText(x.adds),
  });
}

/** The letter of the sector at a ring position. */
export { letterAt } from '../../../../src/games/aquasphere/words.js';

export const letterName = (l: number) => LETTERS[l] ?? '?';

/** A seat's name, or "neutral" for the colours no one plays (submarines in 2 and 3 players). */
export function ownerName(v: AqView, names: readonly string[], colour: number): string {
  return colour < v.players ? (names[colour] ?? `#${colour + 1}`) : t('aq.ui.neutral');
}

/**
 * `t`, remembering what it wrote: the station writes the same labels again at every move (a
 * sector's contents, a lock's cost), and plural messages are costly to format. Only found texts
 * are kept (a key shown before its catalog arrives is not), per language.
 */
const written = new Map<string, string>();
export function tm(key: string, params: Params = {}): string {
  const id = `${lang()}\u0000${key}\u0000${JSON.stringify(params)}`;
  const hit = written.get(id);
  if (hit !== undefined) return hit;
  const text = t(key, params);
  if (text !== key) {
    if (written.size > 4000) written.clear();
    written.set(id, text);
  }
  return text;
}
