import { translate, type Lang, type Params } from '../../kernel/index.js';
import { messages } from './messages.js';
import { COLOURS, PER_ITEMS, type Capacities, type ResearchCard } from './pack.js';
import type { AqState } from './state.js';

/**
 * The components in words, written the same at the terminal and in the browser (each sets them in
 * sentences of its own): from the game's own catalog, so that a card reads the same everywhere.
 */

const say = (lang: Lang, key: string, params: Params = {}) =>
  translate([messages], lang, key, params);

/** When a research card fires. */
export function cardTrigger(card: ResearchCard, lang: Lang): string {
  return card.trigger.on === 'hq'
    ? say(lang, 'aq.card.hq', { room: card.trigger.room })
    : card.trigger.on === 'action'
      ? say(lang, 'aq.card.action', { colour: COLOURS.indexOf(card.trigger.colour) })
      : say(lang, 'aq.card.scoring');
}

/** What a research card gives, as a list. */
export function cardEffects(card: ResearchCard, lang: Lang): string {
  return card.effects
    .map((e) =>
      'kpPer' in e
        ? say(lang, 'aq.effect.per', { n: e.n, item: PER_ITEMS.indexOf(e.kpPer) })
        : say(lang, `aq.effect.${e.gain}`, { n: e.n }),
    )
    .join(', ');
}

/** The word a once-only research card is marked with. */
export const onceText = (lang: Lang): string => say(lang, 'aq.card.once');

export const CAPACITY_KINDS = ['cards', 'crystals', 'octopods', 'time'] as const;

/** What a lab expansion adds, as a list; empty when it adds nothing. */
export function addsText(adds: Capacities, lang: Lang): string {
  return CAPACITY_KINDS.filter((k) => adds[k] > 0)
    .map((k) => say(lang, `aq.cap.${k}`, { n: adds[k] }))
    .join(', ');
}

/** The letter of the sector at a ring position. */
export function letterAt(v: Pick<AqState, 'options' | 'ring'>, pos: number): string {
  return v.options.pack.sectors[v.ring[pos] ?? -1]?.letter ?? '?';
}
