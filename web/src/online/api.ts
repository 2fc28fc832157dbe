import type { AnalysisData } from '../replay/analysis-chart';
import type { Actor, GameResult, RuleError } from '../../../src/kernel/index.js';
import { forgetMyTable, rememberMyTable } from './my-tables';

/** The server's HTTP API (its path keeps `v1`: the WebSocket's protocol version is in its hello). */
export const API = '/api/v1';

export interface SeatSummary {
  readonly seat: number;
  readonly kind: 'human' | 'bot';
  readonly name: string | null;
  readonly taken: boolean;
  readonly bot: string | null;
  /** A bot plays for a person who left or ran out of time. */
  readonly zombie?: boolean;
  /** Its player resigned: they rank last, whatever the score. */
  readonly left?: boolean;
  /** Its player forfeited, and why: ranked after everyone who did not (docs/ratings.md). */
  readonly forfeit?: ForfeitWhy;
  /** A rematch keeps this seat for whoever sat there in the finished game (for a few minutes). */
  readonly held?: boolean;
  /** Its player's account was deleted: "deleted player". */
  readonly deleted?: boolean;
  /** Held by a signed-in player under their account's name: a profile at /u/NAME. */
  readonly account?: boolean;
}

/**
 * A finished table's result: the game's, with the seats of people who resigned (or were away with
 * a bot playing at the end) ranked last, and the moves bots made for people (docs/protocol.md).
 */
export interface TableResult extends GameResult {
  readonly forfeited?: readonly number[];
  /** Per seat, why it forfeited (null: it did not). */
  readonly forfeitWhy?: readonly (ForfeitWhy | null)[];
  readonly botMoves?: readonly number[];
  /** A resignation at a two-seat table ended the game there. */
  readonly ended?: 'resigned';
}

export type ForfeitWhy = 'resigned' | 'time' | 'away' | 'deleted';

/** How long players have: no clock, a chess clock, or a limit per move (turn-based play). */
export type TimeControl =
  | { readonly kind: 'none' }
  | { readonly kind: 'live'; readonly initialMs: number; readonly incrementMs: number }
  | { readonly kind: 'async'; readonly perMoveMs: number };

/** A table as the lobby lists it: its summary without the options (docs/protocol.md). */
export type TableListing = Omit<TableSummary, 'options'>;

export interface TableSummary {
  readonly id: string;
  readonly game: string;
  readonly status: 'open' | 'playing' | 'finished';
  /** The game's options; only in a table's own summary, never in the lobby's lists. */
  readonly options: unknown;
  readonly timeControl?: TimeControl;
  readonly seats: readonly SeatSummary[];
  readonly seq: number;
  /** Whose turn it is (absent where the server does not know without loading the table). */
  readonly toMove?: readonly Actor[];
  readonly result: TableResult | null;
  /** The follow-up table, once someone asked for a rematch. */
  readonly rematch?: string | null;
  /** Created rated: rated at its end if every seat is then a signed-in person's. */
  readonly rated?: boolean;
  /** For its players only: no spectators. */
  readonly playersOnly?: true;
}

export interface SeatHold {
  readonly seat: number;
  readonly token: string;
  /**
   * This browser made the table: its seat is the creator's, which may keep empty seats for
   * accounts (the server knows it by the token; no summary says who the creator is).
   */
  readonly creator?: boolean;
}

export class ApiError extends Error {
  constructor(readonly error: RuleError) {
    super(error.code);
  }
}

async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(API + path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const type = res.headers.get('content-type') ?? '';
  // Without a server (a static host) the app's index.html answers: no online play there. A
  // proxy's error page (502, 503) is the server away for a while: an outage, not a static host.
  if (!type.includes('application/json')) {
    if (res.status >= 500) throw new Error(`the server is unreachable (${res.status})`);
    throw new ApiError({ code: 'online.unavailable', params: {} });
  }
  const json = (await res.json()) as { error?: RuleError } & T;
  if (!res.ok) throw new ApiError(json.error ?? { code: 'internal', params: {} });
  return json;
}

export interface ServerGame {
  readonly id: string;
  /** Each bot's rating on the people's scale (docs/ratings.md, "Bots"). */
  readonly bots: readonly { name: string; rating?: number }[];
}

export const listGames = () => call<{ games: ServerGame[] }>('GET', '/games');
/** One page of the lobby (the first unless given); `next`, the following one, if any. */
export const listTables = (status: 'open' | 'playing' | 'finished', page = 1) =>
  call<{ tables: TableListing[]; next: number | null }>(
    'GET',
    `/tables?status=${status}${page > 1 ? `&page=${page}` : ''}`,
  );
export const getTable = (id: string) =>
  call<TableSummary>('GET', `/tables/${encodeURIComponent(id)}`);

/** What a finished rated table did to each seat's rating (`rated` false until it is rated). */
export interface TableRatings {
  readonly rated: boolean;
  readonly seats: readonly { seat: number; rating: number; change: number; bot?: boolean }[];
  /** A person's results against a bot that do not count: once a day per bot (docs/ratings.md). */
  readonly unrated?: readonly { seat: number; bot: string; until?: number }[];
}
export const getTableRatings = (id: string) =>
  call<TableRatings>('GET', `/tables/${encodeURIComponent(id)}/ratings`);

export interface CreateTable {
  readonly game: string;
  readonly options: unknown;
  readonly seats: readonly ({ kind: 'human' } | { kind: 'bot'; bot: string })[];
  readonly timeControl: TimeControl;
  readonly name: string;
  readonly seat: number;
  /** False: an unlisted table, which only its link leads to. */
  readonly listed?: boolean;
  /** Seats kept for named people, each taken with a link of its own (docs/protocol.md). */
  readonly reserve?: readonly { seat: number; name: string; account?: boolean }[];
  /** Rated (docs/ratings.md): with a person's seat at least; bots are rated too. */
  readonly rated?: boolean;
  /** For its players only: no spectators, its chat for the seated (never listed). */
  readonly playersOnly?: boolean;
}

/** A reserved seat's invitation: the link to send its person, with the code in its fragment. */
export interface Invite {
  readonly seat: number;
  readonly name: string;
  readonly link: string;
}

export async function createTable(
  body: CreateTable,
): Promise<{ table: TableSummary; link: string }> {
  const res = await call<{
    table: TableSummary;
    seat?: number;
    token?: string;
    link: string;
    invites?: Invite[];
  }>('POST', '/tables', body);
  if (res.token !== undefined && res.seat !== undefined)
    saveHold(res.table, { seat: res.seat, token: res.token, creator: true });
  // The server shows the invitations once: kept on the creator's device, as the token is.
  if (res.invites?.length) {
    const invites = res.invites.map(({ seat, name, link }) => ({ seat, name, link }));
    localStorage.setItem(invitesKey(res.table.id), JSON.stringify(invites));
  }
  return res;
}

const invitesKey = (id: string) => `fathom.invites.${id}`;

/** The invitations this browser made for a table's reserved seats (its creator's), if any. */
export function loadInvites(id: string): Invite[] {
  try {
    const raw = JSON.parse(localStorage.getItem(invitesKey(id)) ?? '[]') as unknown;
    return Array.isArray(raw)
      ? raw.filter(
          (v): v is Invite =>
            typeof v === 'object' &&
            v !== null &&
            typeof (v as Invite).link === 'string' &&
            typeof (v as Invite).name === 'string' &&
            Number.isInteger((v as Invite).seat),
        )
      : [];
  } catch {
    return [];
  }
}

/** `invite`: a reserved seat's code (from its link's fragment), which takes that seat. */
export async function joinTable(
  id: string,
  name: string,
  seat?: number,
  invite?: string,
): Promise<SeatHold> {
  const res = await call<{ table: TableSummary; seat: number; token: string }>(
    'POST',
    `/tables/${encodeURIComponent(id)}/join`,
    {
      name,
      ...(seat === undefined ? {} : { seat }),
      ...(invite === undefined ? {} : { invite }),
    },
  );
  const hold = { seat: res.seat, token: res.token };
  saveHold(res.table, hold);
  return hold;
}

/** The seat's token goes in the Authorization header only, never in an address. */
const bearer = (id: string): Record<string, string> => {
  const hold = loadHold(id);
  return hold ? { authorization: `Bearer ${hold.token}` } : {};
};

/**
 * Keeps the empty `seat` of a waiting table for the account named `name`, asked with this
 * browser's seat (the creator's): the table as it is now, the seat held under the account's name.
 */
export async function inviteAccount(id: string, seat: number, name: string) {
  const path = `/tables/${encodeURIComponent(id)}/invite`;
  return (await call<{ table: TableSummary }>('POST', path, { seat, name }, bearer(id))).table;
}

/**
 * Asks for a rematch of a finished table with this browser's seat there: the follow-up table
 * (made by the first who asks) with this player seated. Returns its link.
 */
export async function askRematch(id: string): Promise<string> {
  const res = await fetch(`${API}/tables/${encodeURIComponent(id)}/rematch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(id) },
    body: '{}',
  });
  const json = (await res.json()) as {
    error?: RuleError;
    table: TableSummary;
    seat: number;
    token: string;
    link: string;
  };
  if (!res.ok) throw new ApiError(json.error ?? { code: 'internal', params: {} });
  saveHold(json.table, { seat: json.seat, token: json.token });
  return json.link;
}

export async function fetchReplayText(id: string): Promise<string> {
  const res = await fetch(`${API}/tables/${encodeURIComponent(id)}/replay`, {
    headers: bearer(id),
  });
  if (!res.ok) throw new ApiError({ code: 'no-table', params: { table: id } });
  return res.text();
}

/** A finished table's analysis: done, or still being computed (`done` of `total` decisions). */
export type AnalysisAnswer =
  | { readonly status: 'done'; readonly analysis: AnalysisData }
  | { readonly status: 'queued' | 'running'; readonly done: number; readonly total: number };

/**
 * Asks the server to analyse a finished table (the first call queues it; later calls say how far
 * it is). An unfinished table is refused: its analysis would tell what the players cannot see.
 */
export function fetchAnalysis(id: string): Promise<AnalysisAnswer> {
  return call<AnalysisAnswer>('GET', `/tables/${encodeURIComponent(id)}/analysis`);
}

/** The token is the seat: kept in this browser only, per table. */
const holdKey = (id: string) => `fathom.seat.${id}`;

/** Keeps a seat's token, and the table in "your tables" of the lobby. */
export function saveHold(table: TableSummary, hold: SeatHold): void {
  localStorage.setItem(holdKey(table.id), JSON.stringify(hold));
  rememberMyTable(table, hold.seat);
}

/** Forgets a seat (left, or its token no longer valid) and the table in "your tables". */
export function forgetHold(id: string): void {
  localStorage.removeItem(holdKey(id));
  localStorage.removeItem(invitesKey(id));
  forgetMyTable(id);
}

export function loadHold(id: string): SeatHold | null {
  try {
    const raw = JSON.parse(localStorage.getItem(holdKey(id)) ?? 'null') as SeatHold | null;
    return raw && typeof raw.token === 'string' && Number.isInteger(raw.seat) ? raw : null;
  } catch {
    return null;
  }
}
