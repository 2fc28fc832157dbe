import { z } from 'zod';
import { PLAY_NOW_BOT_WAITS, PLAY_NOW_PACES } from '../../protocol/play-now.js';
import { cleanText, issuePath, MAX_NAME } from '../wire.js';
import type { SeatAccount } from '../tables/lobby.js';
import { TableError } from '../tables/live-table.js';
import type { PlayNow } from './matcher.js';

/** A Play now request (docs/protocol.md, "Play now"). */
export const playNowBody = z.strictObject({
  game: z.string().max(64),
  pace: z.enum(PLAY_NOW_PACES),
  players: z.number().int().min(1).max(16).optional(),
  rated: z.boolean().optional(),
  botAfter: z.union(
    PLAY_NOW_BOT_WAITS.map((w) => z.literal(w)) as [
      z.ZodLiteral<30>,
      z.ZodLiteral<60>,
      z.ZodLiteral<120>,
      z.ZodLiteral<null>,
    ],
  ),
  name: z
    .string()
    .max(MAX_NAME * 4)
    .optional(),
  device: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional(),
});

/** A waiting request, named by its secret (in the body: never in an address, never logged). */
const requestBody = z.strictObject({ request: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

export interface PlayNowRequest {
  readonly parts: readonly string[];
  readonly method: string;
  readonly address: string;
  readonly playNow: PlayNow;
  body(): Promise<unknown>;
  account(): Promise<SeatAccount | undefined>;
  send(status: number, body: unknown): void;
  /** The per-address limit on creating tables (http.ts), which a new request counts against. */
  limited(): void;
  /** The lobby's pages changed (a table opened or filled). */
  listed(): void;
}

/**
 * `/api/v1/play-now` (ask), `/api/v1/play-now/wait` (still there: where it stands) and
 * `/api/v1/play-now/cancel`, all POST with a JSON body (docs/protocol.md, "Play now").
 */
export async function playNowApi(r: PlayNowRequest): Promise<void> {
  if (r.method !== 'POST') throw new TableError('bad-request', { reason: 'endpoint' });
  if (r.parts.length === 1) {
    r.limited();
    const body = playNowBody.safeParse(await r.body());
    if (!body.success) throw new TableError('bad-request', { reason: issuePath(body.error) });
    const account = await r.account();
    const name = account ? undefined : cleanText(body.data.name ?? '', MAX_NAME);
    if (!account && !name) throw new TableError('bad-request', { reason: 'name' });
    const asked = await r.playNow.ask(
      {
        game: body.data.game,
        pace: body.data.pace,
        players: body.data.players ?? 2,
        rated: body.data.rated ?? false,
        botAfter: body.data.botAfter,
        name: name ?? undefined,
        device: body.data.device,
      },
      r.address,
      account,
    );
    r.listed();
    return r.send(201, { ...asked, link: `/t/${asked.table}` });
  }
  const what = r.parts[1];
  if (r.parts.length === 2 && (what === 'wait' || what === 'cancel')) {
    const wait = r.playNow.waits.take(r.address);
    if (wait > 0) throw new TableError('rate-limited', { retryMs: wait });
    const body = requestBody.safeParse(await r.body());
    if (!body.success) throw new TableError('bad-request', { reason: issuePath(body.error) });
    const answer =
      what === 'wait'
        ? await r.playNow.wait(body.data.request)
        : await r.playNow.cancel(body.data.request);
    if (answer.state !== 'waiting' || answer.token) r.listed();
    return r.send(200, { ...answer, link: `/t/${answer.table}` });
  }
  throw new TableError('bad-request', { reason: 'endpoint' });
}
