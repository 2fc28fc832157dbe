import { START_LOG_KEY, type Actor, type LogEntry, type Viewer } from '../../kernel/index.js';
import { derived } from './derived.js';
import { COLOURS } from './pack.js';
import type { AqMove, AqState } from './state.js';

/** The letter of the sector at a ring position. */
export function letterAt(state: AqState, pos: number): string {
  return state.options.pack.sectors[state.ring[pos]!]?.letter ?? '?';
}

/**
 * A log line for a move. {player} is a seat; {colour} a colour index (the catalogs name it);
 * {letter} a sector's letter. Nothing is hidden, so every viewer reads the same line.
 */
export function describeMove(
  before: AqState,
  actor: Actor,
  move: AqMove,
  _viewer: Viewer,
): LogEntry {
  const player = actor === 'chance' ? before.current : actor;
  switch (move.type) {
    case 'start':
      return { key: START_LOG_KEY, params: { player: move.seat } };
    case 'sector':
      return { key: 'aq.log.sector', params: { letter: move.letter, pos: before.ring.length + 1 } };
    case 'lab': {
      const step = before.steps[0];
      const seat = step?.kind === 'lab' ? step.seat : 0;
      return { key: 'aq.log.lab', params: { player: seat, letter: move.letter } };
    }
    case 'stock':
      return { key: 'aq.log.stock', params: { letter: move.letter } };
    case 'program-card':
      return { key: 'aq.log.program-card', params: { card: move.card } };
    case 'orient':
      return { key: 'aq.log.orient', params: { rotation: move.rotation } };
    case 'research':
    case 'expansion': {
      const step = before.steps[0];
      const pos = step && 'pos' in step ? step.pos : 0;
      return {
        key: `aq.log.${move.type}`,
        params: {
          id: move.type === 'research' ? move.card : move.tile,
          letter: letterAt(before, pos),
        },
      };
    }
    case 'program': {
      const room = derived(before.options.pack).roomIndex.get(move.room) ?? 0;
      return {
        key: 'aq.log.program',
        params: { player, room: move.room, colour: before.tiles[room] ?? 0 },
      };
    }
    case 'buy':
      return { key: 'aq.log.buy', params: { player, colour: COLOURS.indexOf(move.colour) } };
    case 'return':
      return { key: 'aq.log.return', params: { player, colour: COLOURS.indexOf(move.colour) } };
    case 'pass':
      return { key: 'aq.log.pass', params: { player } };
    case 'act': {
      const letters = (move.letters ?? []).map((p) => letterAt(before, p)).join(', ');
      return {
        key: letters ? 'aq.log.act-letters' : 'aq.log.act',
        params: {
          player,
          colour: COLOURS.indexOf(move.colour),
          letter: letterAt(before, move.sector),
          letters,
        },
      };
    }
    case 'redline':
      return move.pay === 'bot'
        ? { key: 'aq.log.redline-bot', params: { player, colour: COLOURS.indexOf(move.colour) } }
        : { key: `aq.log.redline-${move.pay}`, params: { player } };
  }
}
