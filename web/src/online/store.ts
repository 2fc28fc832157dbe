import { createSignal } from 'solid-js';
import type { Actor, LogEntry, RuleError } from '../../../src/kernel/index.js';

/** A log line, with the seat a bot played it for when a bot moved for a person. */
export type LoggedMove = LogEntry & { readonly botFor?: number };
import { decodeLegal } from '../../../src/protocol/legal.js';
import type {
  ChatLine,
  ClockView,
  MovePast,
  ServerMessageOf,
} from '../../../src/protocol/schema.js';
import type { LastMove } from '../games/types';
import type { TableListing, TableResult, TableSummary } from './api';
import { noteMyTable } from './my-tables';
import type { Message } from './socket';
import { patchedView } from './view-patch';

export type { ChatLine };
/** A table's clock as the server tells it. */
export type Clock = ClockView;
/** A message that carries the position after it. */
type Positioned = ServerMessageOf<'welcome' | 'moves'>;

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/**
 * What a table's page shows of the table, as the server's messages left it: the view, the log,
 * the legal moves, the clocks, who is here and the chat, each a signal. Its setters take the
 * server's messages; the connection (connection.ts) decides when each is shown.
 */
export function createTableStore(tableId: string, resync: () => void) {
  const [status, setStatus] = createSignal<ConnectionStatus>('connecting');
  const [summary, setSummary] = createSignal<TableSummary | null>(null);
  const [view, setView] = createSignal<unknown>(null);
  const [legal, setLegal] = createSignal<readonly unknown[]>([]);
  const [toMove, setToMove] = createSignal<readonly Actor[]>([]);
  const [result, setResult] = createSignal<TableResult | null>(null);
  const [log, setLog] = createSignal<readonly LoggedMove[]>([]);
  /** Moves a bot made for our seat while we were away, told on our return (0: none). */
  const [awayBotMoves, setAwayBotMoves] = createSignal(0);
  /** People who left an open table (their seat free again), named as they were. */
  const [leftBeforeStart, setLeftBeforeStart] = createSignal<readonly string[]>([]);
  const [lastMove, setLastMove] = createSignal<LastMove | null>(null);
  /** When the latest move shown was made (server time), from which an absent player's wait counts. */
  const [lastMoveAt, setLastMoveAt] = createSignal<number | null>(null);
  const [error, setError] = createSignal<RuleError | null>(null);
  const [clock, setClock] = createSignal<Clock | null>(null);
  const [you, setYou] = createSignal<number | null>(null);
  /**
   * Our seat created the table (the welcome says so): its page offers to invite accounts, on
   * every device of the account that holds it, not only in the browser that made it.
   */
  const [creator, setCreator] = createSignal(false);
  /** Per seat, whether its player is connected (bots always are); empty while we are not. */
  const [connected, setConnected] = createSignal<readonly boolean[]>([]);
  /** Per seat nobody holds, since when (server time). */
  const [awaySince, setAwaySince] = createSignal<readonly (number | null)[]>([]);
  const [replaceAfterMs, setReplaceAfterMs] = createSignal<number | null>(null);
  const [chat, setChat] = createSignal<readonly ChatLine[]>([]);
  /** The last chat line our seat had read, on any device, as the welcome says (issue 40). */
  const [chatRead, setChatRead] = createSignal<number | null>(null);
  /** The server's clock minus ours, to count clocks down in the server's time. */
  const [skew, setSkew] = createSignal(0);
  /** The last move shown. */
  let seq = 0;
  /**
   * The view as the server last sent it (without the options), and after which move: the next
   * patch applies to it. `waiting`: a patch did not fit, the whole view was asked for again, and
   * patches are ignored until its welcome.
   */
  let held: unknown = null;
  let heldSeq = 0;
  let waiting = false;
  /** The legal moves before our move went out, restored if the server refuses it. */
  let offered: readonly unknown[] = [];

  function applyMove(m: MovePast) {
    if (m.seq <= seq) return;
    seq = m.seq;
    // A bot's move for a person says so in the log ("bot for NAME").
    setLog((l) => [
      ...l,
      m.byBot && typeof m.actor === 'number' ? { ...m.log, botFor: m.actor } : m.log,
    ]);
    setLastMove({ index: m.seq, actor: m.actor, move: m.move });
    setLastMoveAt(m.at);
  }

  function setPosition(msg: Positioned, shown: unknown) {
    // No view carries the options: they are the table's, in its summary (docs/protocol.md),
    // told once, in the welcome.
    const options = summary()?.options;
    setView(
      shown && typeof shown === 'object' && !('options' in shown) && options !== undefined
        ? { ...shown, options }
        : shown,
    );
    setToMove(msg.toMove);
    // Rows of the kinds of move (src/protocol/legal.ts), back to the game's moves.
    setLegal(decodeLegal(msg.legal));
    setResult(msg.result);
    setClock(msg.clock);
    noteMyTable(tableId, {
      toMove: msg.toMove,
      ...(msg.result ? { status: 'finished' as const } : {}),
    });
  }

  /** A seat a bot plays: a bot's seat, or a person's that a bot plays for now. */
  const byBot = (a: Actor) => {
    const s = typeof a === 'number' ? summary()?.seats[a] : undefined;
    return s !== undefined && (s.kind === 'bot' || s.zombie);
  };

  function setTable(table: TableListing) {
    // A `table` message leaves the options out: they never change, and came in the welcome.
    const options = summary()?.options;
    const before = summary();
    if (before?.status === 'open' && table.status === 'open') {
      const gone = before.seats.flatMap((s, i) =>
        s.taken && s.name && s.kind === 'human' && !table.seats[i]?.taken ? [s.name] : [],
      );
      if (gone.length > 0) setLeftBeforeStart((l) => [...l, ...gone]);
    }
    setSummary({ ...table, options });
    // A game can end without a move: a resignation at two seats ends it where it stands.
    if (table.status === 'finished' && table.result && !result()) {
      setResult(table.result);
      setToMove([]);
      setLegal([]);
    }
    noteMyTable(tableId, { status: table.status });
  }

  return {
    signals: {
      status,
      summary,
      view,
      legal,
      toMove,
      result,
      log,
      lastMove,
      lastMoveAt,
      error,
      clock,
      you,
      creator,
      connected,
      awaySince,
      replaceAfterMs,
      chat,
      chatRead,
      awayBotMoves,
      leftBeforeStart,
    },
    /** The last move shown, from which a reconnection catches up. */
    seq: () => seq,
    setStatus,
    setError,
    /** Now, in the server's time. */
    serverNow: () => Date.now() + skew(),
    /** The server's time as a message left it: measured on arrival, before any is held back. */
    heard(msg: Message) {
      const at =
        msg.type === 'pong'
          ? msg.at
          : 'clock' in msg && msg.clock.kind !== 'none'
            ? msg.clock.at
            : undefined;
      if (at !== undefined) setSkew(at - Date.now());
    },
    welcome(msg: ServerMessageOf<'welcome'>) {
      setStatus('open');
      // A move not sent for want of a connection can be made again now (other words stay:
      // a stale seat's welcome as a spectator comes with its reason).
      if (error()?.code === 'online.offline') setError(null);
      const table = msg.table;
      setSummary(table);
      setYou(msg.you?.seat ?? null);
      setCreator(msg.you?.creator === true);
      if (msg.you?.botMoves) setAwayBotMoves(msg.you.botMoves);
      for (const m of msg.history) applyMove(m);
      seq = Math.max(seq, msg.seq);
      // The view as the game wrote it (socket.ts put back its lists told shorter), which the
      // next patches apply to.
      held = msg.view;
      heldSeq = msg.seq;
      waiting = false;
      setPosition(msg, held);
      noteMyTable(tableId, { status: table.status });
      setConnected(msg.connected);
      setAwaySince(msg.awaySince ?? []);
      setReplaceAfterMs(msg.replaceAfterMs ?? null);
      setChatRead(msg.you?.chatRead ?? null);
      setChat(msg.chat);
    },
    /** Shows a `moves` message; whether a bot made one of its moves. */
    showMoves(msg: ServerMessageOf<'moves'>): boolean {
      if (waiting) return false;
      const next = patchedView(held, heldSeq, msg);
      if (next === null) {
        // Missed or mismatched: the welcome that answers brings the moves after the last shown.
        waiting = true;
        resync();
        return false;
      }
      held = next.view;
      heldSeq = msg.seq;
      for (const m of msg.moves) applyMove(m);
      setPosition(msg, next.view);
      setError(null);
      return msg.moves.some((m) => byBot(m.actor));
    },
    table: (msg: ServerMessageOf<'table'>) => setTable(msg.table),
    presence(msg: ServerMessageOf<'presence'>) {
      setConnected(msg.connected);
      setAwaySince(msg.awaySince ?? []);
    },
    chatLine(line: ServerMessageOf<'chat'>) {
      setChat((lines) =>
        lines.some((l) => l.id === line.id)
          ? lines
          : [
              ...lines,
              { id: line.id, seat: line.seat, name: line.name, text: line.text, at: line.at },
            ],
      );
    },
    /** The server refused something no request waits for: say why, and offer the moves again. */
    refused(msg: ServerMessageOf<'error'>) {
      setError({ code: msg.code, params: msg.params });
      if (legal().length === 0) setLegal(offered);
    },
    /** The link is gone: who else is here is unknown until the next welcome says it again. */
    lost(reconnecting: boolean) {
      setConnected([]);
      if (reconnecting) setStatus('reconnecting');
    },
    /** Keeps the legal moves to offer again if the server refuses the move about to go out. */
    offer() {
      offered = legal();
    },
    /** Our move went out: no second click while it is on its way. */
    sent() {
      setLegal([]);
    },
    /** We left our seat. */
    left() {
      setYou(null);
      setCreator(false);
      setLegal([]);
    },
  };
}
