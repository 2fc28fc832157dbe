import { z } from 'zod';

/** The protocol version (docs/protocol.md, "Versioning"). */
export const PROTOCOL_VERSION = 1;

export const MAX_FRAME_BYTES = 16 * 1024;
export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_NAME = 32;
export const MAX_CHAT = 500;

const ref = z.union([z.string().max(64), z.number()]).optional();
const tableId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
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
  z.strictObject({ type: z.literal('chat'), text: z.string().max(MAX_CHAT * 4), ref }),
  z.strictObject({ type: z.literal('ping'), ref }),
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

export const createTableBody = z.strictObject({
  game: z.string().max(64),
  options: anyJson.optional(),
  seats: z
    .array(
      z.discriminatedUnion('kind', [
        z.strictObject({ kind: z.literal('human') }),
        z.strictObject({ kind: z.literal('bot'), bot: z.string().max(64) }),
      ]),
    )
    .min(1)
    .max(16),
  timeControl: timeControl.optional(),
  name: z
    .string()
    .max(MAX_NAME * 4)
    .optional(),
  seat: z.number().int().min(0).max(15).optional(),
  listed: z.boolean().optional(),
});
export type CreateTableBody = z.infer<typeof createTableBody>;

export const joinBody = z.strictObject({
  seat: z.number().int().min(0).max(15).optional(),
  name: z.string().max(MAX_NAME * 4),
});

/** A schema failure as a short path for the `bad-request` error's `reason`. */
export function issuePath(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.code}` : issue.code;
}

/**
 * Names and chat lines: Unicode-normalized, without control or bidirectional-override
 * characters (which could disguise a name), trimmed and bounded.
 */
export function cleanText(raw: string, max: number): string | null {
  const text = raw
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const bounded = [...text].slice(0, max).join('');
  return bounded.length > 0 ? bounded : null;
}
