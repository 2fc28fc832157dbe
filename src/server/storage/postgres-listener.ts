import pg from 'pg';
import type { Notice } from './types.js';
import { CHANNEL, channelOf } from './postgres-appends.js';

/** What the listener tells its owner (postgres.ts). */
export interface ListenerHandlers {
  notice(n: Notice): void;
  /** Notices may have been lost (the channel dropped) and flow again. */
  resync(): void;
  sessionsEnded(account: string, at: number, origin: string, session?: string): void;
}

/**
 * The connection that LISTENs for hints (its own session: LISTEN cannot go through a pooler in
 * transaction mode). It listens on `fathom` (sessions ended) and on the shard channels of the
 * tables followed (`follow`, counted per shard): an instance hears only of the shards of the
 * tables it holds, and the channels stay at most SHARDS. When the connection drops (the backend
 * was killed, the network failed: its `error` or its `end`, whichever comes first), it listens
 * again with a back-off while that fails, then tells `resync`, since every notice sent meanwhile
 * is lost. TCP keep-alive notices a dead peer.
 */
export class NoticeListener {
  private client: pg.Client | null = null;
  /** Tables followed, per channel. */
  private readonly followed = new Map<string, number>();
  /** The LISTEN (or UNLISTEN) last sent per channel, to await before reading a table. */
  private readonly pending = new Map<string, Promise<unknown>>();
  /** Failed attempts to listen again since the channel dropped (for the back-off). */
  private relistens = 0;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly on: ListenerHandlers,
  ) {}

  /** Channels listened to now (for tests and benches). */
  get channels(): number {
    return this.followed.size;
  }

  /**
   * Listens to the table's shard (if no followed table did) before resolving: a change committed
   * after that is heard, so a table read after it misses nothing. If the connection is down, the
   * resync when it is back catches every held table up.
   */
  follow(table: string): Promise<unknown> {
    const channel = channelOf(table);
    const count = this.followed.get(channel) ?? 0;
    this.followed.set(channel, count + 1);
    if (count === 0) this.send(channel, 'LISTEN');
    return this.pending.get(channel) ?? Promise.resolve();
  }

  /** Stops listening to the table's shard once no followed table is in it. */
  unfollow(table: string): void {
    const channel = channelOf(table);
    const count = this.followed.get(channel) ?? 0;
    if (count > 1) {
      this.followed.set(channel, count - 1);
      return;
    }
    this.followed.delete(channel);
    if (count === 1) this.send(channel, 'UNLISTEN');
  }

  private send(channel: string, verb: 'LISTEN' | 'UNLISTEN'): void {
    const client = this.client;
    if (!client) return;
    // One connection runs its queries in order: a LISTEN after an UNLISTEN of the same channel
    // wins. A failure means the connection dropped: `drop` listens again to every channel.
    const p = client.query(`${verb} ${channel}`).catch(() => {});
    this.pending.set(channel, p);
    void p.then(() => {
      if (this.pending.get(channel) === p) this.pending.delete(channel);
    });
  }

  async open(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      if (this.client === client) this.client = null;
      client.end().catch(() => {});
      if (!this.closed) this.relisten();
    };
    client.on('notification', (msg) => {
      if (msg.payload) this.hear(msg.payload);
    });
    client.on('error', drop);
    client.on('end', drop);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (dropped) throw new Error('the notification channel dropped while opening');
      // From here on, follow() sends its own LISTENs; these are the channels followed so far.
      this.client = client;
      const channels = [...this.followed.keys()];
      if (channels.length > 0) await client.query(channels.map((c) => `LISTEN ${c};`).join(' '));
    } catch (e) {
      drop();
      throw e;
    }
    if (dropped) throw new Error('the notification channel dropped while opening');
  }

  private hear(payload: string): void {
    const words = payload.split(' ');
    const [kind, table, n, origin] = words;
    if (kind === 'moves') {
      // `moves ORIGIN TABLE N TABLE N ...`: one hint for a batch of appends of one shard.
      for (let i = 2; i + 1 < words.length; i += 2) {
        const t = words[i] as string;
        this.on.notice({ kind: 'move', table: t, n: Number(words[i + 1]), origin: table ?? '' });
      }
      return;
    }
    if (kind === 'sessions') {
      // `sessions ACCOUNT AT ORIGIN [SESSION]` (SESSION: one session's hash, a plain sign-out).
      const one = words[4];
      if (table) this.on.sessionsEnded(table, Number(n), origin ?? '', one);
      return;
    }
    if (!table || (kind !== 'move' && kind !== 'table' && kind !== 'chat')) return;
    this.on.notice({ kind, table, n: Number(n), origin: origin ?? '' });
  }

  private relisten(): void {
    const wait = Math.min(5000, 100 * 2 ** this.relistens++);
    setTimeout(() => {
      if (this.closed) return;
      this.open().then(
        () => {
          this.relistens = 0;
          this.on.resync();
        },
        () => {
          // open() failed and already arranged the next try.
        },
      );
    }, wait).unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => {});
  }
}
