import { createSignal } from 'solid-js';
import type { Actor, GameResult, LogEntry, RuleError } from '../../../src/kernel/index.js';
import type { LastMove } from '../games/types';
import type { Lang } from '../i18n';
import { API, forgetHold, type SeatHold, type TableSummary } from './api';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface Clock {
  readonly kind: 'none' | 'live' | 'async';
  readonly remainingMs?: readonly number[];
  readonly running?: number | null;
  readonly deadline?: number;
  readonly at?: number;
}

interface MoveMessage {
  readonly seq: number;
  readonly actor: Actor;
  readonly move: unknown;
  readonly log: LogEntry;
}

/**
 * One table's WebSocket: says hello with the seat's token and the last move seen, keeps the view,
 * the log and the legal moves from the server, and reconnects by itself when the link drops,
 * catching up from the last sequence number it saw.
 */
export function connectTable(tableId: string, hold: SeatHold | null, lang: () => Lang) {
  const [status, setStatus] = createSignal<ConnectionStatus>('connecting');
  const [summary, setSummary] = createSignal<TableSummary | null>(null);
  const [view, setView] = createSignal<unknown>(null);
  const [legal, setLegal] = createSignal<readonly unknown[]>([]);
  const [toMove, setToMove] = createSignal<readonly Actor[]>([]);
  const [result, setResult] = createSignal<GameResult | null>(null);
  const [log, setLog] = createSignal<readonly LogEntry[]>([]);
  const [lastMove, setLastMove] = createSignal<LastMove | null>(null);
  const [error, setError] = createSignal<RuleError | null>(null);
  const [clock, setClock] = createSignal<Clock | null>(null);
  const [you, setYou] = createSignal<number | null>(null);
  /** Per seat, whether its player is connected (bots always are); empty while we are not. */
  const [connected, setConnected] = createSignal<readonly boolean[]>([]);
  let seq = 0;
  let socket: WebSocket | null = null;
  let closed = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let refs = 0;
  let token = hold?.token;
  /** The legal moves before our move went out, restored if the server refuses it. */
  let offered: readonly unknown[] = [];

  function applyMove(m: MoveMessage) {
    if (m.seq <= seq) return;
    seq = m.seq;
    setLog((l) => [...l, m.log]);
    setLastMove({ index: m.seq, actor: m.actor, move: m.move });
  }

  function onMessage(data: string) {
    const msg = JSON.parse(data) as Record<string, unknown> & { type: string };
    switch (msg.type) {
      case 'welcome': {
        attempt = 0;
        setStatus('open');
        setSummary(msg.table as TableSummary);
        setYou((msg.you as { seat: number } | null)?.seat ?? null);
        for (const m of (msg.history as MoveMessage[] | undefined) ?? []) applyMove(m);
        seq = Math.max(seq, Number(msg.seq));
        setView(msg.view);
        setToMove(msg.toMove as Actor[]);
        setLegal((msg.legal as unknown[] | undefined) ?? []);
        setResult((msg.result as GameResult | null) ?? null);
        setClock((msg.clock as Clock | undefined) ?? null);
        setConnected((msg.connected as boolean[] | undefined) ?? []);
        break;
      }
      case 'moves':
        // A move and the chance moves it led to come together, with the position after them.
        for (const m of msg.moves as MoveMessage[]) applyMove(m);
        setView(msg.view);
        setToMove(msg.toMove as Actor[]);
        setLegal((msg.legal as unknown[] | undefined) ?? []);
        setResult((msg.result as GameResult | null) ?? null);
        setClock((msg.clock as Clock | undefined) ?? null);
        setError(null);
        break;
      case 'table':
        setSummary(msg.table as TableSummary);
        break;
      case 'presence':
        setConnected(msg.connected as boolean[]);
        break;
      case 'error':
        // A token this table no longer knows (an old link, a reset server): watch instead.
        if (msg.code === 'bad-token' && token && status() !== 'open') {
          token = undefined;
          forgetHold(tableId);
          if (socket) hello(socket);
        }
        // A stale move needs no word: the moves it missed are on their way; the player sees them.
        if (msg.code !== 'stale') {
          setError({ code: String(msg.code), params: (msg.params as RuleError['params']) ?? {} });
          if (legal().length === 0) setLegal(offered);
        }
        break;
    }
  }

  function hello(ws: WebSocket) {
    ws.send(
      JSON.stringify({
        type: 'hello',
        v: 1,
        table: tableId,
        ...(token ? { token } : {}),
        lastSeq: seq,
        lang: lang(),
        batch: true,
      }),
    );
  }

  function open() {
    if (closed) return;
    const url = new URL(`${API}/ws`, location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => hello(ws);
    ws.onmessage = (e) => {
      heard = Date.now();
      onMessage(String(e.data));
    };
    ws.onclose = () => {
      if (socket === ws) lost();
    };
  }

  /** The link is gone (closed, or silent too long): forget the socket and try again soon. */
  function lost() {
    const ws = socket;
    socket = null;
    if (ws) {
      ws.onclose = null;
      ws.onmessage = null;
      ws.close();
    }
    // Who else is here is unknown until the next welcome says it again.
    setConnected([]);
    if (closed) return;
    setStatus('reconnecting');
    clearTimeout(retry);
    // Back off a little on each failure, never longer than 5 s between tries.
    const wait = Math.min(5000, 250 * 2 ** attempt++);
    retry = setTimeout(open, wait);
  }

  // A link can die without a close event (a sleeping laptop, a changed network): ping every
  // 10 s and give up on a socket that has said nothing for 25 s.
  let heard = Date.now();
  const heartbeat = setInterval(() => {
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    if (Date.now() - heard > 25_000) lost();
    else send({ type: 'ping' });
  }, 10_000);

  function send(message: Record<string, unknown>): boolean {
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify({ ...message, ref: ++refs }));
    return true;
  }

  open();
  // Coming back online: try at once rather than wait for the back-off.
  const online = () => {
    if (!socket && !closed) {
      clearTimeout(retry);
      open();
    }
  };
  addEventListener('online', online);

  return {
    status,
    summary,
    view,
    legal,
    toMove,
    result,
    log,
    lastMove,
    error,
    clock,
    you,
    connected,
    play: (move: unknown) => {
      // No second click while the move is on its way; offline, the move waits for the player
      // to make it again once the welcome of the reconnection brings the legal moves back.
      offered = legal();
      if (send({ type: 'move', seq, move })) setLegal([]);
    },
    start: () => send({ type: 'start' }),
    /** For tests: drop the link as a network failure would. */
    drop: lost,
    close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      removeEventListener('online', online);
      socket?.close();
      setStatus('closed');
    },
  };
}

export type TableConnection = ReturnType<typeof connectTable>;
