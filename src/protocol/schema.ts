import { z } from 'zod';
import { PROTOCOL_VERSION } from './version.js';

/**
 * The protocol's messages (docs/protocol.md), the one place the server and its clients take them
 * from: zod schemas for what the server reads (checked at run time), and for what it sends (its
 * tests check every message against them). The web client imports only their TYPES
 * (`import type`), so no zod code enters its bundle. `npm run protocol:schema` writes them as a
 * JSON Schema, docs/protocol.schema.json.
 */

export { PROTOCOL_VERSION };

export const MAX_FRAME_BYTES = 16 * 1024;
export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_NAME = 32;
export const MAX_CHAT = 500;

const ref = z.union([z.string().max(64), z.number()]).optional();
/** What a table's id may be (also checked in a socket's URL: ws.ts). */
export const TABLE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const tableId = z.string().regex(TABLE_ID);
const token = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

/** Moves are the game's JSON; their shape is the game's parseMove's job. */
const anyJson = z.unknown();

export const clientMessage = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('hello'),
    v: z.number(),
    table: tableId,
    token: token.optional(),
    lastSeq: z.number().int().min(0).max(1e9).optional(),
    lang: z.enum(['es', 'en', 'fr']).optional(),
    batch: z.boolean().optional(),
    ref,
  }),
  z.strictObject({
    type: z.literal('move'),
    seq: z.number().int().min(0).max(1e9),
    move: anyJson,
    ref,
  }),
  z.strictObject({ type: z.literal('start'), ref }),
  z.strictObject({ type: z.literal('leave'), ref }),
  z.strictObject({ type: z.literal('replace'), seat: z.number().int().min(0).max(15), ref }),
  z.strictObject({ type: z.literal('chat'), text: z.string().max(MAX_CHAT * 4), ref }),
  z.strictObject({ type: z.literal('ping'), ref }),
  z.strictObject({ type: z.literal('visible'), visible: z.boolean(), ref }),
  /**
   * Asks for the whole view again, in a new `welcome` (with the moves after `lastSeq`): a client
   * whose patches stopped fitting the view it holds (a gap in the seqs) starts again from there.
   */
  z.strictObject({
    type: z.literal('resync'),
    lastSeq: z.number().int().min(0).max(1e9).optional(),
    ref,
  }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

export const timeControl = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({
    kind: z.literal('live'),
    initialMs: z.number().int().min(10_000).max(86_400_000),
    incrementMs: z.number().int().min(0).max(3_600_000),
  }),
  z.strictObject({
    kind: z.literal('async'),
    perMoveMs: z
      .number()
      .int()
      .min(60_000)
      .max(30 * 86_400_000),
  }),
]);

/** A seat of a new table: open for a person, or one of the game's bots. */
export const seatSpec = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('human') }),
  z.strictObject({ kind: z.literal('bot'), bot: z.string().max(64) }),
]);

/**
 * A device's push subscription for a seat (POST /api/v1/tables/:id/push): what the browser's
 * PushSubscription gives (base64url keys, RFC 8291), and the language to write in.
 */
export const pushSubscribeBody = z.strictObject({
  endpoint: z.string().max(1024),
  keys: z.strictObject({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/),
  }),
  lang: z.enum(['es', 'en', 'fr']),
});

/** A device's push subscription to untie from a seat (DELETE /api/v1/tables/:id/push). */
export const pushRemoveBody = z.strictObject({ endpoint: z.string().max(1024) });

export const createTableBody = z.strictObject({
  game: z.string().max(64),
  options: anyJson.optional(),
  seats: z.array(seatSpec).min(1).max(16),
  timeControl: timeControl.optional(),
  name: z
    .string()
    .max(MAX_NAME * 4)
    .optional(),
  seat: z.number().int().min(0).max(15).optional(),
  listed: z.boolean().optional(),
  /**
   * Players only: no spectator may follow the table, and its chat is for the seated only. Such
   * a table is never listed in the lobby (docs/protocol.md, "Private tables").
   */
  playersOnly: z.boolean().optional(),
  /** Rated (docs/ratings.md): with a person's seat at least (`rated-needs-people`). */
  rated: z.boolean().optional(),
  /** Seats kept for named people, each taken only with its own invitation code (lobby.ts). */
  reserve: z
    .array(
      z.strictObject({
        seat: z.number().int().min(0).max(15),
        name: z.string().max(MAX_NAME * 4),
        /**
         * `name` is an account's: the seat is kept for that account, taken by its signed-in
         * join from any device, and listed in its "your tables" (issue 26).
         */
        account: z.boolean().optional(),
      }),
    )
    .max(15)
    .optional(),
});
export type CreateTableBody = z.infer<typeof createTableBody>;

export const joinBody = z.strictObject({
  seat: z.number().int().min(0).max(15).optional(),
  name: z.string().max(MAX_NAME * 4),
  /** A reserved seat's invitation code: it takes that seat (lobby.ts). */
  invite: token.optional(),
});

// ---- what the server sends ---------------------------------------------------------------
// Not checked at run time (the server builds these itself): the tests check every message the
// server sends against them, and docs/protocol.md's examples (tests/server/protocol-doc.test.ts).

const int = z.number().int();
const actor = z.union([int.min(0), z.literal('chance')]);
const params = z.record(z.string(), z.union([z.string(), z.number()]));
/** A message key and its parameters: errors and log lines alike. */
const keyed = z.strictObject({ key: z.string(), params });

/**
 * A finished game's result as the server tells it: the game's scores and ranks, with the seats
 * ranked last for leaving and the moves bots made for people (src/server/tables/standing.ts).
 */
export const tableResult = z.strictObject({
  scores: z.array(z.number()),
  ranking: z.array(int.min(1)),
  forfeited: z.array(int.min(0)).optional(),
  /** Per seat, why it forfeited (null: it did not): each ending has its own words. */
  forfeitWhy: z.array(z.enum(['resigned', 'time', 'away', 'deleted']).nullable()).optional(),
  botMoves: z.array(int.min(0)).optional(),
  /** Cut short: a player resigned at a two-seat table (every score 0, the other seat first). */
  ended: z.literal('resigned').optional(),
});

export const seatSummary = z.strictObject({
  seat: int.min(0),
  kind: z.enum(['human', 'bot']),
  name: z.string().nullable(),
  taken: z.boolean(),
  // The flags below are told only when true (protocol 5): a table's four seats took 160 bytes
  // of `false`s in every welcome and lobby page.
  /** Kept for a rematch's player or an invitee (taken, until they come or the hold ends). */
  held: z.literal(true).optional(),
  bot: z.string().nullable(),
  /** Its player is gone: a bot plays the seat until they come back. */
  zombie: z.literal(true).optional(),
  /** Its player resigned: they rank last (a bot plays the seat from its next turn). */
  left: z.literal(true).optional(),
  /** Its player forfeited, and why (docs/protocol.md, "Seats and bots"); absent otherwise. */
  forfeit: z.enum(['resigned', 'time', 'away', 'deleted']).optional(),
  /** Its player's account was deleted: shown as "deleted player" (absent otherwise). */
  deleted: z.boolean().optional(),
  /** Held by a signed-in player, under their account's name (a profile at /u/NAME); absent otherwise. */
  account: z.boolean().optional(),
});

/** A time control as the server tells it (set through the API within its bounds, or in tests). */
const timeControlTold = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('live'), initialMs: int.min(0), incrementMs: int.min(0) }),
  z.strictObject({ kind: z.literal('async'), perMoveMs: int.min(0) }),
]);

export const tableSummary = z.strictObject({
  id: tableId,
  game: z.string(),
  status: z.enum(['open', 'playing', 'finished']),
  options: z.unknown(),
  timeControl: timeControlTold,
  seats: z.array(seatSummary),
  seq: int.min(0),
  toMove: z.array(actor).optional(),
  createdAt: int,
  startedAt: int.nullable(),
  finishedAt: int.nullable(),
  result: tableResult.nullable(),
  rematch: tableId.nullable().optional(),
  /** Created rated (docs/ratings.md): rated at its end if every seat is then an account's. */
  rated: z.boolean().optional(),
  /** For its players only: no spectators, a chat for the seated (absent otherwise). */
  playersOnly: z.literal(true).optional(),
});

/** A table as the lobby lists it: its summary without the options (docs/protocol.md). */
export const tableListing = tableSummary.omit({ options: true });

/** A page of the lobby. */
export const lobbyPage = z.strictObject({
  tables: z.array(tableListing),
  next: int.min(2).nullable(),
});

export const clockView = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({
    kind: z.literal('live'),
    remainingMs: z.array(z.number().min(0)),
    running: int.min(0).nullable(),
    at: int,
  }),
  z.strictObject({
    kind: z.literal('async'),
    perMoveMs: int,
    deadline: int.nullable(),
    running: int.min(0).nullable(),
    at: int,
  }),
]);

/** A move as one viewer may see it: a `welcome`'s history entry, an entry of `moves`. */
/** A bot made this move for a person's seat (absent otherwise): the log says "bot for NAME". */
const byBot = z.literal(true).optional();

export const movePast = z.strictObject({
  seq: int.min(1),
  actor,
  move: z.unknown(),
  log: keyed,
  at: int,
  byBot,
});

export const chatLine = z.strictObject({
  id: int.min(1),
  seat: int.min(0).nullable(),
  name: z.string(),
  text: z.string(),
  at: int,
});

/** A JSON Patch operation (RFC 6902): the ones a view's change is told with (patch.ts). */
export const patchOp = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('add'), path: z.string(), value: z.unknown() }),
  z.strictObject({ op: z.literal('remove'), path: z.string() }),
  z.strictObject({ op: z.literal('replace'), path: z.string(), value: z.unknown() }),
]);

/**
 * The legal moves, as rows (legal.ts): the kinds of move (a `type`, then its other keys) and one
 * row per move (its kind's index, then its values in that kind's key order; `-1`: the move whole).
 */
/** A list of values as lists.ts tells it (the list itself, or shorter). */
const toldList = z.union([
  z.array(z.unknown()),
  z.strictObject({ all: z.unknown(), n: int.min(0) }),
  z.strictObject({ from: int, step: int, n: int.min(0) }),
  z.strictObject({ of: z.array(z.unknown()), at: z.string(), n: int.min(0).optional() }),
  z.strictObject({ set: z.string().regex(/^[0-9a-f]*$/) }),
]);

const moveShapes = z.array(z.tuple([z.string()], z.string()));
export const legalList = z.union([
  z.strictObject({ shapes: moveShapes, rows: z.array(z.tuple([int.min(-1)], z.unknown())) }),
  /** By columns (protocol 5, src/protocol/legal.ts): each shape's values a list per key, or a product. */
  z.strictObject({
    shapes: moveShapes,
    kinds: toldList,
    cols: z.array(
      z.union([z.array(toldList), z.strictObject({ product: z.array(z.array(z.unknown())) })]),
    ),
  }),
]);

const serverRef = z.union([z.string(), z.number()]).optional();
/**
 * The position after a message, for its viewer. A `welcome` carries the whole view; a `move`
 * or `moves` message the change to the view the socket held (its last message's), as a JSON
 * Patch: applied to that view it gives the view after the move (or moves).
 */
const position = {
  toMove: z.array(actor),
  /** Only to the seat whose turn it is (its own moves). */
  legal: legalList.optional(),
  clock: clockView,
  result: tableResult.nullable(),
};

export const serverMessage = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('welcome'),
    v: z.literal(PROTOCOL_VERSION),
    table: tableSummary,
    you: z
      .strictObject({
        seat: int.min(0),
        name: z.string().nullable(),
        /** This seat created the table: it may invite accounts while the table waits. */
        creator: z.literal(true).optional(),
        /** Back after a bot held the seat: the moves it made for them meanwhile (when any). */
        botMoves: int.min(1).optional(),
        /** The last chat line the seat had read, on any of its devices (0: none). */
        chatRead: int.min(0).optional(),
      })
      .nullable(),
    seq: int.min(0),
    view: z.unknown(),
    /**
     * Where the welcome tells a list shorter (JSON Pointers from the message's root, e.g.
     * `/view/explorers`, `/table/seats`): the client puts the lists back before it reads the
     * message (packed.ts), and the rest of this schema is the message then. Absent: none.
     */
    packed: z.array(z.string()).optional(),
    ...position,
    history: z.array(movePast),
    historyFrom: int.min(1).optional(),
    chat: z.array(chatLine),
    connected: z.array(z.boolean()),
    awaySince: z.array(int.nullable()).optional(),
    replaceAfterMs: int.min(0).optional(),
  }),
  z.strictObject({
    type: z.literal('move'),
    seq: int.min(1),
    actor,
    move: z.unknown(),
    log: keyed,
    at: int,
    byBot,
    patch: z.array(patchOp),
    ...position,
  }),
  z.strictObject({
    type: z.literal('moves'),
    moves: z.array(movePast).min(1),
    seq: int.min(1),
    patch: z.array(patchOp),
    ...position,
  }),
  z.strictObject({ type: z.literal('ack'), ref: serverRef, seq: int.min(1).optional() }),
  z.strictObject({ type: z.literal('error'), ref: serverRef, code: z.string(), params }),
  /** The table changed: as the lobby lists it (its options came in the welcome, once). */
  z.strictObject({ type: z.literal('table'), table: tableListing }),
  z.strictObject({ type: z.literal('chat'), ...chatLine.shape }),
  z.strictObject({
    type: z.literal('presence'),
    connected: z.array(z.boolean()),
    awaySince: z.array(int.nullable()).optional(),
  }),
  z.strictObject({ type: z.literal('pong'), at: int, ref: serverRef }),
]);
export type ServerMessage = z.infer<typeof serverMessage>;

/** An HTTP error's body. */
export const httpError = z.strictObject({
  error: z.strictObject({ code: z.string(), params }),
});

/** `POST /api/v1/tables` and `POST .../join` answers. */
export const seatGiven = z.strictObject({
  table: tableSummary,
  seat: int.min(0).optional(),
  token: token.optional(),
  link: z.string().optional(),
  /** Per reserved seat, the invitation to send its person (create only). */
  invites: z
    .array(z.strictObject({ seat: int.min(0), name: z.string(), code: token, link: z.string() }))
    .optional(),
});

/** `GET /api/v1/games`. */
export const gamesList = z.strictObject({
  games: z.array(
    z.strictObject({
      id: z.string(),
      minPlayers: int,
      maxPlayers: int,
      rulesVersion: int,
      bots: z.array(
        z.strictObject({
          name: z.string(),
          strength: int,
          describe: z.string(),
          /** The bot's rating on the people's scale (docs/ratings.md, "Bots"). */
          rating: int.optional(),
        }),
      ),
      defaultOptions: z.record(z.string(), z.unknown()),
    }),
  ),
});

export type ServerMessageOf<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;
export type TableSummary = z.infer<typeof tableSummary>;
export type TableListing = z.infer<typeof tableListing>;
export type SeatSummary = z.infer<typeof seatSummary>;
export type TableResult = z.infer<typeof tableResult>;
export type ClockView = z.infer<typeof clockView>;
export type MovePast = z.infer<typeof movePast>;
export type ChatLine = z.infer<typeof chatLine>;
