import type { TableResult } from './api';

/**
 * A table's result kept in a replay file's `meta.result` (the server writes it for a finished
 * table), if it has the shape of one for `players` seats; anything else is ignored.
 */
export function tableResultOf(meta: unknown, players: number): TableResult | null {
  if (typeof meta !== 'object' || meta === null || !('result' in meta)) return null;
  const r = meta.result;
  if (typeof r !== 'object' || r === null) return null;
  const seats = (v: unknown): v is number[] =>
    Array.isArray(v) && v.length === players && v.every((n) => typeof n === 'number');
  const { scores, ranking, forfeited, botMoves, forfeitWhy, ended } = r as Record<string, unknown>;
  if (!seats(scores) || !seats(ranking)) return null;
  const inRange = (v: unknown): v is number[] =>
    Array.isArray(v) && v.every((n) => Number.isInteger(n) && n >= 0 && n < players);
  return {
    scores,
    ranking,
    ...(inRange(forfeited) ? { forfeited } : {}),
    ...(seats(botMoves) ? { botMoves } : {}),
    ...(Array.isArray(forfeitWhy) && forfeitWhy.length === players && forfeitWhy.every(isWhy)
      ? { forfeitWhy: forfeitWhy as TableResult['forfeitWhy'] }
      : {}),
    ...(ended === 'resigned' ? { ended } : {}),
  };
}

const WHYS: readonly unknown[] = ['resigned', 'time', 'away', 'deleted', null];
const isWhy = (w: unknown) => WHYS.includes(w);
