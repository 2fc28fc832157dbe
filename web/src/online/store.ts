import { createSignal } from 'solid-js';
import type { Actor, LogEntry, RuleError } from '../../../src/kernel/index.js';
import type { LastMove } from '../games/types';
import type { TableResult, TableSummary } from './api';
import { noteMyTable } from './my-tables';
import type { Message } from './socket';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface Clock {
  readonly kind: 'none' | 'live' | 'async';
  readonly remainingMs?: readonly number[];
  readonly running?: number | null;
  readonly deadline?: number | null;
  readonly perMoveMs?: number;
  readonly at?: number;
}

/** A line of the table's chat, as the server sends it (text to be shown as text, never HTML). */
export interface ChatLine {
  readonly id: number;
  readonly seat: number | null;
  readonly name: string;
  readonly text: string;
  readonly at: number;
}

interface MoveMessage {
  readonly seq: number;
  readonly actor: Actor;
  readonly move: unknown;
  readonly log: LogEntry;
  readonly at?: number;
}

/**
 * What a table's page shows of the table, as the server's messages left it: the view, the log,
 * the legal moves, the clocks, who is here and the chat, each a signal. Its setters take the
 * server's messages; the connection (connection.ts) decides when each is shown.
 */
export function createTableStore(tableId: string) {
  const [status, setStatus] = createSignal<ConnectionStatus>('connecting');
  const [summary, setSummary] = createSignal<TableSummary | null>(null);
  const [view, setView] = createSignal<unknown>(null);
  const [legal, setLegal] = createSignal<readonly unknown[]>([]);
  const [toMove, setToMove] = createSignal<readonly Actor[]>([]);
  const [result, setResult] = createSignal<TableResult | null>(null);
  const [log, setLog] = createSignal<readonly LogEntry[]>([]);
  const [lastMove, setLastMove] = createSignal<LastMove | null>(null);
  /** When the latest move shown was made (server time), from which an absent player's wait counts. */
  const [lastMoveAt, setLastMoveAt] = createSignal<number | null>(null);
  const [error, setError] = createSignal<RuleError | null>(null);
  const [clock, setClock] = createSignal<Clock | null>(null);
  const [you, setYou] = createSignal<number | null>(null);
  /** Per seat, whether its player is connected (bots always are); empty while we are not. */
  const [connected, setConnected] = createSignal<readonly boolean[]>([]);
  /** Per seat nobody holds, since when (server time). */
  const [awaySince, setAwaySince] = createSignal<readonly (number | null)[]>([]);
  const [replaceAfterMs, setReplaceAfterMs] = createSignal<number | null>(null);
  const [chat, setChat] = createSignal<readonly ChatLine[]>([]);
  /** The server's clock minus ours, to count clocks down in the server's time. */
  const [skew, setSkew] = createSignal(0);
  /** The last move shown. */
  let seq = 0;
  /** The legal moves before our move went out, restored if the server refuses it. */
  let offered: readonly unknown[] = [];

  function applyMove(m: MoveMessage) {
    if (m.seq <= seq) return;
    seq = m.seq;
    setLog((l) => [...l, m.log]);
    setLastMove({ index: m.seq, actor: m.actor, move: m.move });
    if (typeof m.at === 'number') setLastMoveAt(m.at);
  }

  function setPosition(msg: Message) {
    // No view carries the options: they are the table's, in its summary (docs/protocol.md),
    // told in the welcome (before its view) and in every `table` message.
    const shown = msg.view as Record<string, unknown> | null | undefined;
    const options = summary()?.options;
    setView(
      shown && !('options' in shown) && options !== undefined ? { ...shown, options } : shown,
    );
    setToMove(msg.toMove as Actor[]);
    setLegal((msg.legal as unknown[] | undefined) ?? []);
    setResult((msg.result as TableResult | null) ?? null);
    setClock((msg.clock as Clock | undefined) ?? null);
    noteMyTable(tableId, {
      toMove: msg.toMove as Actor[],
      ...(msg.result ? { status: 'finished' as const } : {}),
    });
  }

  /** A seat a bot plays: a bot's seat, or a person's that a bot plays for now. */
  const byBot = (a: Actor) => {
    const s = typeof a === 'number' ? summary()?.seats[a] : undefined;
    return s !== undefined && (s.kind === 'bot' || s.zombie);
  };

  function setTable(table: TableSummary) {
    setSummary(table);
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
      connected,
      awaySince,
      replaceAfterMs,
      chat,
    },
    /** The last move shown, from which a reconnection catches up. */
    seq: () => seq,
    setStatus,
    setError,
    /** Now, in the server's time. */
    serverNow: () => Date.now() + skew(),
    /** The server's time as a message left it: measured on arrival, before any is held back. */
    heard(msg: Message) {
      const at = (msg.clock as Clock | undefined)?.at ?? (msg.type === 'pong' ? msg.at : undefined);
      if (typeof at === 'number') setSkew(at - Date.now());
    },
    welcome(msg: Message) {
      setStatus('open');
      // A move not sent for want of a connection can be made again now (other words stay:
      // a stale seat's welcome as a spectator comes with its reason).
      if (error()?.code === 'online.offline') setError(null);
      const table = msg.table as TableSummary;
      setSummary(table);
      setYou((msg.you as { seat: number } | null)?.seat ?? null);
      for (const m of (msg.history as MoveMessage[] | undefined) ?? []) applyMove(m);
      seq = Math.max(seq, Number(msg.seq));
      setPosition(msg);
      noteMyTable(tableId, { status: table.status });
      setConnected((msg.connected as boolean[] | undefined) ?? []);
      setAwaySince((msg.awaySince as (number | null)[] | undefined) ?? []);
      setReplaceAfterMs((msg.replaceAfterMs as number | undefined) ?? null);
      setChat((msg.chat as ChatLine[] | undefined) ?? []);
    },
    /** Shows a `moves` message; whether a bot made one of its moves. */
    showMoves(msg: Message): boolean {
      const moves = msg.moves as MoveMessage[];
      for (const m of moves) applyMove(m);
      setPosition(msg);
      setError(null);
      return moves.some((m) => byBot(m.actor));
    },
    table: (msg: Message) => setTable(msg.table as TableSummary),
    presence(msg: Message) {
      setConnected(msg.connected as boolean[]);
      setAwaySince((msg.awaySince as (number | null)[] | undefined) ?? []);
    },
    chatLine(msg: Message) {
      const line = msg as unknown as ChatLine;
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
    refused(msg: Message) {
      setError({ code: String(msg.code), params: (msg.params as RuleError['params']) ?? {} });
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
      setLegal([]);
    },
  };
}
