import type { Lang } from '../../../kernel/index.js';
import type { AqView } from '../../../games/aquasphere/index.js';
import {
  COLOURS,
  LETTERS,
  type Capacities,
  type ResearchCard,
} from '../../../games/aquasphere/pack.js';
import { ROUNDS, SUBS_PER_COLOUR } from '../../../games/aquasphere/rules-constants.js';
import { capacity } from '../../../games/aquasphere/station.js';
import {
  addsText as addsWords,
  cardEffects,
  cardTrigger,
  letterAt,
  onceText,
} from '../../../games/aquasphere/words.js';
import { colourName, t } from './catalog.js';

/**
 * The board at the terminal: the round, the headquarters, the six sectors of the research station
 * in ring order, and every player's lab and supply.
 */

/** A seat's or a neutral colour's name. */
function ownerName(v: AqView, names: readonly string[], lang: Lang, colour: number): string {
  return colour < v.players ? (names[colour] ?? `${colour + 1}`) : t(lang, 'neutral');
}

/** A research card in words: its trigger, then its effects. */
export function cardText(card: ResearchCard, lang: Lang): string {
  return t(lang, 'card-text', {
    trigger: cardTrigger(card, lang),
    effects: cardEffects(card, lang),
    once: card.once ? ` (${onceText(lang)})` : '',
  });
}

/** What a lab expansion adds, in words. */
const addsText = (adds: Capacities, lang: Lang): string => addsWords(adds, lang) || t(lang, 'none');

function expansionText(v: AqView, x: number, lang: Lang): string {
  const e = v.options.pack.expansions[x];
  if (!e) return '?';
  return `${e.id} [${e.letters.join('') || '-'}] ${addsText(e.adds, lang)}`;
}

function header(v: AqView, lang: Lang): string {
  if (v.phase === 'over') return t(lang, 'over');
  if (v.round === 0) return t(lang, 'setup');
  const tile = v.options.pack.centreTiles[v.centre[v.centreDone] ?? -1];
  return t(lang, 'round', { round: v.round, rounds: ROUNDS, bulb: tile?.bulb ?? '?' });
}

function headquarters(v: AqView, lang: Lang, names: readonly string[]): string[] {
  const pack = v.options.pack;
  const rooms = pack.hq.rooms.map((room, i) => {
    const tile = v.tiles[i] ?? -1;
    const here = v.seats.flatMap((p, seat) => (p.engineer === i ? [names[seat] ?? ''] : []));
    return `${room.id}${tile >= 0 ? ` ${colourName(lang, tile)}` : ''}${here.length ? ` [${here.join(', ')}]` : ''}`;
  });
  const lines = [t(lang, 'hq'), '  ' + rooms.join(' · ')];
  const next = v.nextProgram ? pack.programCards[v.programs[v.programs.length - 1] ?? -1] : null;
  if (next) {
    const tiles = Object.entries(next.tiles).map(
      ([room, c]) => `${room} ${colourName(lang, COLOURS.indexOf(c))}`,
    );
    lines.push('  ' + t(lang, 'next-program', { card: next.id, tiles: tiles.join(', ') }));
  }
  return lines;
}

function station(v: AqView, lang: Lang, names: readonly string[]): string[] {
  if (v.station.length === 0) return [];
  const pack = v.options.pack;
  const lines = [t(lang, 'station')];
  v.station.forEach((s, pos) => {
    const sector = pack.sectors[s.sector]!;
    const charging = s.charging.flatMap((n, seat) => (n > 0 ? [`${names[seat] ?? ''} ${n}`] : []));
    lines.push(
      '  ' +
        t(lang, 'sector', {
          letter: sector.letter,
          next: letterAt(v, (pos + 1) % 6),
          lock: v.locks[pos] ?? 0,
          time: s.time,
          crystals: s.crystals,
          octopods: s.octopods,
          control: s.control >= 0 ? (names[s.control] ?? '') : t(lang, 'nobody'),
          charging: charging.length ? t(lang, 'charging', { list: charging.join(', ') }) : '',
        }),
    );
    const card = pack.researchCards[s.cards[s.cards.length - 1] ?? -1];
    lines.push(
      '     ' +
        (card ? t(lang, 'card', { id: card.id, text: cardText(card, lang) }) : t(lang, 'no-card')),
    );
    const x = pack.expansions[s.expansions[s.expansions.length - 1] ?? -1];
    lines.push(
      '     ' +
        (x
          ? t(lang, 'expansion', {
              id: x.id,
              letters: `[${x.letters.join('') || '-'}]`,
              adds: addsText(x.adds, lang),
            })
          : t(lang, 'no-expansion')),
    );
    const subs = s.subs.map((c) => ownerName(v, names, lang, c)).join(', ') || t(lang, 'none');
    const cost = sector.subCosts[s.subs.length];
    lines.push(
      '     ' +
        (cost === undefined
          ? t(lang, 'subs-full', { list: subs })
          : t(lang, 'subs', { list: subs, cost })) +
        '; ' +
        t(lang, 'white', { colour: colourName(lang, COLOURS.indexOf(sector.white)) }),
    );
  });
  return lines;
}

function players(v: AqView, lang: Lang, names: readonly string[]): string[] {
  const pack = v.options.pack;
  const lap = pack.knowledgeTrack.length;
  const lines = [t(lang, 'players')];
  v.seats.forEach((p, seat) => {
    const name = names[seat] ?? '';
    lines.push(
      '  ' +
        t(lang, 'kp', {
          name,
          kp: p.kp,
          lap: Math.floor(p.kp / lap),
          time: p.time,
          timeCap: capacity(v, p, 'time'),
          crystals: p.crystals,
          crystalCap: capacity(v, p, 'crystals'),
          octopods: capacity(v, p, 'octopods'),
        }),
    );
    const cards = p.cards.map((c) => {
      const card = pack.researchCards[c];
      const spent = p.spent.includes(c) ? ` [${t(lang, 'spent')}]` : '';
      return card ? `${card.id}${spent} — ${cardText(card, lang)}` : '?';
    });
    lines.push(
      '     ' +
        t(lang, 'lab', {
          letter: LETTERS[p.lab] ?? '?',
          n: p.cards.length,
          cap: capacity(v, p, 'cards'),
          cards: cards.length ? t(lang, 'colon') : '',
          x: p.expansions.length,
          expansions:
            p.expansions.map((x) => expansionText(v, x, lang)).join('; ') || t(lang, 'none'),
        }),
    );
    for (const card of cards) lines.push('       ' + card);
    lines.push(
      '     ' +
        t(lang, 'pieces', {
          subs: p.subsPlaced,
          allSubs: SUBS_PER_COLOUR,
          supply: p.supply,
          programmed: p.programmed.map((c) => colourName(lang, c)).join(', ') || t(lang, 'none'),
          bought: p.parked > 0 ? t(lang, 'bought') : '',
        }),
    );
    if (p.scientist >= 0) {
      const room = pack.hq.rooms[p.engineer];
      lines.push(
        '     ' +
          t(lang, 'where', {
            letter: letterAt(v, p.scientist),
            area: colourName(lang, p.area),
            engineer:
              v.passed.includes(seat) || !room
                ? t(lang, 'passed')
                : t(lang, 'engineer-room', { room: room.id }),
          }),
      );
    }
  });
  const list = (seats: readonly number[]) =>
    seats.map((s) => names[s] ?? '').join(', ') || t(lang, 'none');
  lines.push(t(lang, 'order', { order: list(v.order), passed: list(v.passed) }));
  return lines;
}

/** The whole board, a line for each thing on it. */
export function render(v: AqView, lang: Lang, names: readonly string[]): string {
  const pack = v.options.pack;
  const lines = [header(v, lang)];
  lines.push(
    t(lang, 'track', {
      length: pack.knowledgeTrack.length,
      lines: pack.knowledgeTrack.redLines.join(', '),
    }),
  );
  lines.push(...headquarters(v, lang, names));
  lines.push(...station(v, lang, names));
  lines.push(...players(v, lang, names));
  if (v.phase === 'redline' && v.redline) {
    lines.push(t(lang, 'redline', { name: names[v.redline.seat] ?? '', line: v.redline.line }));
  }
  return lines.join('\n');
}
