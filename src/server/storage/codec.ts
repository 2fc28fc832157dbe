import type { MoveRecord, TableRecord } from './types.js';

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
