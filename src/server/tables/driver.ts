import type { BotEntry } from '../../games/registry.js';
import { BotsBusy, type BotPool } from '../bots/pool.js';
import { cryptoRng } from '../crypto-rng.js';
import type { BotTables } from './bot-tables.js';
import { deadline } from './clocks.js';
import { TableError, type LiveTable } from './live-table.js';
import type { TableLog } from './log.js';
import { forfeitNow } from './standing.js';
import type { TableRecord } from '../storage/types.js';

const MAX_TIMER_MS = 2 ** 31 - 1;
/** A turn the driver could not play (storage down, a bot failed) is tried again after this. */
const RETRY_MS = 1000;

/** The bot that plays a seat whose player left or timed out: the game's strongest. */
function zombieBot(bots: readonly BotEntry[]): BotEntry | undefined {
  return [...bots].sort((a, b) => b.strength - a.strength)[0];
}

/**
 * What happens at a table without anyone asking: chance, bots, clocks, the end. After every
 * change the driver looks at whose turn it is and sets them going. Idempotent.
 */
export class Driver {
  private closed = false;
  /** Tables with a try of their turn set for later (`retryLater`). */
  private readonly retrying = new WeakSet<LiveTable>();

  constructor(
    private readonly log: TableLog,
    private readonly bots: BotPool,
    private readonly botTables: BotTables,
    private readonly say: (message: string) => void,
    /** Told of each table this instance finished (ratings: rated-tables.ts). */
    private readonly finished: (r: TableRecord) => void = () => {},
  ) {}

  drive(t: LiveTable): void {
    try {
      this.driveUnsafe(t);
    } catch (e) {
      // A game's bug must not bring the server down: the table waits, everyone else plays on.
      this.say(`table ${t.id}: ${(e as Error).stack ?? e}`);
    }
  }

  close(): void {
    this.closed = true;
  }

  private driveUnsafe(t: LiveTable): void {
    // A clock set before the table ended (a resignation ends it) must not go off after.
    if (t.timer) clearTimeout(t.timer);
    t.timer = null;
    if (this.closed || t.dropped || t.record.status !== 'playing' || t.state === null) return;
    if (t.game.result(t.state)) {
      // The result with those who left ranked last, from the seats as they are when it is
      // written. A write that fails is tried again (retryLater): a table must not stay "playing"
      // for ever with its game over.
      void this.log
        .mutate(t, (r) =>
          r.status === 'playing'
            ? { ...r, status: 'finished', finishedAt: Date.now(), result: t.resultOf(t.state) }
            : null,
        )
        .then(() => {
          if (t.record.status === 'finished') this.finished(t.record);
        })
        .catch((e) => this.retryLater(t, e));
      return;
    }
    const toMove = t.game.toMove(t.state);
    if (toMove[0] === 'chance') {
      const seq = t.seq;
      void t
        .run(async () => {
          if (t.seq !== seq || t.game.toMove(t.state)[0] !== 'chance') return;
          await this.log.append(t, 'chance', t.game.sampleChance(t.state, cryptoRng), true);
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
    // A table of bots only (whatever it was created as) decides in the background, and waits
    // while its creator's address or the instance has as many playing as allowed (bot-tables.ts).
    const asker = this.botTables.asker(t);
    if (!asker) return this.retryLater(t, new BotsBusy());
    t.botBusy.set(seat, seq);
    const view = t.game.view(t.state, seat);
    const legal = t.game.legalMoves(t.state, seat);
    const seed = cryptoRng.nextUint32().toString(36) + cryptoRng.nextUint32().toString(36);
    this.bots
      .decide({ game: t.game.id, bot, seat, view, legal, seed }, asker)
      .then((move) =>
        t.run(async () => {
          if (t.botBusy.get(seat) === seq) t.botBusy.delete(seat);
          // The table moved on meanwhile (another instance, a reclaim): decide again if needed.
          if (t.seq !== seq || t.record.status !== 'playing') return;
          const s = t.record.seats[seat];
          if (!s || (s.kind !== 'bot' && !s.zombie)) return;
          await this.log.append(t, seat, move, true);
        }),
      )
      .catch((e) => {
        if (t.botBusy.get(seat) === seq) t.botBusy.delete(seat);
        this.retryLater(t, e);
      });
  }

  private retryLater(t: LiveTable, e: unknown): void {
    if (this.closed) return; // shutting down: the bots and storage are going too
    if (e instanceof TableError && e.code === 'stale') return; // the catch-up drives again
    // A full bot queue is no news: the turn waits its turn.
    if (!(e instanceof BotsBusy)) this.say(`table ${t.id}: ${(e as Error).message}`);
    // One try a table: several seats refused at once (a reaction of many bots, past the cap of
    // decisions per address) would otherwise each set one, and each try set more.
    if (this.retrying.has(t)) return;
    this.retrying.add(t);
    setTimeout(() => {
      this.retrying.delete(t);
      this.drive(t);
    }, RETRY_MS).unref();
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
    void this.log
      .mutate(t, (r) => {
        if (r.status !== 'playing') return null;
        const seats = r.seats.slice();
        let changed = false;
        for (const seat of late) {
          const s = seats[seat];
          if (s && !s.zombie && t.running().includes(seat)) {
            // Running out of time is a forfeit, which coming back does not undo (standing.ts).
            const forfeit = forfeitNow(s, 'time', now);
            seats[seat] = { ...s, zombie: true, timedOut: true, forfeit };
            changed = true;
          }
        }
        return changed ? { ...r, seats } : null;
      })
      .catch((e) => this.retryLater(t, e));
  }
}
