import { fail, isRecord, ok, parseStartMove, type Outcome } from '../../kernel/index.js';
import type { ItbMove } from './state.js';

function isIntList(value: unknown): value is number[] {
  return Array.isArray(value) && value.length <= 6 && value.every((v) => Number.isInteger(v));
}

/** Checks the shape of a move from outside (a client, a replay file). */
export function parseMove(raw: unknown): Outcome<ItbMove> {
  if (!isRecord(raw)) return fail('malformed-move', { field: 'move' });
  switch (raw.type) {
    case 'start':
      return parseStartMove(raw);
    case 'dice':
      if (!isIntList(raw.values)) return fail('malformed-move', { field: 'values' });
      return ok({ type: 'dice', values: [...raw.values].sort((a, b) => a - b) });
    case 'chest':
      if (!Number.isInteger(raw.value)) return fail('malformed-move', { field: 'value' });
      return ok({ type: 'chest', value: raw.value as number });
    case 'reroll':
      if (!isIntList(raw.keep)) return fail('malformed-move', { field: 'keep' });
      return ok({ type: 'reroll', keep: [...raw.keep].sort((a, b) => a - b) });
    case 'stop':
      return ok({ type: 'stop' });
    case 'place':
      if (!Number.isInteger(raw.level)) return fail('malformed-move', { field: 'level' });
      return ok({ type: 'place', level: raw.level as number });
    default:
      return fail('malformed-move', { field: 'type' });
  }
}
