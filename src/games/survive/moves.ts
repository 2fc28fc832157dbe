import { fail, ok, type Outcome } from '../../kernel/index.js';
import {
  BACKS,
  CREATURES,
  TERRAINS,
  type Back,
  type Creature,
  type Terrain,
} from './components.js';
import type { SurviveMove } from './state.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const bad = (reason: string): Outcome<SurviveMove> => fail('malformed-move', { reason });
const isInt = (v: unknown): v is number => Number.isInteger(v);

/** The number fields each move type carries. */
const NUMBERS: Readonly<Record<string, readonly string[]>> = {
  'place-explorer': ['value', 'space'],
  'place-ship': ['space'],
  walk: ['explorer', 'space'],
  swim: ['explorer', 'space'],
  board: ['explorer', 'ship'],
  ashore: ['explorer', 'isle'],
  sail: ['ship', 'space'],
  dolphin: ['explorer'],
  wind: ['ship'],
  remove: ['space'],
  creature: ['from', 'to'],
  done: [],
  defend: [],
  decline: [],
};

/** Checks the shape of a move from outside (a client, a replay file); legality is apply's job. */
export function parseMove(raw: unknown): Outcome<SurviveMove> {
  if (!isRecord(raw)) return bad('expected an object');
  const type = raw.type;
  if (typeof type !== 'string') return bad('a move has a type');
  const fields = NUMBERS[type];
  if (fields) {
    const move: Record<string, unknown> = { type };
    for (const f of fields) {
      if (!isInt(raw[f])) return bad(`${f}: a whole number`);
      move[f] = raw[f];
    }
    return ok(move as SurviveMove);
  }
  switch (type) {
    case 'terrain':
      if (!(TERRAINS as readonly unknown[]).includes(raw.terrain))
        return bad('terrain: beach, forest or mountain');
      return ok({ type, terrain: raw.terrain as Terrain });
    case 'back':
      if (!(BACKS as readonly unknown[]).includes(raw.back)) return bad('back: a tile back');
      return ok({ type, back: raw.back as Back });
    case 'die':
      if (!(CREATURES as readonly unknown[]).includes(raw.creature))
        return bad('creature: serpent, shark or whale');
      return ok({ type, creature: raw.creature as Creature });
    case 'teleport':
      if (!(CREATURES as readonly unknown[]).includes(raw.creature))
        return bad('creature: serpent, shark or whale');
      if (!isInt(raw.from) || !isInt(raw.to)) return bad('from, to: space numbers');
      return ok({ type, creature: raw.creature as Creature, from: raw.from, to: raw.to });
    case 'boarders':
      if (!Array.isArray(raw.explorers) || !raw.explorers.every(isInt))
        return bad('explorers: a list of ids');
      return ok({ type, explorers: [...(raw.explorers as number[])] });
    default:
      return bad(`unknown move type ${JSON.stringify(type)}`);
  }
}
