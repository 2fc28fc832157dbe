import { createSignal } from 'solid-js';
import type { Actor, LogEntry, RuleError } from '../../../src/kernel/index.js';
import type { LastMove } from '../games/types';
import type { Lang } from '../i18n';
import { currentPace } from '../pace';
import { API, forgetHold, type SeatHold, type TableResult, type TableSummary } from './api';
import { PROTOCOL_VERSION } from '../../../src/protocol/version.js';
import { noteMyTable } from './my-tables';
import { reloadForNewClient } from './reload';

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

type Message = Record<string, unknown> & { type: string };

/** Moves held back beyond this many are shown at once: following them one by one would lag. */
const MAX_BEHIND = 12;

/** What the server answered to a request: nothing wrong (null), or its error. */
type Answer = RuleError | null;

/**
 * One table's WebSocket: says hello with the seat's token and the last move seen, keeps the view,
 * the log, the legal moves and the chat from the server, and reconnects by itself when the link
 * drops, catching up from the last sequence number it saw.
 *
 * Bots' moves are shown one at a time, `currentPace().botMs` apart: bots answer within
 * milliseconds, and a whole round of them at once could not be followed (people's moves come at
 * people's pace already). Each `moves` message carries the position after it, so holding a
 * message back holds back everything it changes (the view, the log, whose turn, the legal
 * moves); nothing is skipped. A screen that fell far behind (a tab in the background) catches up
 * at once.
 */
export function connectTable(tableId: string, hold: SeatHold | null, lang: () => Lang) {
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
  let seq = 0;
  let socket: WebSocket | null = null;
  let closed = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let refs = 0;
  let token = hold?.token;
  /** The legal moves before our move went out, restored if the server refuses it. */
  let offered: readonly unknown[] = [];
  /** Requests whose answer someone waits for (chat, leave, replace), by ref. */
  const pending = new Map<number, (answer: Answer) => void>();
  /** `moves` messages not shown yet, and when the next may be. */
  const queue: Message[] = [];
  let holdUntil = 0;
  let drainTimer: ReturnType<typeof setTimeout> | undefined;

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

  /** Shows queued moves, each bot's at least `botMs` after the one before. */
  function drain() {
    clearTimeout(drainTimer);
    while (queue.length > 0) {
      const wait = queue.length > MAX_BEHIND ? 0 : holdUntil - Date.now();
      if (wait > 0) {
        drainTimer = setTimeout(drain, wait);
        return;
      }
      const msg = queue.shift() as Message;
      const moves = msg.moves as MoveMessage[];
      for (const m of moves) applyMove(m);
      setPosition(msg);
      setError(null);
      if (moves.some((m) => byBot(m.actor))) holdUntil = Date.now() + currentPace().botMs;
    }
  }

  function answer(msg: Message): boolean {
    const ref = typeof msg.ref === 'number' ? msg.ref : null;
    const waiting = ref === null ? undefined : pending.get(ref);
    if (!waiting || ref === null) return false;
    pending.delete(ref);
    waiting(
      msg.type === 'error'
        ? { code: String(msg.code), params: (msg.params as RuleError['params']) ?? {} }
        : null,
    );
    return true;
  }

  function onMessage(data: string) {
    const msg = JSON.parse(data) as Message;
    // The server's time as the message left it: measured on arrival, before any is held back.
    const at = (msg.clock as Clock | undefined)?.at ?? (msg.type === 'pong' ? msg.at : undefined);
    if (typeof at === 'number') setSkew(at - Date.now());
    switch (msg.type) {
      case 'welcome': {
        attempt = 0;
        // The welcome brings everything after the last move shown: what was queued included.
        queue.length = 0;
        clearTimeout(drainTimer);
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
        break;
      }
      case 'moves':
        // A move and the chance moves it led to come together, with the position after them.
        queue.push(msg);
        drain();
        break;
      case 'table': {
        const table = msg.table as TableSummary;
        setSummary(table);
        noteMyTable(tableId, { status: table.status });
        break;
      }
      case 'presence':
        setConnected(msg.connected as boolean[]);
        setAwaySince((msg.awaySince as (number | null)[] | undefined) ?? []);
        break;
      case 'chat': {
        const line = msg as unknown as ChatLine;
        setChat((lines) =>
          lines.some((l) => l.id === line.id)
            ? lines
            : [
                ...lines,
                { id: line.id, seat: line.seat, name: line.name, text: line.text, at: line.at },
              ],
        );
        break;
      }
      case 'pong':
        break;
      case 'ack':
        answer(msg);
        break;
      case 'error':
        if (answer(msg)) break;
        // This page is older than the server: fetch the new client (once a minute at most; after
        // that, say so and stop trying, rather than knock again every few seconds).
        if (msg.code === 'protocol-version') {
          closed = true;
          clearTimeout(retry);
          if (reloadForNewClient()) return;
          setStatus('closed');
        }
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
        v: PROTOCOL_VERSION,
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
    // Requests in flight get no answer now: say so rather than leave them waiting.
    for (const [ref, waiting] of pending) {
      pending.delete(ref);
      waiting({ code: 'online.offline', params: {} });
    }
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

  /** Sends a message; its ref, or null when there is no link to send it on. */
  function send(message: Record<string, unknown>): number | null {
    if (!socket || socket.readyState !== WebSocket.OPEN) return null;
    const ref = ++refs;
    socket.send(JSON.stringify({ ...message, ref }));
    return ref;
  }

  /** Sends a request and resolves with the server's answer to it. */
  function request(message: Record<string, unknown>): Promise<Answer> {
    const ref = send(message);
    if (ref === null) return Promise.resolve({ code: 'online.offline', params: {} });
    return new Promise((resolve) => pending.set(ref, resolve));
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
    lastMoveAt,
    error,
    clock,
    you,
    connected,
    awaySince,
    replaceAfterMs,
    chat,
    /** Now, in the server's time. */
    serverNow: () => Date.now() + skew(),
    play: (move: unknown) => {
      // No second click while the move is on its way; offline, the move waits for the player
      // to make it again once the welcome of the reconnection brings the legal moves back.
      offered = legal();
      if (send({ type: 'move', seq, move }) !== null) setLegal([]);
      // Not sent: say so (it used to vanish without a word); the welcome clears it.
      else setError({ code: 'online.offline', params: {} });
    },
    start: () => send({ type: 'start' }),
    say: (text: string) => request({ type: 'chat', text }),
    /** Leaves the seat (freed before the start, played by a bot after) and forgets its token. */
    leave: async (): Promise<Answer> => {
      const answer = await request({ type: 'leave' });
      if (answer === null) {
        token = undefined;
        forgetHold(tableId);
        setYou(null);
        setLegal([]);
      }
      return answer;
    },
    /** Asks for a bot to play an absent player's seat (the server decides). */
    replace: (seat: number) => request({ type: 'replace', seat }),
    /** For tests: drop the link as a network failure would. */
    drop: lost,
    close() {
      closed = true;
      clearTimeout(retry);
      clearTimeout(drainTimer);
      clearInterval(heartbeat);
      removeEventListener('online', online);
      socket?.close();
      setStatus('closed');
    },
  };
}

export type TableConnection = ReturnType<typeof connectTable>;
