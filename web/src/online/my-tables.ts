import { createSignal } from 'solid-js';
import type { Actor } from '../../../src/kernel/index.js';

/**
 * "Your tables": the online tables this browser holds a seat at, so that a turn-based game can
 * be picked up tomorrow. Kept in localStorage beside the seats' tokens (`fathom.seat.ID`, which
 * stay the only place a token is kept): the table, its game, the seat, and what was last seen
 * of it (its status and whose turn), shown before the server answers.
 */
export interface MyTable {
  readonly id: string;
  readonly game: string;
  readonly seat: number;
  readonly status: 'open' | 'playing' | 'finished';
  /** Whose turn it was when this browser last looked. */
  readonly toMove: readonly Actor[];
  /** When this browser last saw the table (ms). */
  readonly seenAt: number;
}

const KEY = 'fathom.my-tables';
/** The oldest are dropped beyond this: a list to pick from, not an archive. */
const MAX = 40;

function read(): MyTable[] {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(raw)
      ? raw.filter(
          (t): t is MyTable =>
            typeof t === 'object' &&
            t !== null &&
            typeof (t as MyTable).id === 'string' &&
            typeof (t as MyTable).game === 'string' &&
            Number.isInteger((t as MyTable).seat),
        )
      : [];
  } catch {
    return [];
  }
}

const [tables, setTables] = createSignal<readonly MyTable[]>(read());

/** Another tab changed the list: follow it. */
addEventListener('storage', (e) => {
  if (e.key === KEY) setTables(read());
});

function write(list: MyTable[]): void {
  const kept = list.sort((a, b) => b.seenAt - a.seenAt).slice(0, MAX);
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the list lives for this visit only.
  }
  setTables(kept);
}

/** The tables this browser sits at, the latest seen first. */
export const myTables = tables;

/** Notes a table this browser sits at, with what it now knows of it. */
export function rememberMyTable(
  table: { id: string; game: string; status: MyTable['status']; toMove?: readonly Actor[] },
  seat: number,
): void {
  const others = read().filter((t) => t.id !== table.id);
  write([
    ...others,
    {
      id: table.id,
      game: table.game,
      seat,
      status: table.status,
      toMove: table.toMove ?? [],
      seenAt: Date.now(),
    },
  ]);
}

/** Updates what was last seen of a table already in the list (nothing if it is not). */
export function noteMyTable(id: string, seen: Partial<Pick<MyTable, 'status' | 'toMove'>>): void {
  const list = read();
  const i = list.findIndex((t) => t.id === id);
  const current = list[i];
  if (!current) return;
  const next = { ...current, ...seen };
  if (next.status === current.status && sameActors(next.toMove, current.toMove)) return;
  list[i] = next;
  write(list);
}

export function forgetMyTable(id: string): void {
  write(read().filter((t) => t.id !== id));
}

function sameActors(a: readonly Actor[], b: readonly Actor[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
