import type { Lang } from '../../../kernel/index.js';
import type { AqMove, AqView } from '../../../games/aquasphere/index.js';
import { derived } from '../../../games/aquasphere/derived.js';
import { nameOf } from '../../../games/aquasphere/messages.js';
import { BLUE, COLOURS, type Colour } from '../../../games/aquasphere/pack.js';
import { lockCosts } from '../../../games/aquasphere/station.js';
import { letterAt } from '../../../games/aquasphere/words.js';
import { colourName, t } from './catalog.js';

/** One legal move in words. */
export function moveText(m: AqMove, v: AqView, lang: Lang): string {
  const pack = v.options.pack;
  const colour = (c: Colour) => colourName(lang, COLOURS.indexOf(c));
  switch (m.type) {
    case 'program': {
      const room = derived(pack).roomIndex.get(m.room) ?? -1;
      return t(lang, 'm.program', { room: m.room, colour: colourName(lang, v.tiles[room] ?? -1) });
    }
    case 'buy':
      return t(lang, 'm.buy', { colour: colour(m.colour) });
    case 'act': {
      const p = v.seats[v.current];
      const locks = p ? (lockCosts(v, p.scientist)[m.sector] ?? 0) : 0;
      const c = COLOURS.indexOf(m.colour);
      const s = v.station[m.sector];
      const params = { letter: letterAt(v, m.sector), action: nameOf(lang, 'action', c), locks };
      const cost = s ? pack.sectors[s.sector]?.subCosts[s.subs.length] : undefined;
      const base =
        c === BLUE && cost !== undefined
          ? t(lang, 'm.act-sub', { ...params, cost })
          : t(lang, 'm.act', params);
      const letters = (m.letters ?? []).map((pos) => letterAt(v, pos));
      return letters.length ? base + t(lang, 'm.bots-to', { letters: letters.join(', ') }) : base;
    }
    case 'return':
      return t(lang, 'm.return', { colour: colour(m.colour) });
    case 'pass':
      return t(lang, 'm.pass');
    case 'redline':
      return m.pay === 'bot'
        ? t(lang, 'm.redline-bot', { colour: colour(m.colour) })
        : t(lang, `m.redline-${m.pay}`);
    default:
      return m.type;
  }
}

/** What may be typed now, and the legal moves, numbered. */
export function help(v: AqView, moves: readonly AqMove[], lang: Lang): string {
  if (moves.length === 0) return t(lang, 'help.none');
  const intro = t(lang, v.phase === 'redline' ? 'help.redline' : 'help.play');
  return [intro, ...moves.map((m, i) => `  ${i + 1}. ${moveText(m, v, lang)}`)].join('\n');
}
