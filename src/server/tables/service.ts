import { createHash } from 'node:crypto';
import type { Actor, Viewer } from '../../kernel/index.js';
import { makeReplay, type Replay } from '../../kernel/index.js';
import { GAMES, type BotEntry } from '../../games/registry.js';
import type { BotPool } from '../bots/pool.js';
import { cryptoRng, newTableId, newToken } from '../crypto-rng.js';
import {
  cleanText,
  MAX_CHAT,
  MAX_NAME,
  PROTOCOL_VERSION,
  type CreateTableBody,
} from '../protocol/schema.js';
import type {
  MoveRecord,
  Notice,
  SeatRecord,
  Storage,
  TableRecord,
  TableStatus,
} from '../storage/types.js';
import { deadline, foldClock } from './clocks.js';
import { LiveTable, TableError, type Subscriber } from './live-table.js';

export { TableError, type Subscriber } from './live-table.js';

const SNAPSHOT_EVERY = 100;
/** Chance moves drawn right after a move, at most (then drive() goes on). */
const MAX_CHANCE_CHAIN = 16;
const HISTORY_MAX = 1000;
const CHAT_BACKLOG = 50;
/** Moves waiting at one table beyond this are refused (`table-busy`): a flood cannot pile up. */
const MAX_QUEUED = 64;
/** A live clock that ran out gets this much when its player takes the seat back. */
export const RECLAIM_GRACE_MS = 60_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The bot that plays a seat whose player left or timed out: the game's strongest. */
function zombieBot(bots: readonly BotEntry[]): BotEntry | undefined {
  return [...bots].sort((a, b) => b.strength - a.strength)[0];
}

export interface ServiceOptions {
  readonly storage: Storage;
  readonly bots: BotPool;
  /** This instance's id, to ignore notices of its own changes. */
  readonly origin: string;
  readonly log?: (message: string) => void;
}

/**
 * Tables: create, join, start, play, leave, chat, spectate, export. Game-agnostic: it knows games
 * only through the registry. State is the fold of each table's log; a move is acknowledged only
 * after storage made it durable.
 */
export class TableService {
  private readonly tables = new Map<string, Promise<LiveTable | null>>();
  private readonly storage: Storage;
  private readonly bots: BotPool;
  private readonly origin: string;
  private readonly log: (message: string) => void;
  private closed = false;
  private sweeper: NodeJS.Timeout;

  constructor(opts: ServiceOptions) {
    this.storage = opts.storage;
    this.bots = opts.bots;
    this.origin = opts.origin;
    this.log = opts.log ?? (() => {});
    this.storage.onNotice((n) => this.onNotice(n));
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  // ---- loading ----------------------------------------------------------------------------

  private load(id: string): Promise<LiveTable | null> {
    let p = this.tables.get(id);
    if (!p) {
      p = this.fetch(id);
      this.tables.set(id, p);
      p.then(
        (t) => {
          if (!t) this.tables.delete(id);
        },
        () => this.tables.delete(id),
      );
    }
    return p;
  }

  private async fetch(id: string): Promise<LiveTable | null> {
    const record = await this.storage.getTable(id);
    if (!record) return null;
    const entry = GAMES.get(record.game);
    if (!entry) throw new Error(`table ${id}: game ${record.game} is not in the registry`);
    const t = new LiveTable(record, entry);
    const [moves, snapshot, chat] = await Promise.all([
      this.storage.readMoves(id, 0),
      this.storage.getSnapshot(id),
      this.storage.readChat(id, 0, 1),
    ]);
    t.moves = moves;
    t.lastChatId = chat[0]?.id ?? 0;
    t.rebuild(snapshot);
    setImmediate(() => this.drive(t));
    return t;
  }

  private async need(id: string): Promise<LiveTable> {
    const t = await this.load(id);
    if (!t) throw new TableError('no-table', { table: id });
    return t;
  }

  /** At start: every table being played resumes, its clocks and bot turns included. */
  async resumeAll(): Promise<number> {
    const playing = await this.storage.playingTables();
    await Promise.all(playing.map((r) => this.load(r.id)));
    return playing.length;
  }

  // ---- lobby ------------------------------------------------------------------------------

  async create(
    body: CreateTableBody,
  ): Promise<{ table: Record<string, unknown>; seat?: number; token?: string }> {
    const entry = GAMES.get(body.game);
    if (!entry) throw new TableError('unknown-game', { game: body.game });
    const { game } = entry;
    const n = body.seats.length;
    if (n < game.minPlayers || n > game.maxPlayers) {
      throw new TableError('bad-player-count', { min: game.minPlayers, max: game.maxPlayers });
    }
    const options = game.parseOptions(body.options ?? undefined, n);
    if (!options.ok) throw new TableError(options.error.code, options.error.params);
    const seats: SeatRecord[] = body.seats.map((s) => {
      if (s.kind === 'human') {
        return {
          kind: 'human',
          bot: null,
          name: null,
          tokenHash: null,
          zombie: false,
          clockBonusMs: 0,
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
      const name = cleanText(body.name ?? '', MAX_NAME);
      if (!name) throw new TableError('bad-request', { reason: 'name' });
      token = newToken();
      seats[body.seat] = { ...seat, name, tokenHash: hashToken(token) };
    }
    const now = Date.now();
    const everyoneBot = seats.every((s) => s.kind === 'bot');
    const record: TableRecord = {
      id: newTableId(),
      game: game.id,
      rulesVersion: game.rulesVersion,
      options: options.value,
      seats,
      timeControl: body.timeControl ?? { kind: 'none' },
      listed: body.listed ?? true,
      // A table of bots only has nobody to press start: it starts at once.
      status: everyoneBot ? 'playing' : 'open',
      createdAt: now,
      startedAt: everyoneBot ? now : null,
      finishedAt: null,
      result: null,
      version: 0,
    };
    await this.storage.createTable(record);
    const t = await this.need(record.id);
    return { table: t.summary(), ...(token ? { seat: body.seat, token } : {}) };
  }

  async join(id: string, seatWanted: number | undefined, rawName: string) {
    const name = cleanText(rawName, MAX_NAME);
    if (!name) throw new TableError('bad-request', { reason: 'name' });
    const t = await this.need(id);
    const token = newToken();
    let seat = -1;
    await this.mutate(t, (r) => {
      if (r.status !== 'open') throw new TableError('already-started');
      seat = seatWanted ?? r.seats.findIndex((s) => s.kind === 'human' && s.tokenHash === null);
      const s = r.seats[seat];
      if (seatWanted !== undefined && !s) throw new TableError('bad-seat', { seat: seatWanted });
      if (!s || s.kind !== 'human' || s.tokenHash !== null)
        throw new TableError('seat-taken', { seat });
      const seats = r.seats.slice();
      seats[seat] = { ...s, name, tokenHash: hashToken(token) };
      return { ...r, seats };
    });
    return { table: t.summary(), seat, token };
  }

  async summary(id: string): Promise<Record<string, unknown>> {
    return (await this.need(id)).summary();
  }

  async list(status: TableStatus): Promise<Record<string, unknown>[]> {
    const records = await this.storage.listTables(status, 100);
    return Promise.all(
      records.map(async (r) => {
        const loaded = this.tables.has(r.id) ? await this.load(r.id) : null;
        return loaded
          ? loaded.summary()
          : new LiveTable(r, GAMES.get(r.game) ?? fail(r.game)).summary();
      }),
    );
  }

  /**
   * The table as a replay file. Complete once the game is over; before, each move is what the
   * asker may see (a seat's token gives that seat's knowledge), marked `meta.redacted`.
   */
  async replay(id: string, token: string | undefined): Promise<Replay> {
    const t = await this.need(id);
    return t.run(() => {
      const r = t.record;
      const players = r.seats.map((s) => ({
        name: s.name ?? '',
        kind: s.kind === 'bot' ? `bot:${s.bot}` : 'human',
      }));
      const meta = {
        table: r.id,
        createdAt: r.createdAt,
        startedAt: r.startedAt,
        finishedAt: r.finishedAt,
      };
      if (r.status === 'finished') {
        return makeReplay(
          t.game,
          r.options,
          players,
          t.moves.map((m) => ({ actor: m.actor, move: m.move })),
          meta,
        );
      }
      const viewer: Viewer = token ? (this.seatOf(t, token) ?? 'spectator') : 'spectator';
      const moves: { actor: Actor; move: unknown }[] = [];
      let state: unknown = t.game.setup(r.options, r.seats.length);
      for (const m of t.moves) {
        moves.push({ actor: m.actor, move: t.game.viewMove(state, m.actor, m.move, viewer) });
        state = t.applyLogged(state, m);
      }
      return makeReplay(t.game, r.options, players, moves, { ...meta, redacted: true, viewer });
    });
  }

  private seatOf(t: LiveTable, token: string): number | null {
    const h = hashToken(token);
    const seat = t.record.seats.findIndex((s) => s.tokenHash === h);
    return seat >= 0 ? seat : null;
  }

  // ---- sockets ----------------------------------------------------------------------------

  /** A socket says hello: it becomes a seat (token) or a spectator, and gets its welcome. */
  async subscribe(
    id: string,
    token: string | undefined,
    lastSeq: number,
    sub: Subscriber,
  ): Promise<void> {
    const t = await this.need(id);
    let seat: number | null = null;
    if (token !== undefined) {
      seat = this.seatOf(t, token);
      if (seat === null) throw new TableError('bad-token');
      if (t.record.seats[seat]?.zombie) await this.reclaim(t, seat);
    }
    sub.seat = seat;
    const chat = await this.storage.readChat(id, 0, CHAT_BACKLOG);
    // Built and registered in one synchronous step: every later move reaches this socket.
    await t.run(() => {
      const viewer: Viewer = seat ?? 'spectator';
      const history = t.history(lastSeq, viewer, HISTORY_MAX);
      const name = seat === null ? null : t.record.seats[seat]?.name;
      t.subscribers.add(sub);
      sub.send(
        JSON.stringify({
          type: 'welcome',
          v: PROTOCOL_VERSION,
          table: t.summary(),
          you: seat === null ? null : { seat, name },
          seq: t.seq,
          ...t.position(viewer),
          clock: t.clockJson(Date.now()),
          history: history.items,
          ...(history.from > lastSeq + 1 ? { historyFrom: history.from } : {}),
          chat,
          result: t.result(),
          connected: t.connected(),
        }),
      );
      this.announcePresence(t, sub);
    });
  }

  unsubscribe(id: string, sub: Subscriber): void {
    void this.tables.get(id)?.then((t) => {
      if (t?.subscribers.delete(sub)) this.announcePresence(t);
    });
  }

  /**
   * Tells every subscriber who is connected, when that changed (a reconnect that leaves the seat
   * held says nothing). `welcomed` was just told in its welcome.
   */
  private announcePresence(t: LiveTable, welcomed?: Subscriber): void {
    const json = JSON.stringify({ type: 'presence', connected: t.connected() });
    if (json === t.presenceSent) return;
    t.presenceSent = json;
    for (const s of t.subscribers) if (s !== welcomed) s.send(json);
  }

  /** A seat's move: checked against the head it was based on, acknowledged once durable. */
  async move(id: string, sub: Subscriber, seenSeq: number, raw: unknown): Promise<number> {
    const t = await this.need(id);
    if (sub.seat === null) throw new TableError('not-seated');
    const seat = sub.seat;
    if (t.queued >= MAX_QUEUED) throw new TableError('table-busy');
    return t.run(async () => {
      if (t.record.status === 'open') throw new TableError('not-started');
      if (t.record.status === 'finished') throw new TableError('game-over');
      if (seenSeq !== t.seq) throw new TableError('stale', { seq: seenSeq, head: t.seq });
      const parsed = t.game.parseMove(raw);
      if (!parsed.ok) throw new TableError(parsed.error.code, parsed.error.params);
      return this.append(t, seat, parsed.value, false);
    });
  }

  async start(id: string, sub: Subscriber): Promise<void> {
    const t = await this.need(id);
    if (sub.seat === null) throw new TableError('not-seated');
    await this.mutate(t, (r) => {
      if (r.status !== 'open') throw new TableError('already-started');
      const open = r.seats.filter((s) => s.kind === 'human' && s.tokenHash === null).length;
      if (open > 0) throw new TableError('seats-open', { open });
      return { ...r, status: 'playing', startedAt: Date.now() };
    });
  }

  async leave(id: string, sub: Subscriber): Promise<void> {
    const t = await this.need(id);
    const seat = sub.seat;
    if (seat === null) throw new TableError('not-seated');
    await this.mutate(t, (r) => {
      const seats = r.seats.slice();
      const s = seats[seat] as SeatRecord;
      if (r.status === 'open') seats[seat] = { ...s, name: null, tokenHash: null };
      else if (r.status === 'playing') seats[seat] = { ...s, zombie: true };
      else return null;
      return { ...r, seats };
    });
    // The socket stays as a spectator; coming back with the token takes the seat back.
    sub.seat = null;
    this.announcePresence(t);
  }

  async chat(id: string, sub: Subscriber, raw: string): Promise<void> {
    const t = await this.need(id);
    if (sub.seat === null) throw new TableError('not-seated');
    const text = cleanText(raw, MAX_CHAT);
    if (!text) throw new TableError('bad-request', { reason: 'text' });
    const name = t.record.seats[sub.seat]?.name ?? '';
    const c = await this.storage.addChat(id, { seat: sub.seat, name, text, at: Date.now() });
    this.broadcastChat(t, [c]);
  }

  private broadcastChat(t: LiveTable, chats: { id: number }[]): void {
    for (const c of chats) {
      if (c.id <= t.lastChatId) continue;
      t.lastChatId = c.id;
      const json = JSON.stringify({ type: 'chat', ...c });
      for (const s of t.subscribers) s.send(json);
    }
  }

  // ---- the log ----------------------------------------------------------------------------

  /**
   * Appends a checked move, with the chance moves it leads to (a roll after a reroll), in one
   * durable write; then commits them in memory and tells everyone. Runs in t.run. Drawing chance
   * at once saves a round trip to the disk per turn and sends the player's move and its roll
   * together.
   */
  private async append(t: LiveTable, actor: Actor, move: unknown, byBot: boolean): Promise<number> {
    const first = t.game.apply(t.state, actor, move);
    if (!first.ok) throw new TableError(first.error.code, first.error.params);
    const at = Math.max(Date.now(), t.moves[t.moves.length - 1]?.at ?? 0);
    const records: MoveRecord[] = [{ seq: t.seq + 1, actor, move, at, byBot }];
    const states: unknown[] = [t.state, first.value];
    for (let i = 0; i < MAX_CHANCE_CHAIN; i++) {
      const state = states[states.length - 1];
      if (t.game.toMove(state)[0] !== 'chance') break;
      const roll = t.game.sampleChance(state, cryptoRng);
      const next = t.game.apply(state, 'chance', roll);
      if (!next.ok)
        throw new Error(`${t.game.id}: sampleChance gave an illegal move: ${next.error.code}`);
      records.push({
        seq: t.seq + records.length + 1,
        actor: 'chance',
        move: roll,
        at,
        byBot: true,
      });
      states.push(next.value);
    }
    let stored: boolean;
    try {
      stored = await this.storage.append(t.id, records);
    } catch (e) {
      this.log(`table ${t.id}: append failed: ${(e as Error).message}`);
      throw new TableError('storage');
    }
    if (!stored) {
      // Another instance took this seq first: catch up from the log; the move was stale.
      const seen = t.seq;
      await this.catchUp(t);
      throw new TableError('stale', { seq: seen, head: t.seq });
    }
    this.commit(t, states, records);
    return t.seq - records.length + 1;
  }

  /**
   * Commits durably appended moves in memory (`records[i]` takes `states[i]` to `states[i + 1]`)
   * and tells every subscriber: a `move` message per move, or one `moves` message for them all
   * to the sockets that asked for it (docs/protocol.md).
   */
  private commit(t: LiveTable, states: readonly unknown[], records: readonly MoveRecord[]): void {
    let classic = 0;
    for (const s of t.subscribers) if (!s.batch) classic++;
    const batched = t.subscribers.size - classic;
    let result: unknown = null;
    for (const [i, m] of records.entries()) {
      const before = states[i];
      const after = states[i + 1];
      t.moves.push(m);
      t.state = after;
      if (t.clock) foldClock(t.record.timeControl, t.clock, m);
      result = t.game.result(after);
      if (classic > 0) this.sendMove(t, before, after, m, result);
      if (m.seq % SNAPSHOT_EVERY === 0 && result === null) {
        const text = t.snapshotText();
        if (text) this.storage.putSnapshot(t.id, m.seq, text).catch(() => {});
      }
    }
    if (batched > 0) this.sendMoves(t, states, records, result);
    setImmediate(() => this.drive(t));
  }

  /** One `move` message, to each socket that did not ask for batches. */
  private sendMove(
    t: LiveTable,
    before: unknown,
    after: unknown,
    m: MoveRecord,
    result: unknown,
  ): void {
    const toMove = t.game.toMove(after);
    const shared = `,"seq":${m.seq},"actor":${JSON.stringify(m.actor)},"at":${m.at},"toMove":${JSON.stringify(toMove)},"clock":${JSON.stringify(t.clockJson(Date.now()))},"result":${JSON.stringify(result)}}`;
    this.sendPerViewer(t, false, after, toMove, shared, (viewer) => ({
      type: 'move',
      move: t.game.viewMove(before, m.actor, m.move, viewer),
      log: t.game.describeMove(before, m.actor, m.move, viewer),
    }));
  }

  /**
   * One `moves` message for the whole write, to each socket that asked for batches: every move
   * as its viewer may see it, then the position after the last one only (one view per viewer
   * instead of one per move).
   */
  private sendMoves(
    t: LiveTable,
    states: readonly unknown[],
    records: readonly MoveRecord[],
    result: unknown,
  ): void {
    const after = t.state;
    const toMove = t.game.toMove(after);
    const last = records[records.length - 1] as MoveRecord;
    const shared = `,"seq":${last.seq},"toMove":${JSON.stringify(toMove)},"clock":${JSON.stringify(t.clockJson(Date.now()))},"result":${JSON.stringify(result)}}`;
    this.sendPerViewer(t, true, after, toMove, shared, (viewer) => ({
      type: 'moves',
      moves: records.map((m, i) => t.moveFor(states[i], m, viewer)),
    }));
  }

  /**
   * Sends the subscribers that asked (or not) for batches a message built once per viewer:
   * `fields` for that viewer, the view of `after` and the viewer's legal moves, then `shared`
   * (what every viewer gets, serialized once: it closes the JSON object).
   */
  private sendPerViewer(
    t: LiveTable,
    batch: boolean,
    after: unknown,
    toMove: readonly Actor[],
    shared: string,
    fields: (viewer: Viewer) => Record<string, unknown>,
  ): void {
    const byViewer = new Map<number | null, string>();
    for (const s of t.subscribers) {
      if (s.batch !== batch) continue;
      let json = byViewer.get(s.seat);
      if (json === undefined) {
        const viewer: Viewer = s.seat ?? 'spectator';
        const own = fields(viewer);
        own.view = t.game.view(after, viewer);
        if (viewer !== 'spectator') {
          own.legal = toMove.includes(viewer) ? t.game.legalMoves(after, viewer) : [];
        }
        json = JSON.stringify(own).slice(0, -1) + shared;
        byViewer.set(s.seat, json);
      }
      s.send(json);
    }
  }

  /** Reads what other instances appended, in order. Runs in t.run. */
  private async catchUp(t: LiveTable): Promise<void> {
    if (t.record.status === 'open') await this.reloadRecord(t);
    const moves = await this.storage.readMoves(t.id, t.seq);
    const states: unknown[] = [t.state];
    const records: MoveRecord[] = [];
    for (const m of moves) {
      if (m.seq !== t.seq + records.length + 1) break;
      states.push(t.applyLogged(states[states.length - 1], m));
      records.push(m);
      // A long catch-up goes out in parts, as a welcome's history would.
      if (records.length === HISTORY_MAX) {
        this.commit(t, states, records.splice(0));
        states.splice(0, states.length - 1);
      }
    }
    if (records.length > 0) this.commit(t, states, records);
  }

  private async reloadRecord(t: LiveTable): Promise<void> {
    const fresh = await this.storage.getTable(t.id);
    if (!fresh || fresh.version <= t.record.version) return;
    this.setRecord(t, fresh);
  }

  private setRecord(t: LiveTable, r: TableRecord): void {
    const wasOpen = t.record.status === 'open';
    t.record = r;
    if (wasOpen && r.status !== 'open') {
      t.state = t.game.setup(r.options, r.seats.length);
      for (const m of t.moves) t.state = t.applyLogged(t.state, m);
    }
    t.recomputeClock();
    const json = JSON.stringify({ type: 'table', table: t.summary() });
    for (const s of t.subscribers) {
      // A seat that left (or was given away) is only a spectator now.
      if (s.seat !== null && r.seats[s.seat]?.tokenHash === null) s.seat = null;
      s.send(json);
    }
    this.announcePresence(t);
    setImmediate(() => this.drive(t));
  }

  /** Changes a table's record (compare-and-set, retried after a concurrent change). */
  private mutate(t: LiveTable, change: (r: TableRecord) => TableRecord | null): Promise<void> {
    return t.run(async () => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const next = change(t.record);
        if (!next) return;
        let ok: boolean;
        try {
          ok = await this.storage.updateTable(next, t.record.version);
        } catch (e) {
          this.log(`table ${t.id}: update failed: ${(e as Error).message}`);
          throw new TableError('storage');
        }
        if (ok) {
          this.setRecord(t, { ...next, version: t.record.version + 1 });
          return;
        }
        await this.reloadRecord(t);
        await this.catchUp(t);
      }
      throw new TableError('table-busy');
    });
  }

  private async reclaim(t: LiveTable, seat: number): Promise<void> {
    await this.mutate(t, (r) => {
      const s = r.seats[seat];
      if (!s?.zombie) return null;
      let bonus = 0;
      if (r.timeControl.kind === 'live' && t.clock) {
        // Bot moves cost no time, so what is left is what the player had when they went.
        bonus = Math.max(0, RECLAIM_GRACE_MS - (t.clock.remaining[seat] ?? 0));
      }
      const seats = r.seats.slice();
      seats[seat] = { ...s, zombie: false, clockBonusMs: s.clockBonusMs + bonus };
      return { ...r, seats };
    });
  }

  // ---- what happens without anyone asking: chance, bots, clocks, the end --------------------

  /** Looks at whose turn it is and sets chance, bots and clocks going. Idempotent. */
  private drive(t: LiveTable): void {
    try {
      this.driveUnsafe(t);
    } catch (e) {
      // A game's bug must not bring the server down: the table waits, everyone else plays on.
      this.log(`table ${t.id}: ${(e as Error).stack ?? e}`);
    }
  }

  private driveUnsafe(t: LiveTable): void {
    if (this.closed || t.record.status !== 'playing' || t.state === null) return;
    if (t.timer) clearTimeout(t.timer);
    t.timer = null;
    const result = t.game.result(t.state);
    if (result) {
      void this.mutate(t, (r) =>
        r.status === 'playing'
          ? { ...r, status: 'finished', finishedAt: Date.now(), result }
          : null,
      ).catch((e) => this.log(`table ${t.id}: finishing failed: ${(e as Error).message}`));
      return;
    }
    const toMove = t.game.toMove(t.state);
    if (toMove[0] === 'chance') {
      const seq = t.seq;
      void t
        .run(async () => {
          if (t.seq !== seq || t.game.toMove(t.state)[0] !== 'chance') return;
          await this.append(t, 'chance', t.game.sampleChance(t.state, cryptoRng), true);
        })
        .catch((e) => this.retryLater(t, e));
      return;
    }
    for (const actor of toMove) {
      if (actor === 'chance') continue;
      const s = t.record.seats[actor];
      if (!s) continue;
      const bot = s.kind === 'bot' ? s.bot : s.zombie ? zombieBot(t.entry.bots)?.name : undefined;
      if (bot) this.askBot(t, actor, bot);
    }
    this.armTimer(t);
  }

  private askBot(t: LiveTable, seat: number, bot: string): void {
    const seq = t.seq;
    if (t.botBusy.get(seat) === seq) return;
    t.botBusy.set(seat, seq);
    const view = t.game.view(t.state, seat);
    const legal = t.game.legalMoves(t.state, seat);
    const seed = cryptoRng.nextUint32().toString(36) + cryptoRng.nextUint32().toString(36);
    this.bots
      .decide({ game: t.game.id, bot, seat, view, legal, seed })
      .then((move) =>
        t.run(async () => {
          if (t.botBusy.get(seat) === seq) t.botBusy.delete(seat);
          // The table moved on meanwhile (another instance, a reclaim): decide again if needed.
          if (t.seq !== seq || t.record.status !== 'playing') return;
          const s = t.record.seats[seat];
          if (!s || (s.kind !== 'bot' && !s.zombie)) return;
          await this.append(t, seat, move, true);
        }),
      )
      .catch((e) => {
        if (t.botBusy.get(seat) === seq) t.botBusy.delete(seat);
        this.retryLater(t, e);
      });
  }

  private retryLater(t: LiveTable, e: unknown): void {
    if (e instanceof TableError && e.code === 'stale') return; // the catch-up drives again
    this.log(`table ${t.id}: ${(e as Error).message}`);
    if (!this.closed) setTimeout(() => this.drive(t), 1000).unref();
  }

  private armTimer(t: LiveTable): void {
    if (!t.clock || t.record.timeControl.kind === 'none') return;
    let first: number | null = null;
    for (const seat of t.running()) {
      const d = deadline(t.record.timeControl, t.clock, seat);
      if (d !== null && (first === null || d < first)) first = d;
    }
    if (first === null) return;
    const delay = Math.min(Math.max(0, first - Date.now()), MAX_TIMER_MS);
    t.timer = setTimeout(() => this.timeout(t), delay);
    t.timer.unref();
  }

  /** Whoever ran out of time is replaced by a bot (zombie mode) so the others can finish. */
  private timeout(t: LiveTable): void {
    t.timer = null;
    const now = Date.now();
    const clock = t.clock;
    if (!clock) return;
    const late = t
      .running()
      .filter((seat) => (deadline(t.record.timeControl, clock, seat) ?? Infinity) <= now);
    if (late.length === 0) return this.drive(t);
    void this.mutate(t, (r) => {
      const seats = r.seats.slice();
      let changed = false;
      for (const seat of late) {
        const s = seats[seat];
        if (s && !s.zombie && t.running().includes(seat)) {
          seats[seat] = { ...s, zombie: true };
          changed = true;
        }
      }
      return changed ? { ...r, seats } : null;
    }).catch((e) => this.retryLater(t, e));
  }

  // ---- other instances ----------------------------------------------------------------------

  private onNotice(n: Notice): void {
    if (n.origin === this.origin) return;
    const p = this.tables.get(n.table);
    if (!p) return;
    void p.then((t) => {
      if (!t) return;
      if (n.kind === 'move' && n.n > t.seq) {
        void t
          .run(() => this.catchUp(t))
          .catch((e) => this.log(`catch-up ${t.id}: ${(e as Error).message}`));
      } else if (n.kind === 'table' && n.n > t.record.version) {
        void t.run(() => this.reloadRecord(t)).catch(() => {});
      } else if (n.kind === 'chat' && n.n > t.lastChatId) {
        void this.storage
          .readChat(t.id, t.lastChatId, CHAT_BACKLOG)
          .then((c) => this.broadcastChat(t, c));
      }
    });
  }

  /** Forgets tables nobody follows and nothing will happen at (they load again on demand). */
  private sweep(): void {
    for (const [id, p] of this.tables) {
      void p.then((t) => {
        if (t && t.subscribers.size === 0 && t.record.status !== 'playing' && t.queued === 0) {
          this.tables.delete(id);
        }
      });
    }
  }

  /** Tables in memory (for tests and the bench). */
  loadedCount(): number {
    return this.tables.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweeper);
    for (const p of this.tables.values()) {
      const t = await p.catch(() => null);
      if (t?.timer) clearTimeout(t.timer);
      await t?.run(() => undefined);
    }
  }
}

function fail(game: string): never {
  throw new Error(`game ${game} is not in the registry`);
}
