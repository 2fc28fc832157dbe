import { dialect, type Engine, type SqlDb } from './sql-db.js';

/**
 * Notices per account (issue 40): each account's choice of push and e-mail for each kind of
 * notice, and how far each reader has read each table's chat (the unread counts of "your
 * tables" and of a table's tab title). A reader is an account (`a:` and its id: the same on every
 * device) or, for a seat without one, the seat's token (`s:` and its hash). In storage: every
 * instance and device sees the same.
 */
export function noticeMigration(engine: Engine): string {
  const { t, big } = dialect(engine);
  return `CREATE TABLE IF NOT EXISTS ${t('notice_settings')} (
     account_id TEXT PRIMARY KEY,
     settings TEXT NOT NULL
   );
   CREATE TABLE IF NOT EXISTS ${t('chat_read')} (
     reader TEXT NOT NULL,
     table_id TEXT NOT NULL,
     last_id ${big} NOT NULL,
     PRIMARY KEY (reader, table_id)
   );
   CREATE INDEX IF NOT EXISTS ${t('chat_read_table')} ON ${t('chat_read')} (table_id);`;
}

/** The statements deleting an account's notice rows (account-sql.ts's deleteAccount runs them). */
export function noticeDeletes(engine: Engine): string[] {
  const { t } = dialect(engine);
  return [
    `DELETE FROM ${t('notice_settings')} WHERE account_id = $1`,
    `DELETE FROM ${t('chat_read')} WHERE reader = 'a:' || CAST($1 AS TEXT)`,
  ];
}

/** The kinds of notice an account chooses, each for push and for e-mail. */
export const NOTICE_KINDS = [
  'turn',
  'invited',
  'started',
  'ended',
  'rematch',
  'time-low',
  'chat',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export type NoticeChannel = 'push' | 'email';

/** Per channel, per kind: on or off. */
export type NoticeSettings = Readonly<Record<NoticeChannel, Readonly<Record<NoticeKind, boolean>>>>;

const defaults = (): Record<NoticeKind, boolean> =>
  Object.fromEntries(NOTICE_KINDS.map((k) => [k, k !== 'chat'])) as Record<NoticeKind, boolean>;

/** An account that chose nothing: every kind on, but chat (off: it may be many). */
export const DEFAULT_NOTICES: NoticeSettings = { push: defaults(), email: defaults() };

/**
 * Settings as stored (or sent), over the defaults: a kind left out keeps its default, so a kind
 * added later starts at its default for accounts that chose before it existed.
 */
export function withDefaults(raw: unknown): NoticeSettings {
  const out = { push: defaults(), email: defaults() };
  if (!raw || typeof raw !== 'object') return out;
  for (const channel of ['push', 'email'] as const) {
    const given = (raw as Record<string, unknown>)[channel];
    if (!given || typeof given !== 'object') continue;
    for (const kind of NOTICE_KINDS) {
      const v = (given as Record<string, unknown>)[kind];
      if (typeof v === 'boolean') out[channel][kind] = v;
    }
  }
  return out;
}

/** Unread lines counted at most (a client shows "99+" beyond). */
export const UNREAD_MAX = 99;

export interface NoticeStorage {
  /** The account's settings (the defaults if it chose none). */
  settings(account: string): Promise<NoticeSettings>;
  setSettings(account: string, settings: NoticeSettings): Promise<void>;
  /** The reader has read the table's chat up to its latest line now (never back). */
  markRead(reader: string, table: string): Promise<void>;
  /** The last chat line the reader read at the table (0: none). */
  lastRead(reader: string, table: string): Promise<number>;
  /**
   * The table's chat lines after what the reader read, not written from `seat` (one's own line
   * is never unread), at most UNREAD_MAX.
   */
  unread(reader: string, table: string, seat: number): Promise<number>;
}

export class NoticeStore implements NoticeStorage {
  private readonly Q;

  constructor(
    engine: Engine,
    private readonly db: SqlDb,
  ) {
    const { t, q } = dialect(engine);
    // A line's seat is in its JSON (the chat table has no column for it).
    const seatOf =
      engine === 'postgres'
        ? `COALESCE((c.data::json->>'seat')::int, -1)`
        : `COALESCE(json_extract(c.data, '$.seat'), -1)`;
    const lastRead = `COALESCE((SELECT last_id FROM ${t('chat_read')}
      WHERE reader = $1 AND table_id = $2), 0)`;
    this.Q = {
      settings: q(`SELECT settings FROM ${t('notice_settings')} WHERE account_id = $1`),
      setSettings: q(`INSERT INTO ${t('notice_settings')} (account_id, settings) VALUES ($1, $2)
        ON CONFLICT (account_id) DO UPDATE SET settings = excluded.settings`),
      markRead: q(`INSERT INTO ${t('chat_read')} (reader, table_id, last_id)
        SELECT CAST($1 AS TEXT), $2, COALESCE(MAX(id), 0) FROM ${t('chat')} WHERE table_id = $2
        ON CONFLICT (reader, table_id) DO UPDATE SET last_id = excluded.last_id
        WHERE ${t('chat_read')}.last_id < excluded.last_id`),
      lastRead: q(`SELECT ${lastRead} AS n`),
      unread: q(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${t('chat')} c
        WHERE c.table_id = $2 AND c.id > ${lastRead} AND ${seatOf} <> $3
        LIMIT ${UNREAD_MAX}) u`),
    };
  }

  async settings(account: string): Promise<NoticeSettings> {
    const r = (await this.db.rows(this.Q.settings, [account]))[0];
    if (!r) return DEFAULT_NOTICES;
    try {
      return withDefaults(JSON.parse(String(r.settings)));
    } catch {
      return DEFAULT_NOTICES;
    }
  }

  async setSettings(account: string, settings: NoticeSettings): Promise<void> {
    await this.db.run([[this.Q.setSettings, [account, JSON.stringify(settings)]]]);
  }

  async markRead(reader: string, table: string): Promise<void> {
    await this.db.run([[this.Q.markRead, [reader, table]]]);
  }

  async lastRead(reader: string, table: string): Promise<number> {
    return Number((await this.db.rows(this.Q.lastRead, [reader, table]))[0]?.n ?? 0);
  }

  async unread(reader: string, table: string, seat: number): Promise<number> {
    return Number((await this.db.rows(this.Q.unread, [reader, table, seat]))[0]?.n ?? 0);
  }
}
