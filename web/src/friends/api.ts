import type { RuleError } from '../../../src/kernel/index.js';
import { API, ApiError } from '../online/api';

/**
 * A call of the friends' routes, with the session cookie (same site). Its own, not the account
 * page's `accountCall`: importing that module from this chunk made the bundler split it out of
 * the lobby's entry, one more request on every first visit.
 */
async function accountCall<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const post = method === 'POST';
  const res = await fetch(API + path, {
    method,
    credentials: 'same-origin',
    ...(post
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
      : {}),
  });
  const json = (await res.json().catch(() => ({}))) as T & { error?: RuleError };
  if (res.ok) return json;
  throw new ApiError(json.error ?? { code: 'internal', params: {} });
}

/** A friend as `GET /api/v1/account/friends` tells it (docs/protocol.md, "Friends and blocks"). */
export interface Friend {
  readonly name: string;
  readonly online: boolean;
  /** The listed table they play at, if any (never a private one). */
  readonly playing?: { readonly table: string; readonly game: string };
}

export interface FriendsPage {
  readonly friends: readonly Friend[];
  readonly more: boolean;
  /** Friend requests made to this account, newest first. */
  readonly requests: readonly { readonly name: string; readonly at: number }[];
}

/** How the signed-in account stands with another (their profile's buttons). */
export interface Relation {
  readonly name: string;
  readonly friends: boolean;
  readonly asked: boolean;
  readonly askedBy: boolean;
  readonly blocks: boolean;
}

/** A page of friends; an answer of another shape (a proxy's, an older server's) reads as empty. */
export const friendsPage = (page = 1) =>
  accountCall<Partial<FriendsPage>>('GET', `/account/friends?page=${page}`).then(
    (r): FriendsPage => ({
      friends: Array.isArray(r.friends) ? r.friends : [],
      more: r.more === true,
      requests: Array.isArray(r.requests) ? r.requests : [],
    }),
  );

export const relationWith = (name: string) =>
  accountCall<Relation>('GET', `/account/friends/with?name=${encodeURIComponent(name)}`);

/** One of the friends' POSTs (`friends/request`, `friends/accept`, `block`...) about `name`. */
export const friendAct = (path: string, name: string) =>
  accountCall<{ status?: 'requested' | 'friends' }>('POST', `/account/${path}`, { name });
