import { fail, isRecord, ok, parseStartMove, type Outcome } from '../../kernel/index.js';
import { COLOURS, LETTERS } from './pack.js';
import type { AqMove } from './state.js';

/**
 * Checks the shape of a move from outside (a client, a replay file); legality is apply's job.
 * Returns a fresh move holding only the known fields.
 */
export function parseMove(raw: unknown): Outcome<AqMove> {
  if (!isRecord(raw)) return bad('move');
  const str = (key: string, values: readonly string[]): string | null => {
    const v = raw[key];
    return typeof v === 'string' && values.includes(v) ? v : null;
  };
  const text = (key: string): string | null =>
    typeof raw[key] === 'string' && (raw[key] as string).length <= 16 ? (raw[key] as string) : null;
  const int = (key: string, max: number): number | null => {
    const v = raw[key];
    return Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max ? (v as number) : null;
  };
  switch (raw.type) {
    case 'start':
      return parseStartMove(raw);
    case 'sector':
    case 'lab':
    case 'stock': {
      const letter = str('letter', LETTERS);
      return letter ? ok({ type: raw.type, letter } as AqMove) : bad('letter');
    }
    case 'program-card': {
      const card = text('card');
      return card ? ok({ type: 'program-card', card }) : bad('card');
    }
    case 'orient': {
      const rotation = int('rotation', 5);
      return rotation === null ? bad('rotation') : ok({ type: 'orient', rotation });
    }
    case 'research': {
      const card = text('card');
      return card ? ok({ type: 'research', card }) : bad('card');
    }
    case 'expansion': {
      const tile = text('tile');
      return tile ? ok({ type: 'expansion', tile }) : bad('tile');
    }
    case 'program': {
      const room = text('room');
      return room ? ok({ type: 'program', room }) : bad('room');
    }
    case 'buy':
    case 'return': {
      const colour = str('colour', COLOURS) as (typeof COLOURS)[number] | null;
      return colour ? ok({ type: raw.type, colour }) : bad('colour');
    }
    case 'act': {
      const sector = int('sector', 5);
      const colour = str('colour', COLOURS) as (typeof COLOURS)[number] | null;
      if (sector === null) return bad('sector');
      if (!colour) return bad('colour');
      if (raw.letters === undefined) return ok({ type: 'act', sector, colour });
      const letters = raw.letters;
      if (
        !Array.isArray(letters) ||
        letters.length > 2 ||
        !letters.every((l) => Number.isInteger(l) && l >= 0 && l <= 5)
      )
        return bad('letters');
      // One spelling per move: letters ascending, none as no field (as legalMoves lists them).
      const sorted = [...(letters as number[])].sort((a, b) => a - b);
      return ok(
        sorted.length
          ? { type: 'act', sector, colour, letters: sorted }
          : { type: 'act', sector, colour },
      );
    }
    case 'pass':
      return ok({ type: 'pass' });
    case 'redline': {
      const pay = str('pay', ['crystal', 'stop', 'bot']);
      if (pay === 'crystal' || pay === 'stop') return ok({ type: 'redline', pay });
      const colour = str('colour', COLOURS) as (typeof COLOURS)[number] | null;
      if (pay === 'bot' && colour) return ok({ type: 'redline', pay, colour });
      return bad('pay');
    }
    default:
      return bad('type');
  }
}

/** A move whose shape is wrong: the field at fault (a key, never prose: it is shown translated). */
const bad = (field: string): Outcome<AqMove> => fail('malformed-move', { field });
