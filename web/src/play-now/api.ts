import type { PlayNowBotWait, PlayNowPace } from '../../../src/protocol/play-now.js';
import type { RuleError } from '../../../src/kernel/index.js';
import { API, ApiError } from '../online/api';

/** Where a Play now request stands (docs/protocol.md, "Play now"). */
export interface PlayNowAnswer {
  readonly state: 'waiting' | 'started' | 'cancelled' | 'expired';
  readonly table: string;
  readonly seat: number;
  /** A seat new to this page (the ask, or a move to another table): its token. */
  readonly token?: string;
  /** Rated and waiting: the ratings (±) accepted now. */
  readonly range?: number;
}

export interface PlayNowChoice {
  readonly game: string;
  readonly pace: PlayNowPace;
  readonly players: number;
  readonly rated: boolean;
  readonly botAfter: PlayNowBotWait;
}

const DEVICE = 'fathom.device';

/** This browser's own id (one waiting request a device, signed out), made once. */
function deviceId(): string {
  try {
    let id = localStorage.getItem(DEVICE);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(DEVICE, id);
    }
    return id;
  } catch {
    return crypto.randomUUID();
  }
}

/**
 * A JSON POST with the session cookie (same site). Not account/api.ts's: importing it from this
 * chunk would split it out of the lobby's and cost the first visit a request.
 */
async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(API + path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { error?: RuleError } & T;
  if (!res.ok) throw new ApiError(json.error ?? { code: 'internal', params: {} });
  return json;
}

/** Whether this browser is signed in (rated play needs it). */
export async function signedIn(): Promise<boolean> {
  const res = await fetch(`${API}/account`, { credentials: 'same-origin' });
  const json = (await res.json().catch(() => ({}))) as { account?: unknown };
  return res.ok && json.account != null;
}

/** Asks to play now: seated at once, `request` the secret to wait and cancel with. */
export const askPlayNow = (choice: PlayNowChoice, name: string) =>
  post<PlayNowAnswer & { request: string }>('/play-now', {
    ...choice,
    name,
    device: deviceId(),
  });

export const waitPlayNow = (request: string) => post<PlayNowAnswer>('/play-now/wait', { request });

export const cancelPlayNow = (request: string) =>
  post<PlayNowAnswer>('/play-now/cancel', { request });
