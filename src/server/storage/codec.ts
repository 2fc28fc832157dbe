import type { ListQuery, MoveRecord, TableRecord, TableStatus } from './types.js';

/** Rows hold JSON text: both engines store the same documents, so they behave the same. */
export function encodeTable(t: TableRecord): string {
  return JSON.stringify(t);
}

export function decodeTable(text: string): TableRecord {
  return JSON.parse(text) as TableRecord;
}

export function encodeMove(m: MoveRecord): string {
  return JSON.stringify(m);
}

export function decodeMove(text: string): MoveRecord {
  return JSON.parse(text) as MoveRecord;
}

/** The parameters of both engines' list query, in its order (sqlite.ts, LIST_TABLES). */
export function listParams(status: TableStatus, q: ListQuery): (string | number)[] {
  const perCreator = q.perCreator > 0 ? q.perCreator : q.window;
  return [status, q.createdSince, q.window, perCreator, q.limit, q.offset];
}
