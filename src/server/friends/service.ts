import { accountName } from '../accounts/names.js';
import type { Storage } from '../storage/types.js';
import { TableError } from '../tables/live-table.js';
import type { Presence } from './presence.js';

/** Friend requests an account may send a day (UTC). */
export const FRIEND_REQUESTS_PER_DAY = 20;
/** Friends an account may have. */
export const FRIENDS_MAX = 500;
/** Friends per page of the list, and pages (together: every friend). */
export const FRIENDS_PAGE = 50;
export const FRIENDS_MAX_PAGES = FRIENDS_MAX / FRIENDS_PAGE;
/** Requests to an account shown, the newest. */
export const REQUESTS_SHOWN = 50;
/** Blocked accounts per page of their list, and pages. */
export const BLOCKS_PAGE = 50;
export const BLOCKS_MAX_PAGES = 20;

export interface FriendsOptions {
  readonly requestsPerDay?: number;
}

interface Named {
  readonly id: string;
  readonly name: string;
}

/**
 * Friends, friend requests and blocks between accounts (issue 42; docs/protocol.md, "Friends").
 * A asks B; B accepts (friends both ways) or declines; either removes the other. Asking someone
 * who asked you already makes you friends. A block removes the friendship and the requests
 * between the two, and the blocked account can no more ask, invite or chat to the blocker
 * (seat-invites.ts, table-chat.ts). Being blocked is never told: a request to someone who blocks
 * you is answered as sent, and is kept nowhere.
 */
export class Friends {
  private readonly perDay: number;

  constructor(
    private readonly storage: Storage,
    readonly presence: Presence,
    opts: FriendsOptions = {},
  ) {
    this.perDay = opts.requestsPerDay ?? FRIEND_REQUESTS_PER_DAY;
  }

  /** The account named `name`, not `me` (`no-account` otherwise, as an invitation says). */
  private async other(me: string, name: unknown): Promise<Named> {
    const shown = typeof name === 'string' ? name.slice(0, 100) : '';
    let found = null;
    try {
      found = await this.storage.findAccount(accountName(name).key);
    } catch {
      // not a name an account can have
    }
    if (!found) throw new TableError('no-account', { name: shown });
    if (found.id === me) throw new TableError('bad-request', { reason: 'name' });
    return { id: found.id, name: found.name };
  }

  private async roomFor(me: string, other: string): Promise<void> {
    for (const id of [me, other])
      if ((await this.storage.friends.friendCount(id)) >= FRIENDS_MAX)
        throw new TableError('friends-full', { max: FRIENDS_MAX });
  }

  /** `me` asks `name` to be friends: `requested`, or `friends` when they had asked `me`. */
  async request(me: string, name: unknown): Promise<'requested' | 'friends'> {
    const other = await this.other(me, name);
    const f = this.storage.friends;
    const rel = await f.relation(me, other.id);
    if (rel.blocks) throw new TableError('you-block', { name: other.name });
    if (rel.friends) return 'friends';
    if (rel.blockedBy || rel.asked) return 'requested';
    if (rel.askedBy) {
      await this.roomFor(me, other.id);
      await f.befriend(me, other.id, Date.now());
      return 'friends';
    }
    if (!(await f.countRequest(me, this.perDay, Date.now())))
      throw new TableError('requests-full', { max: this.perDay });
    await f.addRequest(me, other.id, Date.now());
    return 'requested';
  }

  /** `me` accepts the request of `name` (`no-friend-request` without one). */
  async accept(me: string, name: unknown): Promise<void> {
    const other = await this.other(me, name);
    const rel = await this.storage.friends.relation(me, other.id);
    if (rel.friends) return;
    if (!rel.askedBy) throw new TableError('no-friend-request', { name: other.name });
    await this.roomFor(me, other.id);
    await this.storage.friends.befriend(me, other.id, Date.now());
  }

  /** `me` declines the request of `name` (`no-friend-request` without one). */
  async decline(me: string, name: unknown): Promise<void> {
    const other = await this.other(me, name);
    if (!(await this.storage.friends.dropRequest(other.id, me)))
      throw new TableError('no-friend-request', { name: other.name });
  }

  /** `me` and `name` are friends no more; a request of `me`'s to them is withdrawn too. */
  async remove(me: string, name: unknown): Promise<void> {
    const other = await this.other(me, name);
    await this.storage.friends.unfriend(me, other.id);
  }

  async block(me: string, name: unknown): Promise<void> {
    const other = await this.other(me, name);
    await this.storage.friends.block(me, other.id, Date.now());
  }

  async unblock(me: string, name: unknown): Promise<void> {
    const other = await this.other(me, name);
    await this.storage.friends.unblock(me, other.id);
  }

  /** How `me` stands with `name`, for their profile's buttons (never whether they block `me`). */
  async with(me: string, name: unknown) {
    const other = await this.other(me, name);
    const rel = await this.storage.friends.relation(me, other.id);
    return {
      name: other.name,
      friends: rel.friends,
      asked: rel.asked,
      askedBy: rel.askedBy,
      blocks: rel.blocks,
    };
  }

  /**
   * A page of `me`'s friends, online first, each with the listed table they play at if any, and
   * the requests made to `me`. Reading it keeps `me` online (the home reads it now and then).
   */
  async list(me: string, page: number) {
    await this.presence.page(me);
    const f = this.storage.friends;
    const rows = await f.friends(
      me,
      FRIENDS_PAGE + 1,
      (page - 1) * FRIENDS_PAGE,
      this.presence.since(),
    );
    return {
      friends: rows.slice(0, FRIENDS_PAGE).map((r) => ({
        name: r.name,
        online: r.online,
        ...(r.playing ? { playing: r.playing } : {}),
      })),
      more: rows.length > FRIENDS_PAGE,
      requests: await f.requests(me, REQUESTS_SHOWN),
    };
  }

  async blocks(me: string, page: number) {
    const rows = await this.storage.friends.blocks(me, BLOCKS_PAGE + 1, (page - 1) * BLOCKS_PAGE);
    return { blocks: rows.slice(0, BLOCKS_PAGE), more: rows.length > BLOCKS_PAGE };
  }
}
