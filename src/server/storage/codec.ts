import type { ListQuery, MoveRecord, TableRecord, TableStatus } from './types.js';

/** Rows hold JSON text: both engines store the same documents, so they behave the same. */
export function encodeTable(t: TableRecord): string {
  return JSON.stringify(t);
}

export function decodeTable(text: string): TableRecord {
  return JSON.parse(text) as TableRecord;
}

/**
 * Each move's text, kept while its record lives: a move is written to the storage and then to the
 * table's log in memory (move-log.ts), the same text twice. Records are never changed once made.
 */
const moveTexts = new WeakMap<MoveRecord, string>();

export function encodeMove(m: MoveRecord): string {
  let text = moveTexts.get(m);
  if (text === undefined) {
    text = JSON.stringify(m);
    moveTexts.set(m, text);
  }
  return text;
}

export function decodeMove(text: string): MoveRecord {
  return JSON.parse(text) as MoveRecord;
}

/** The parameters of both engines' list query, in its order (sqlite.ts, LIST_TABLES). */
export function listParams(status: TableStatus, q: ListQuery): (string | number)[] {
  const perCreator = q.perCreator > 0 ? q.perCreator : q.window;
  return [status, q.createdSince, q.window, perCreator, q.limit, q.offset];
}
