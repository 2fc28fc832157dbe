import { createHash } from 'node:crypto';
import { makeReplay, type Actor, type Replay, type Viewer } from '../../kernel/index.js';
import { GAMES } from '../../games/registry.js';
import { newTableId, newToken } from '../crypto-rng.js';
import { cleanText, MAX_NAME, type CreateTableBody } from '../wire.js';
import type { SeatRecord, Storage, TableRecord, TableStatus } from '../storage/types.js';
import type { BotTables } from './bot-tables.js';
import { broadcastTable } from './fanout.js';
import { heldNow, holdsSeat, listingOf, LiveTable, TableError } from './live-table.js';
import type { LoadedTables } from './loaded.js';
import type { TableLog } from './log.js';
import { admitViewer } from './privacy.js';

import { hashToken, rematchSeat, seatOf } from './seat-tokens.js';

export { hashToken, holdsSeat, rematchSeat, seatOf };

/** What a seat kept for an account holds (never a hash of a token or code: those are hex). */
export function accountHold(account: string): string {
  return `account:${account}`;
}

/** A signed-in player taking a seat: the seat is linked to their account, under its name. */
export interface SeatAccount {
  readonly id: string;
  readonly name: string;
}

export { DEFAULT_BOT_TABLE_LIMITS, type BotTableLimits } from './bot-tables.js';

/**
 * How long a rematch keeps each person's seat for whoever sat there: a spectator of the finished
 * table, who sees the rematch's link too, cannot take it meanwhile. After that it is open to
 * anyone with the link, so that a player who went away does not hold the table up for ever.
 * Two minutes (issue 30): long enough to read the result and press "play again".
 */
export const REMATCH_HOLD_MS = 2 * 60_000;

/**
 * How long a seat reserved at creation for a named person waits for them (their invitation
 * code): as long as the open table is listed. Then it opens to anyone with the table's link,
 * as a rematch's seat does, so that an invitee who never comes does not hold the table up.
 */
export const RESERVE_HOLD_MS = 30 * 60_000;

/** Tables in one page of the lobby. */
export const LOBBY_PAGE_SIZE = 50;
/** Pages of the lobby per status: beyond, a table is not listed (its link still works). */
export const LOBBY_MAX_PAGES = 10;
/** Tables of one creator (their address) listed at most, per status: one cannot fill the lobby. */
export const LOBBY_PER_CREATOR = 5;
/**
 * An open table is listed this long after its creation: a table nobody came to leaves the lobby
 * (it stays open to whoever has its link, as long as the server keeps it).
 */
export const OPEN_LISTED_MS = 30 * 60_000;

/** What a table keeps of its creator's address: enough to count their tables, not to read it. */
export function creatorOf(from: string): string {
  return createHash('sha256').update(`creator:${from}`).digest('hex').slice(0, 16);
}

/** A seat kept for a player of a finished table: their token's hash there, and their name. */
interface Hold {
  readonly heldFor: string;
  readonly name: string | null;
}

/** The lobby: tables created, seats taken, tables listed, summarized and exported. */
export class Lobby {
  constructor(
    private readonly storage: Storage,
    private readonly tables: LoadedTables,
    private readonly log: TableLog,
    /** Tables of bots only, counted per creator's address and on the instance. */
    private readonly botTables: BotTables,
    private readonly rematchHoldMs: number = REMATCH_HOLD_MS,
    private readonly reserveHoldMs: number = RESERVE_HOLD_MS,
  ) {}

  /**
   * `from`: the creator's address (limits.ts's key), which tables of bots only count against.
   * `holds`: per seat, a player it is kept for (a rematch's).
   */
  async create(
    body: CreateTableBody,
    from = 'local',
    holds: readonly (Hold | null)[] = [],
    account?: SeatAccount,
    /** Per reserved seat, the account it is kept for (`reserve` with `account`). */
    invitees: ReadonlyMap<number, SeatAccount> = new Map(),
  ): Promise<{
    table: Record<string, unknown>;
    seat?: number;
    token?: string;
    invites?: { seat: number; name: string; code: string }[];
  }> {
    const entry = GAMES.get(body.game);
    if (!entry) throw new TableError('unknown-game', { game: body.game });
    const { game } = entry;
    const n = body.seats.length;
    if (n < game.minPlayers || n > game.maxPlayers) {
      throw new TableError('bad-player-count', { min: game.minPlayers, max: game.maxPlayers });
    }
    const options = game.parseOptions(body.options ?? undefined, n);
    if (!options.ok) throw new TableError(options.error.code, options.error.params);
    const heldUntil = Date.now() + this.rematchHoldMs;
    const seats: SeatRecord[] = body.seats.map((s, i) => {
      if (s.kind === 'human') {
        const hold = holds[i];
        return {
          kind: 'human',
          bot: null,
          name: hold?.name ?? null,
          tokenHash: null,
          zombie: false,
          clockBonusMs: 0,
          ...(hold ? { heldFor: hold.heldFor, heldUntil } : {}),
        };
      }
      const bot = entry.bots.find((b) => b.name === s.bot);
      if (!bot) throw new TableError('unknown-bot', { bot: s.bot });
      return {
        kind: 'bot',
        bot: bot.name,
        name: bot.name,
        tokenHash: null,
        zombie: false,
        clockBonusMs: 0,
      };
    });
    let token: string | undefined;
    if (body.seat !== undefined) {
      const seat = seats[body.seat];
      if (!seat) throw new TableError('bad-seat', { seat: body.seat });
      if (seat.kind !== 'human') throw new TableError('seat-taken', { seat: body.seat });
      // A signed-in creator sits under their account's name, and the seat is theirs on every
      // device where they are signed in.
      const name = account?.name ?? cleanText(body.name ?? '', MAX_NAME);
      if (!name) throw new TableError('bad-request', { reason: 'name' });
      token = newToken();
      seats[body.seat] = {
        ...seat,
        name,
        tokenHash: hashToken(token),
        ...(account ? { account: account.id } : {}),
        creator: true,
      };
    }
    // Seats reserved for named people. There are no accounts, so a name proves nothing: each
    // reservation gets its own code, unguessable as a token and stored only hashed, and only a
    // join carrying it takes the seat (others get `seat-held`) until the hold ends.
    const invites: { seat: number; name: string; code: string }[] = [];
    for (const r of body.reserve ?? []) {
      const seat = seats[r.seat];
      if (!seat) throw new TableError('bad-seat', { seat: r.seat });
      if (seat.kind !== 'human' || seat.tokenHash !== null || seat.heldFor)
        throw new TableError('seat-taken', { seat: r.seat });
      const invitee = invitees.get(r.seat);
      if (invitee) {
        // Kept for an account: its signed-in join takes it (no code to pass on).
        seats[r.seat] = {
          ...seat,
          name: invitee.name,
          heldFor: accountHold(invitee.id),
          heldUntil: Date.now() + this.reserveHoldMs,
        };
        continue;
      }
      const name = cleanText(r.name, MAX_NAME);
      if (!name) throw new TableError('bad-request', { reason: 'name' });
      const code = newToken();
      seats[r.seat] = {
        ...seat,
        name,
        heldFor: hashToken(code),
        heldUntil: Date.now() + this.reserveHoldMs,
      };
      invites.push({ seat: r.seat, name, code });
    }
    const now = Date.now();
    // A rated game has a person (docs/ratings.md): bots are rated only against people.
    if (body.rated && seats.every((s) => s.kind === 'bot'))
      throw new TableError('rated-needs-people');
    const everyoneBot = seats.every((s) => s.kind === 'bot');
    const id = newTableId();
    if (everyoneBot) this.botTables.admit(id, from);
    else this.botTables.created(id, from);
    const record: TableRecord = {
      id,
      game: game.id,
      rulesVersion: game.rulesVersion,
      options: options.value,
      seats,
      timeControl: body.timeControl ?? { kind: 'none' },
      listed: !body.playersOnly && (body.listed ?? true), // players only: nobody else's to find
      // A table of bots only has nobody to press start: it starts at once.
      status: everyoneBot ? 'playing' : 'open',
      createdAt: now,
      startedAt: everyoneBot ? now : null,
      finishedAt: null,
      result: null,
      version: 0,
      creator: creatorOf(from),
      ...(body.rated ? { rated: true } : {}),
      ...(body.playersOnly ? { playersOnly: true } : {}),
    };
    let t: LiveTable;
    try {
      await this.storage.createTable(record);
      t = await this.tables.need(record.id);
    } catch (e) {
      this.botTables.cancel(record.id);
      // The disk is full, the database away: said as such, as a move's failed write is.
      throw e instanceof TableError ? e : new TableError('storage');
    }
    this.botTables.attach(record.id, t);
    if (invites.length > 0 || invitees.size > 0) {
      // When the reservations end, whoever watches the table is told their seats are open.
      setTimeout(() => void this.holdsEnded(record.id), this.reserveHoldMs + 100).unref();
    }
    return {
      table: t.summary(),
      ...(token ? { seat: body.seat, token } : {}),
      ...(invites.length > 0 ? { invites } : {}),
    };
  }

  /**
   * `token`: the seat's token, new unless given (a rematch derives it, see there). `claim`: the
   * hash of the joiner's token at the finished table, or of their invitation code, which opens
   * the seat kept for them (taken first when no seat is asked for).
   */
  async join(
    id: string,
    seatWanted: number | undefined,
    rawName: string,
    token = newToken(),
    claim?: string,
    account?: SeatAccount,
  ) {
    const name = account?.name ?? cleanText(rawName, MAX_NAME);
    if (!name) throw new TableError('bad-request', { reason: 'name' });
    const t = await this.tables.need(id);
    let seat = -1;
    const hash = hashToken(token);
    await this.log.mutate(t, (r) => {
      // The same token asking again (a rematch asked twice at once, from two tabs) finds the
      // seat it took, instead of a second seat or a refusal.
      const already = r.seats.findIndex((s) => s.tokenHash === hash);
      if (already >= 0) {
        seat = already;
        return null;
      }
      if (r.status !== 'open') throw new TableError('already-started');
      // One seat an account: its sockets find their seat by the account (service.ts,
      // subscribe), so a second one would leave which seat they play to chance.
      const mine = account ? r.seats.findIndex((s) => holdsSeat(s, account.id)) : -1;
      if (mine >= 0) throw new TableError('already-seated', { seat: mine });
      const now = Date.now();
      const free = (s: SeatRecord) =>
        s.kind === 'human' && s.tokenHash === null && (!heldNow(s, now) || s.heldFor === claim);
      const kept = claim
        ? r.seats.findIndex((s) => s.tokenHash === null && s.heldFor === claim && heldNow(s, now))
        : -1;
      seat = seatWanted ?? (kept >= 0 ? kept : r.seats.findIndex(free));
      const s = r.seats[seat];
      if (seatWanted !== undefined && !s) throw new TableError('bad-seat', { seat: seatWanted });
      if (!s || s.kind !== 'human' || s.tokenHash !== null)
        throw new TableError('seat-taken', { seat });
      if (!free(s)) throw new TableError('seat-held', { seat });
      const seats = r.seats.slice();
      seats[seat] = {
        ...s,
        name,
        tokenHash: hash,
        heldFor: null,
        heldUntil: null,
        ...(account ? { account: account.id } : {}),
      };
      return { ...r, seats };
    });
    return { table: t.summary(), seat, token };
  }

  /**
   * A rematch, asked by a seat of a finished table (its token, or the account signed in that holds
   * it: the seat's token may have changed since this device got it, issue 40): the follow-up
   * table is made once (the same game, options, clock and bots; people's seats open, unlisted) and
   * told to everyone at the finished table (`rematch` in its summary); the asker takes the seat
   * they had, or the first one open. Each other player asks the same way to take theirs; asking
   * twice, from any device, gives the same seat.
   */
  async rematch(
    id: string,
    token: string | undefined,
    from?: string,
    account?: SeatAccount,
  ): Promise<{ table: Record<string, unknown>; seat: number; token: string }> {
    const t = await this.tables.need(id);
    const seat = rematchSeat(t, token, account?.id);
    if (t.record.status !== 'finished') throw new TableError('table-not-finished', { table: id });
    const held = t.record.seats[seat]!;
    // The seat's token's hash, as the follow-up table keeps the seat for it (`heldFor`).
    const claim = held.tokenHash!;
    const next = await this.followUp(t, from);
    // The new seat's token is derived from the old one's hash (known to the server only): asking
    // again, from another tab or device, by token or by account, finds the same seat.
    const mine = createHash('sha256').update(`rematch:${next}:${claim}`).digest('base64url');
    const there = await this.tables.need(next);
    const again = seatOf(there, mine);
    if (again !== null) return { table: there.summary(), seat: again, token: mine };
    const name = held.name ?? '';
    // The account holding the seat holds the new one too (its other devices find it).
    const by = account && holdsSeat(held, account.id) ? account : undefined;
    try {
      return await this.join(next, seat, name, mine, claim, by);
    } catch (e) {
      if (!(e instanceof TableError) || (e.code !== 'seat-taken' && e.code !== 'seat-held'))
        throw e;
      return this.join(next, undefined, name, mine, claim, by);
    }
  }

  /** The follow-up table's id, made now if nobody asked before. */
  private followUp(t: LiveTable, from?: string): Promise<string> {
    const made = t.record.rematch;
    if (made) return Promise.resolve(made);
    t.rematching ??= (async () => {
      const r = t.record;
      const created = await this.create(
        {
          game: r.game,
          options: r.options,
          seats: r.seats.map((s) =>
            s.kind === 'bot' && s.bot ? { kind: 'bot', bot: s.bot } : { kind: 'human' },
          ),
          timeControl: r.timeControl,
          listed: false,
          ...(r.rated ? { rated: true } : {}),
          ...(r.playersOnly ? { playersOnly: true } : {}),
        },
        from,
        // Each person still seated is kept their seat. A seat someone left has no token to keep
        // it for: it is open to anyone. Bots' seats stay bots'.
        r.seats.map((s) =>
          s.kind === 'human' && s.tokenHash ? { heldFor: s.tokenHash, name: s.name } : null,
        ),
      );
      const id = created.table.id as string;
      // When the holds end, whoever watches the new table is told its seats are open.
      setTimeout(() => void this.holdsEnded(id), this.rematchHoldMs + 100).unref();
      // Another instance may have made one meanwhile: theirs stands (ours stays empty, unlisted).
      await this.log.mutate(t, (rec) => (rec.rematch ? null : { ...rec, rematch: id }));
      return t.record.rematch ?? id;
    })().finally(() => {
      t.rematching = null;
    });
    return t.rematching;
  }

  /** A rematch's holds ended: its summary changed without a write, so it is told here. */
  private async holdsEnded(id: string): Promise<void> {
    const t = await this.tables.peek(id);
    if (t && t.record.status === 'open') broadcastTable(t);
  }

  async summary(id: string): Promise<Record<string, unknown>> {
    return (await this.tables.need(id)).summary();
  }

  /**
   * One page of the lobby (docs/protocol.md, "the lobby"): listed tables of a status, newest
   * first, without their options, at most LOBBY_PER_CREATOR of one creator's; open tables only
   * for OPEN_LISTED_MS after their creation. `next`: the following page, if there is one.
   */
  async list(
    status: TableStatus,
    page = 1,
  ): Promise<{ tables: Record<string, unknown>[]; next: number | null }> {
    const records = await this.storage.listTables(status, {
      // One more than a page, to know whether there is a next one.
      limit: LOBBY_PAGE_SIZE + 1,
      offset: (page - 1) * LOBBY_PAGE_SIZE,
      perCreator: LOBBY_PER_CREATOR,
      createdSince: status === 'open' ? Date.now() - OPEN_LISTED_MS : 0,
      window: LOBBY_PAGE_SIZE * LOBBY_MAX_PAGES,
    });
    const tables = await Promise.all(
      records.slice(0, LOBBY_PAGE_SIZE).map(async (r) => {
        const loaded = (await this.tables.peek(r.id)) ?? null;
        return loaded ? loaded.listing() : listingOf(r, 0, r.status === 'open' ? [] : undefined);
      }),
    );
    const more = records.length > LOBBY_PAGE_SIZE && page < LOBBY_MAX_PAGES;
    return { tables, next: more ? page + 1 : null };
  }

  /**
   * The table as a replay file. Complete once the game is over; before, each move is what the
   * asker may see (a seat's token gives that seat's knowledge), marked `meta.redacted`.
   */
  async replay(id: string, token: string | undefined): Promise<Replay> {
    const t = await this.tables.need(id);
    return t.run(() => {
      const r = t.record;
      admitViewer(r, token ? seatOf(t, token) : null);
      const players = r.seats.map((s) => ({
        name: s.name ?? '',
        kind: s.kind === 'bot' ? `bot:${s.bot}` : 'human',
      }));
      const meta = {
        table: r.id,
        createdAt: r.createdAt,
        startedAt: r.startedAt,
        finishedAt: r.finishedAt,
        // Who resigned (ranked last) and the moves bots made for people (standing.ts).
        ...(r.status === 'finished' ? { result: t.result() } : {}),
      };
      if (r.status === 'finished') {
        return makeReplay(
          t.game,
          r.options,
          players,
          Array.from(t.moves, (m) => ({ actor: m.actor, move: m.move })),
          meta,
        );
      }
      const viewer: Viewer = token ? (seatOf(t, token) ?? 'spectator') : 'spectator';
      const moves: { actor: Actor; move: unknown }[] = [];
      let state: unknown = t.game.setup(r.options, r.seats.length);
      for (const m of t.moves) {
        moves.push({ actor: m.actor, move: t.game.viewMove(state, m.actor, m.move, viewer) });
        state = t.applyLogged(state, m);
      }
      return makeReplay(t.game, r.options, players, moves, { ...meta, redacted: true, viewer });
    });
  }
}
