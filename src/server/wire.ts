import { z } from 'zod';
import type { ServerMessage } from '../protocol/schema.js';
import { fieldProblem } from '../games/zod-issue.js';

// The messages' schemas live in src/protocol/schema.ts (shared with the web client); the server's
// helpers to read them stay here.
export * from '../protocol/schema.js';

/**
 * A message to a client, as its JSON: typed as the protocol's union, so that the server writes
 * only what src/protocol/schema.ts says (the moves' hot path builds its JSON from parts instead:
 * src/server/tables/fanout.ts).
 */
export const encodeServerMessage = (msg: ServerMessage): string => JSON.stringify(msg);

/**
 * A schema failure as the `bad-request` error's `reason`: a key, never prose. The path of the
 * first field at fault (`seats.0.kind`, `move`; an unknown field's ends with its name), or for a
 * message at fault as a whole, zod's code for the problem (`invalid_type`).
 */
export function issuePath(error: z.ZodError): string {
  const wrong = fieldProblem(error.issues);
  if (!wrong) return 'invalid';
  return wrong.path.length > 0 ? wrong.path.join('.') : wrong.code;
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
