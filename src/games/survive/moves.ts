import { fail, isRecord, ok, parseStartMove, type Outcome } from '../../kernel/index.js';
import {
  BACKS,
  CREATURES,
  TERRAINS,
  type Back,
  type Creature,
  type Terrain,
} from './components.js';
import type { SurviveMove } from './state.js';

/** A move whose shape is wrong: the field at fault (a key, never prose: it is shown translated). */
const bad = (field: string): Outcome<SurviveMove> => fail('malformed-move', { field });
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
  if (!isRecord(raw)) return bad('move');
  const type = raw.type;
  if (typeof type !== 'string') return bad('type');
  const fields = NUMBERS[type];
  if (fields) {
    const move: Record<string, unknown> = { type };
    for (const f of fields) {
      if (!isInt(raw[f])) return bad(f);
      move[f] = raw[f];
    }
    return ok(move as SurviveMove);
  }
  switch (type) {
    case 'start':
      return parseStartMove(raw);
    case 'terrain':
      if (!(TERRAINS as readonly unknown[]).includes(raw.terrain)) return bad('terrain');
      return ok({ type, terrain: raw.terrain as Terrain });
    case 'back':
      if (!(BACKS as readonly unknown[]).includes(raw.back)) return bad('back');
      return ok({ type, back: raw.back as Back });
    case 'die':
      if (!(CREATURES as readonly unknown[]).includes(raw.creature)) return bad('creature');
      return ok({ type, creature: raw.creature as Creature });
    case 'teleport':
      if (!(CREATURES as readonly unknown[]).includes(raw.creature)) return bad('creature');
      if (!isInt(raw.from) || !isInt(raw.to)) return bad(isInt(raw.from) ? 'to' : 'from');
      return ok({ type, creature: raw.creature as Creature, from: raw.from, to: raw.to });
    case 'boarders':
      if (!Array.isArray(raw.explorers) || !raw.explorers.every(isInt)) return bad('explorers');
      return ok({ type, explorers: [...(raw.explorers as number[])] });
    default:
      return bad('type');
  }
}
