import { fail, ok, type Lang, type Outcome, type Params } from '../../../kernel/index.js';
import type { AqMove, AqView } from '../../../games/aquasphere/index.js';
import { nameOf } from '../../../games/aquasphere/messages.js';
import { COLOURS, type Colour } from '../../../games/aquasphere/pack.js';
import { letterAt } from '../../../games/aquasphere/words.js';
import { colourName, t } from './catalog.js';

/**
 * Typed moves: the number of a listed move, or a short command (`p 2M`, `b red`, `a C purple`,
 * `r red`, `pass`); colours in any of the three languages.
 */

/** A colour typed in any of the three languages, or a prefix only one colour has. */
function parseColour(word: string | undefined): Colour | null {
  if (!word) return null;
  const langs: Lang[] = ['en', 'es', 'fr'];
  const exact = new Set<number>();
  const prefix = new Set<number>();
  for (const lang of langs) {
    COLOURS.forEach((_, c) => {
      const name = nameOf(lang, 'colour', c).toLowerCase();
      if (name === word) exact.add(c);
      if (name.startsWith(word)) prefix.add(c);
    });
  }
  const found = exact.size === 1 ? exact : prefix;
  return found.size === 1 ? COLOURS[[...found][0]!]! : null;
}

/** A sector typed as its letter: its ring position. */
function parseSector(v: AqView, word: string | undefined): number {
  const letter = (word ?? '').toUpperCase();
  return v.ring.findIndex((_, pos) => letterAt(v, pos) === letter);
}

/** The move `input` stands for, or why it is not understood. */
export function parse(
  input: string,
  v: AqView,
  moves: readonly AqMove[],
  lang: Lang,
): Outcome<unknown> {
  // The words as typed (for messages), and lowercased (for matching).
  const typed = input.trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = typed.map((w) => w.toLowerCase());
  const redline = v.phase === 'redline';
  const bad = (key = redline ? 'err.input-redline' : 'err.input', params: Params = {}) =>
    fail('input-not-understood', { reason: t(lang, key, params) });
  if (!first) return bad();
  if (/^\d+$/.test(first) && rest.length === 0) {
    const m = moves[Number(first) - 1];
    return m ? ok(m) : bad();
  }
  /** The colour typed as the argument at `at` (0 is the word after the command). */
  const colourOf = (at: number): Outcome<Colour> => {
    const c = parseColour(rest[at]);
    if (c) return ok(c);
    const colours = COLOURS.map((_, i) => colourName(lang, i)).join(', ');
    return bad('err.colour', { word: typed[at + 1] ?? '', colours });
  };
  if (redline) {
    switch (first) {
      case 'c':
        return rest.length === 0 ? ok({ type: 'redline', pay: 'crystal' }) : bad();
      case 's':
        return rest.length === 0 ? ok({ type: 'redline', pay: 'stop' }) : bad();
      case 'r': {
        if (rest.length !== 1) return bad();
        const c = colourOf(0);
        return c.ok ? ok({ type: 'redline', pay: 'bot', colour: c.value }) : c;
      }
      default:
        return bad();
    }
  }
  switch (first) {
    case 'pass':
    case 'pasar':
    case 'passer':
      return rest.length === 0 ? ok({ type: 'pass' }) : bad();
    case 'p': {
      if (rest.length !== 1) return bad();
      const id = rest[0]!.toUpperCase();
      const room = v.options.pack.hq.rooms.find((r) => r.id.toUpperCase() === id);
      // An unknown room goes to the rules, which say so in the player's language.
      return ok({ type: 'program', room: room?.id ?? typed[1]! });
    }
    case 'b':
    case 'r': {
      if (rest.length !== 1) return bad();
      const c = colourOf(0);
      if (!c.ok) return c;
      return ok({ type: first === 'b' ? 'buy' : 'return', colour: c.value });
    }
    case 'a': {
      if (rest.length < 2) return bad();
      const sector = parseSector(v, rest[0]);
      if (sector < 0) return bad('err.sector', { word: typed[1] ?? '' });
      const c = colourOf(1);
      if (!c.ok) return c;
      // The sectors for a lab expansion's bots: "A D", "A,D" or "AD".
      const letters: number[] = [];
      for (const word of typed.slice(3).join('').replaceAll(',', '')) {
        const pos = parseSector(v, word);
        if (pos < 0) return bad('err.sector', { word });
        letters.push(pos);
      }
      return ok(
        letters.length
          ? { type: 'act', sector, colour: c.value, letters: letters.sort((x, y) => x - y) }
          : { type: 'act', sector, colour: c.value },
      );
    }
    default:
      return bad();
  }
}
