import type { RuleError } from '../../../src/kernel/index.js';
import { ApiError } from '../online/api';

/** A game's rating on a profile (docs/protocol.md, "Profiles and ratings"). */
export interface GameRating {
  readonly game: string;
  readonly rating: number;
  readonly deviation: number;
  readonly games: number;
  readonly wins: number;
  readonly history: readonly { table: string; at: number; rating: number; deviation: number }[];
}

export interface RecentGame {
  readonly table: string;
  readonly game: string;
  readonly status: 'open' | 'playing' | 'finished';
  readonly seat: number;
  readonly rated: boolean;
  readonly finishedAt: number | null;
  readonly place: number | null;
  /** A rated game's: the player's rating after it, and how much it moved. */
  readonly rating?: number;
  readonly change?: number;
  readonly players: readonly { name: string | null; bot?: boolean; deleted?: boolean }[];
}

export interface Profile {
  readonly name: string;
  readonly since: number;
  readonly games: readonly GameRating[];
  readonly recent: readonly RecentGame[];
  readonly page: number;
  readonly next: number | null;
}

export interface Leaderboard {
  readonly game: string;
  readonly maxDeviation: number;
  readonly page: number;
  readonly next: number | null;
  readonly players: readonly {
    rank: number;
    name: string | null;
    deleted?: boolean;
    rating: number;
    deviation: number;
    games: number;
    wins: number;
  }[];
}

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`/api/v1${path}`);
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('application/json'))
    throw new ApiError({ code: 'online.unavailable', params: {} });
  const json = (await res.json()) as T & { error?: RuleError };
  if (!res.ok) throw new ApiError(json.error ?? { code: 'internal', params: {} });
  return json;
}

export const getProfile = (name: string, page: number) =>
  get<Profile>(`/users/${encodeURIComponent(name)}${page > 1 ? `?page=${page}` : ''}`);

export const getLeaderboard = (game: string, page: number) =>
  get<Leaderboard>(`/leaderboard/${encodeURIComponent(game)}${page > 1 ? `?page=${page}` : ''}`);
