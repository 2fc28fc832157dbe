import { COLOURS } from '../../../../src/games/aquasphere/pack.js';
import type { AqMove } from '../../../../src/games/aquasphere/index.js';

/**
 * The board's interaction, read off the legal moves. Every legal move is one of:
 * - an HQ room to move the engineer to (program the bot of that room's tile),
 * - a free program symbol to pay 3 time markers for,
 * - an area of a sector (ring position and colour) to send the scientist to, with, for a lab
 *   expansion, the choice of the lettered sectors that get a bot (variants of one area),
 * - a programmed bot to return, passing, or a red-line choice: plain buttons.
 * Choosing a room, a symbol or an area opens its preview; confirming it plays the move.
 */
export type ActMove = Extract<AqMove, { type: 'act' }>;

export interface Actions {
  /** Room id → the program move. */
  readonly rooms: ReadonlyMap<string, AqMove>;
  /** Colour index → the paid programming move. */
  readonly buys: ReadonlyMap<number, AqMove>;
  /** Area key (see areaKey) → the moves there: one, or one per choice of lettered sectors. */
  readonly areas: ReadonlyMap<string, readonly ActMove[]>;
  /** Colour index → returning that programmed bot. */
  readonly returns: ReadonlyMap<number, AqMove>;
  readonly pass: AqMove | null;
  /** Pay a crystal, return a bot (one per colour) or stop. */
  readonly redline: readonly AqMove[];
}

export const areaKey = (sector: number, colour: number) => `${sector}:${colour}`;

export function parseAreaKey(key: string): { sector: number; colour: number } {
  const [sector, colour] = key.split(':').map(Number);
  return { sector: sector ?? 0, colour: colour ?? 0 };
}

export function actionsOf(legal: readonly AqMove[]): Actions {
  const rooms = new Map<string, AqMove>();
  const buys = new Map<number, AqMove>();
  const areas = new Map<string, ActMove[]>();
  const returns = new Map<number, AqMove>();
  const redline: AqMove[] = [];
  let pass: AqMove | null = null;
  for (const move of legal) {
    switch (move.type) {
      case 'program':
        rooms.set(move.room, move);
        break;
      case 'buy':
        buys.set(COLOURS.indexOf(move.colour), move);
        break;
      case 'act': {
        const key = areaKey(move.sector, COLOURS.indexOf(move.colour));
        const list = areas.get(key) ?? [];
        list.push(move);
        areas.set(key, list);
        break;
      }
      case 'return':
        returns.set(COLOURS.indexOf(move.colour), move);
        break;
      case 'pass':
        pass = move;
        break;
      case 'redline':
        redline.push(move);
        break;
      default:
        // Chance moves are the table's, never the board's.
        break;
    }
  }
  return { rooms, buys, areas, returns, pass, redline };
}

/** Every move the board offers, once each (the test holds it equal to the legal moves). */
export function reachable(actions: Actions): AqMove[] {
  return [
    ...actions.rooms.values(),
    ...actions.buys.values(),
    ...[...actions.areas.values()].flat(),
    ...actions.returns.values(),
    ...(actions.pass ? [actions.pass] : []),
    ...actions.redline,
  ];
}

/** Of an area's moves, the one that sends bots to exactly these lettered sectors. */
export function withLetters(moves: readonly ActMove[], letters: readonly number[]): ActMove | null {
  const want = [...letters].sort((a, b) => a - b).join(',');
  return moves.find((m) => [...(m.letters ?? [])].sort((a, b) => a - b).join(',') === want) ?? null;
}

/** The lettered sectors an area's moves can send bots to (empty unless it is a lab expansion). */
export function letterChoices(moves: readonly ActMove[]): number[] {
  const out = new Set<number>();
  for (const m of moves) for (const l of m.letters ?? []) out.add(l);
  return [...out].sort((a, b) => a - b);
}
