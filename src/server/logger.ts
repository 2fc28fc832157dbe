import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import type { TableRecord } from './storage/types.js';

export type { Logger } from 'pino';

/** The request being answered (HTTP), whose id every line logged meanwhile carries. */
const request = new AsyncLocalStorage<string>();

/**
 * The server's log: JSON lines (pino) on stderr, each with its level, time, the instance's name
 * and, inside an HTTP request, its id (`req`). `LOG_LEVEL` sets the level (info by default).
 * What is logged never holds a token, an invitation code or a chat line: events say which table
 * and what happened, by seat number; errors, their message.
 */
export function createLogger(
  instance: string,
  level: string = 'info',
  destination: DestinationStream = pino.destination(2),
): Logger {
  return pino(
    {
      level,
      base: { instance },
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const req = request.getStore();
        return req === undefined ? {} : { req };
      },
    },
    destination,
  );
}

/** Whether `level` is one of pino's. */
export function isLevel(level: string): level is Level | 'silent' {
  return level === 'silent' || Object.hasOwn(pino.levels.values, level);
}

/** Requests being answered: while there are none, `request` is disabled. */
let answering = 0;

/**
 * Runs `answer` with a request id: the proxy's `X-Request-Id` when it is a plain token (so the
 * proxy's access log and these lines meet), otherwise a new one.
 *
 * The store is enabled only while a request is being answered, and disabled when the last one's
 * response is done: on Node 20 an enabled AsyncLocalStorage runs a hook for every promise and
 * every asynchronous resource the process makes, and a game's moves (socket messages, their
 * durable writes) make several each, with no request to carry.
 */
export function withRequestId(req: IncomingMessage, res: ServerResponse, answer: () => void): void {
  const given = req.headers['x-request-id'];
  const id =
    typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given)
      ? given
      : randomBytes(6).toString('hex');
  answering++;
  res.once('close', () => {
    if (--answering === 0) request.disable();
  });
  request.run(id, answer);
}

const botLike = (s: TableRecord['seats'][number]) => s.kind === 'bot' || s.zombie;

/**
 * The events worth a line when a table's record changes (before: null when it is created):
 * created, started, ended, a bot taking a seat. Fields are ids, counts, bot names and seat
 * numbers: never a name, token hash, invitation or chat text.
 */
export function tableEvents(
  before: TableRecord | null,
  after: TableRecord,
): { event: string; [field: string]: unknown }[] {
  const table = after.id;
  const events: { event: string; [field: string]: unknown }[] = [];
  if (before === null) {
    events.push({
      event: 'table-created',
      table,
      game: after.game,
      seats: after.seats.length,
      bots: after.seats.filter((s) => s.kind === 'bot').map((s) => s.bot),
      listed: after.listed,
      timeControl: after.timeControl.kind,
    });
    return events;
  }
  if (before.status === 'open' && after.status !== 'open')
    events.push({ event: 'table-started', table, game: after.game });
  after.seats.forEach((s, seat) => {
    const was = before.seats[seat];
    if (was && !botLike(was) && botLike(s))
      events.push({
        event: 'bot-seated',
        table,
        seat,
        bot: s.bot,
        why: s.timedOut ? 'timed-out' : s.left ? 'left' : 'replaced',
      });
  });
  if (before.status !== 'finished' && after.status === 'finished')
    events.push({ event: 'table-ended', table, game: after.game, result: after.result });
  return events;
}
