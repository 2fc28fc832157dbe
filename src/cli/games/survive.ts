import {
  fail,
  formatMessage,
  ok,
  type Lang,
  type Outcome,
  type Params,
} from '../../kernel/index.js';
import { ROWS, spaceAt, spaceName } from '../../games/survive/board.js';
import { BACKS, CREATURES, SAFE_ISLES } from '../../games/survive/components.js';
import { nameOf } from '../../games/survive/messages.js';
import type { SurviveMove, SurviveView } from '../../games/survive/index.js';
import type { TerminalGame } from '../terminal.js';

const text: Record<Lang, Record<string, string>> = {
  en: {
    legend:
      'b/f/m beach/forest/mountain (digit: explorers), ~ sea, S ship (digit: aboard), w swimmers, Z serpent, K shark, W whale, # safe isle',
    turn: 'Turn {turn}: {name} ({phase}). Movement points used: {points}/3.',
    die: 'Die: {creature}.',
    yours: 'Your explorers: {list}',
    hand: 'Your tiles: {list}',
    seat: '{name}: {n, plural, one {# tile} other {# tiles}} in hand, {safe} safe{value}',
    react: 'Waiting for a defence answer from: {names}',
    moves: 'Type a number, or "d" when done:',
    many: '{n} possible moves; type a command: p VALUE R,C (place explorer), s R,C (ship), x R,C (remove), t CREATURE R,C R,C (move-a-creature tile), d (done).',
    'err.input': 'type the number of a move, or a command from the help',
    none: 'none',
  },
  es: {
    legend:
      'b/f/m playa/bosque/montaña (cifra: exploradores), ~ mar, S barco (cifra: a bordo), w nadadores, Z serpiente, K tiburón, W ballena, # isla segura',
    turn: 'Turno {turn}: {name} ({phase}). Puntos de movimiento usados: {points}/3.',
    die: 'Dado: {creature}.',
    yours: 'Tus exploradores: {list}',
    hand: 'Tus baldosas: {list}',
    seat: '{name}: {n, plural, one {# baldosa} other {# baldosas}} en la mano, {safe} a salvo{value}',
    react: 'Esperando respuesta defensiva de: {names}',
    moves: 'Escribe un número, o "d" para terminar:',
    many: '{n} jugadas posibles; escribe una orden: p VALOR F,C (colocar explorador), s F,C (barco), x F,C (retirar), t CRIATURA F,C F,C (baldosa mover criatura), d (terminar).',
    'err.input': 'escribe el número de una jugada o una orden de la ayuda',
    none: 'ninguna',
  },
  fr: {
    legend:
      'b/f/m plage/forêt/montagne (chiffre : explorateurs), ~ mer, S bateau (chiffre : à bord), w nageurs, Z serpent, K requin, W baleine, # île refuge',
    turn: 'Tour {turn} : {name} ({phase}). Points de déplacement utilisés : {points}/3.',
    die: 'Dé : {creature}.',
    yours: 'Vos explorateurs : {list}',
    hand: 'Vos tuiles : {list}',
    seat: '{name} : {n, plural, one {# tuile} other {# tuiles}} en main, {safe} sauvés{value}',
    react: 'En attente d’une réponse défensive de : {names}',
    moves: 'Tapez un numéro, ou « d » pour terminer :',
    many: '{n} coups possibles ; tapez une commande : p VALEUR L,C (placer un explorateur), s L,C (bateau), x L,C (retirer), t CRÉATURE L,C L,C (tuile déplacer une créature), d (terminer).',
    'err.input': "tapez le numéro d'un coup ou une commande de l'aide",
    none: 'aucune',
  },
};

/** The steps of a turn (and of setup), as the board's status line names them. */
const PHASES: Record<Lang, Record<string, string>> = {
  en: {
    layout: 'laying the island',
    'place-explorer': 'placing explorers',
    'place-ship': 'placing ships',
    move: 'moving',
    dolphin: 'dolphin',
    wind: 'wind',
    remove: 'removing a tile',
    reveal: 'looking under the tile',
    boarders: 'choosing who boards',
    roll: 'rolling the die',
    creature: 'moving a creature',
    react: 'waiting for a defence',
    over: 'game over',
  },
  es: {
    layout: 'formando la isla',
    'place-explorer': 'colocando exploradores',
    'place-ship': 'colocando barcos',
    move: 'moviendo',
    dolphin: 'delfín',
    wind: 'viento',
    remove: 'retirando una baldosa',
    reveal: 'mirando bajo la baldosa',
    boarders: 'eligiendo quién sube',
    roll: 'tirando el dado',
    creature: 'moviendo una criatura',
    react: 'esperando una defensa',
    over: 'fin de la partida',
  },
  fr: {
    layout: "pose de l'île",
    'place-explorer': 'placement des explorateurs',
    'place-ship': 'placement des bateaux',
    move: 'déplacements',
    dolphin: 'dauphin',
    wind: 'vent',
    remove: "retrait d'une tuile",
    reveal: 'regard sous la tuile',
    boarders: 'choix des passagers',
    roll: 'lancer du dé',
    creature: "déplacement d'une créature",
    react: "attente d'une défense",
    over: 'partie terminée',
  },
};

function t(lang: Lang, key: string, params: Params = {}): string {
  return formatMessage(lang, text[lang][key] ?? key, params);
}

const MAX_LISTED = 60;

/** One cell of the map, three characters wide. */
function cell(v: SurviveView, s: number): string {
  const terrain = v.terrain[s] ?? 0;
  const onLand = v.explorers.filter((x) => x.where === 'land' && x.at === s).length;
  if (terrain > 0) return ` ${'?bfm'[terrain] ?? '?'}${onLand || ' '}`.slice(0, 3).padEnd(3);
  const creatures = v.creatures.find((c) => c.space === s)?.counts ?? [0, 0, 0];
  const mark = creatures[0] ? 'Z' : creatures[1] ? 'K' : creatures[2] ? 'W' : ' ';
  const ship = v.ships.indexOf(s);
  if (ship >= 0) {
    const aboard = v.explorers.filter((x) => x.where === 'aboard' && x.at === ship).length;
    return `${mark}S${aboard}`;
  }
  const swimmers = v.explorers.filter((x) => x.where === 'sea' && x.at === s).length;
  if (swimmers) return `${mark}w${swimmers}`;
  return `${mark}~ `;
}

/** Where an explorer is, as a player reads it. */
function place(v: SurviveView, id: number): string {
  const x = v.explorers[id];
  if (!x) return '?';
  if (x.where === 'aboard') return `S${x.at}@${spaceName(v.ships[x.at] ?? 0)}`;
  if (x.where === 'land' || x.where === 'sea')
    return `${x.where === 'sea' ? 'w' : ''}${spaceName(x.at)}`;
  return x.where;
}

function moveText(m: SurviveMove, v: SurviveView, lang: Lang): string {
  const e = (id: number) => `#${id}(${v.explorers[id]?.value ?? '?'}) ${place(v, id)}`;
  switch (m.type) {
    case 'walk':
      return `${e(m.explorer)} → ${spaceName(m.space)}`;
    case 'swim':
      return `${e(m.explorer)} ≈ ${spaceName(m.space)}`;
    case 'board':
      return `${e(m.explorer)} → S${m.ship}@${spaceName(v.ships[m.ship] ?? 0)}`;
    case 'ashore':
      return `${e(m.explorer)} → # ${nameOf(lang, 'isle', m.isle)}`;
    case 'sail':
      return `S${m.ship} ${spaceName(v.ships[m.ship] ?? 0)} → ${spaceName(m.space)}`;
    case 'done':
      return 'd';
    case 'dolphin':
      return `${nameOf(lang, 'back', 5)}: ${e(m.explorer)}`;
    case 'wind':
      return `${nameOf(lang, 'back', 6)}: S${m.ship}`;
    case 'teleport':
      return `${nameOf(lang, 'creature', CREATURES.indexOf(m.creature))} ${spaceName(m.from)} ⇒ ${spaceName(m.to)}`;
    case 'remove':
      return `x ${spaceName(m.space)}`;
    case 'creature':
      return `${nameOf(lang, 'creature', CREATURES.indexOf(v.die ?? 'serpent'))} ${spaceName(m.from)} → ${spaceName(m.to)}`;
    case 'place-explorer':
      return `p ${m.value} ${spaceName(m.space)}`;
    case 'place-ship':
      return `s ${spaceName(m.space)}`;
    case 'boarders':
      return m.explorers.map((id) => `#${id}`).join(' ');
    default:
      return m.type;
  }
}

function parseSpace(word: string | undefined): number {
  const m = /^(\d+),(\d+)$/.exec(word ?? '');
  return m ? spaceAt(Number(m[1]), Number(m[2])) : -1;
}

export const surviveTerminal: TerminalGame = {
  render(raw, lang, names) {
    const v = raw as SurviveView;
    const lines: string[] = [];
    lines.push('     ' + Array.from({ length: 12 }, (_, c) => String(c).padEnd(3)).join(' '));
    for (let r = 0; r < ROWS; r++) {
      let line = `${String(r).padStart(2)} ${r % 2 === 0 ? '  ' : ''}`;
      for (let c = 0; c < 12; c++) {
        const isle = SAFE_ISLES.value.some(([ir, ic]) => ir === r && ic === c);
        const s = spaceAt(r, c);
        line += (isle ? ' # ' : s < 0 ? '   ' : cell(v, s)) + ' ';
      }
      lines.push(line.trimEnd());
    }
    lines.push(t(lang, 'legend'));
    lines.push(
      t(lang, 'turn', {
        turn: v.turn,
        name: names[v.current] ?? '',
        phase: PHASES[lang][v.phase] ?? v.phase,
        points: v.points,
      }),
    );
    if (v.die && (v.phase === 'creature' || v.phase === 'react')) {
      lines.push(t(lang, 'die', { creature: nameOf(lang, 'creature', CREATURES.indexOf(v.die)) }));
    }
    if (v.viewer !== 'spectator') {
      const mine = v.explorers.filter((x) => x.owner === v.viewer && x.where !== 'unplaced');
      lines.push(
        t(lang, 'yours', {
          list:
            mine.map((x) => `#${x.id}(${x.value}) ${place(v, x.id)}`).join(', ') || t(lang, 'none'),
        }),
      );
      const hand = v.hands[v.viewer] ?? [];
      lines.push(
        t(lang, 'hand', {
          list:
            hand
              .map((h) => (h.back ? nameOf(lang, 'back', BACKS.indexOf(h.back)) : '?'))
              .join(', ') || t(lang, 'none'),
        }),
      );
    }
    v.hands.forEach((hand, seat) => {
      const safe = v.explorers.filter((x) => x.owner === seat && x.where === 'safe');
      const value = safe.every((x) => x.value !== null)
        ? ` (${safe.reduce((s, x) => s + (x.value ?? 0), 0)})`
        : '';
      lines.push(
        t(lang, 'seat', { name: names[seat] ?? '', n: hand.length, safe: safe.length, value }),
      );
    });
    if (v.reaction) {
      lines.push(
        t(lang, 'react', { names: v.reaction.waiting.map((s) => names[s] ?? '').join(', ') }),
      );
    }
    return lines.join('\n');
  },

  help(raw, legal, lang) {
    const v = raw as SurviveView;
    const moves = legal as SurviveMove[];
    if (moves.length > MAX_LISTED) return t(lang, 'many', { n: moves.length });
    return [t(lang, 'moves'), ...moves.map((m, i) => `  ${i + 1}. ${moveText(m, v, lang)}`)].join(
      '\n',
    );
  },

  parse(input, raw, legal, lang): Outcome<unknown> {
    const v = raw as SurviveView;
    const moves = legal as SurviveMove[];
    const words = input.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const [first, ...rest] = words;
    const bad = fail('input-not-understood', { reason: t(lang, 'err.input') });
    if (!first) return bad;
    const n = Number(first);
    if (Number.isInteger(n) && rest.length === 0) {
      const m = moves[n - 1];
      return m ? ok(m) : bad;
    }
    switch (first) {
      case 'd':
      case 'done':
        return ok({ type: 'done' });
      case 'y':
        return ok({ type: 'defend' });
      case 'n':
        return ok({ type: 'decline' });
      case 'p':
        return ok({ type: 'place-explorer', value: Number(rest[0]), space: parseSpace(rest[1]) });
      case 's':
        return ok({ type: 'place-ship', space: parseSpace(rest[0]) });
      case 'x':
        return ok({ type: 'remove', space: parseSpace(rest[0]) });
      case 't': {
        const creature = CREATURES.find((c) => c.startsWith(rest[0] ?? '-'));
        if (!creature) return bad;
        return ok({
          type: 'teleport',
          creature,
          from: parseSpace(rest[1]),
          to: parseSpace(rest[2]),
        });
      }
      default:
        void v;
        return bad;
    }
  },
};
