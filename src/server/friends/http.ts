import { signedIn, type AccountRequest } from '../accounts/http.js';

/** What the friends' routes need of the HTTP server (http.ts): the account routes' own. */
export type FriendsRequest = Pick<
  AccountRequest,
  'req' | 'parts' | 'method' | 'accounts' | 'url' | 'body' | 'send' | 'limited'
>;
import { TableError } from '../tables/live-table.js';
import { BLOCKS_MAX_PAGES, FRIENDS_MAX_PAGES, type Friends } from './service.js';

const FRIEND_PATHS = new Set(['friends', 'blocks', 'block', 'unblock']);

/** Whether `/api/v1/account/...` is one of the friends' routes (friendsApi). */
export const isFriendsPath = (parts: readonly string[]) => FRIEND_PATHS.has(parts[0] ?? '');

function name(body: unknown): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>).name : undefined;
}

function pageOf(url: URL, max: number): number {
  const page = Number(url.searchParams.get('page') ?? 1);
  if (!Number.isInteger(page) || page < 1 || page > max)
    throw new TableError('bad-request', { reason: 'page' });
  return page;
}

/**
 * `/api/v1/account/friends...`, `blocks`, `block`, `unblock` (docs/protocol.md, "Friends"):
 * signed in only. Requests and blocks count against the per-address limit on creating things.
 */
export async function friendsApi(r: FriendsRequest, friends: Friends): Promise<void> {
  const me = (await signedIn(r.accounts, r.req)).account.id;
  const path = r.parts.join('/');
  if (r.method === 'GET') {
    if (path === 'friends')
      return r.send(200, await friends.list(me, pageOf(r.url, FRIENDS_MAX_PAGES)));
    if (path === 'friends/with')
      return r.send(200, await friends.with(me, r.url.searchParams.get('name')));
    if (path === 'blocks')
      return r.send(200, await friends.blocks(me, pageOf(r.url, BLOCKS_MAX_PAGES)));
    throw new TableError('bad-request', { reason: 'endpoint' });
  }
  if (r.method !== 'POST') throw new TableError('bad-request', { reason: 'endpoint' });
  const who = name(await r.body());
  switch (path) {
    case 'friends/request':
      r.limited();
      return r.send(200, { status: await friends.request(me, who) });
    case 'friends/accept':
      await friends.accept(me, who);
      return r.send(200, { status: 'friends' });
    case 'friends/decline':
      await friends.decline(me, who);
      return r.send(200, { ok: true });
    case 'friends/remove':
      await friends.remove(me, who);
      return r.send(200, { ok: true });
    case 'block':
      r.limited();
      await friends.block(me, who);
      return r.send(200, { ok: true });
    case 'unblock':
      await friends.unblock(me, who);
      return r.send(200, { ok: true });
  }
  throw new TableError('bad-request', { reason: 'endpoint' });
}
