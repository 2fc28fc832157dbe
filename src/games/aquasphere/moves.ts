import { fail, isRecord, ok, type Outcome } from '../../kernel/index.js';
import { COLOURS, LETTERS } from './pack.js';
import type { AqMove } from './state.js';

/**
 * Checks the shape of a move from outside (a client, a replay file); legality is apply's job.
 * Returns a fresh move holding only the known fields.
 */
export function parseMove(raw: unknown): Outcome<AqMove> {
  if (!isRecord(raw)) return bad('expected an object');
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
    case 'sector':
    case 'lab':
    case 'stock': {
      const letter = str('letter', LETTERS);
      return letter ? ok({ type: raw.type, letter } as AqMove) : bad('letter: A to F');
    }
    case 'program-card': {
      const card = text('card');
      return card ? ok({ type: 'program-card', card }) : bad('card: an id');
    }
    case 'orient': {
      const rotation = int('rotation', 5);
      return rotation === null ? bad('rotation: 0 to 5') : ok({ type: 'orient', rotation });
    }
    case 'research': {
      const card = text('card');
      return card ? ok({ type: 'research', card }) : bad('card: an id');
    }
    case 'expansion': {
      const tile = text('tile');
      return tile ? ok({ type: 'expansion', tile }) : bad('tile: an id');
    }
    case 'program': {
      const room = text('room');
      return room ? ok({ type: 'program', room }) : bad('room: an id');
    }
    case 'buy':
    case 'return': {
      const colour = str('colour', COLOURS) as (typeof COLOURS)[number] | null;
      return colour
        ? ok({ type: raw.type, colour })
        : bad('colour: one of the seven action colours');
    }
    case 'act': {
      const sector = int('sector', 5);
      const colour = str('colour', COLOURS) as (typeof COLOURS)[number] | null;
      if (sector === null) return bad('sector: 0 to 5');
      if (!colour) return bad('colour: one of the seven action colours');
      if (raw.letters === undefined) return ok({ type: 'act', sector, colour });
      const letters = raw.letters;
      if (
        !Array.isArray(letters) ||
        letters.length > 2 ||
        !letters.every((l) => Number.isInteger(l) && l >= 0 && l <= 5)
      )
        return bad('letters: up to two sectors, 0 to 5');
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
      return bad('pay: crystal, stop, or bot with a colour');
    }
    default:
      return bad('unknown move type');
  }
}

const bad = (reason: string): Outcome<AqMove> => fail('malformed-move', { reason });
