import { applyPatch, type PatchOp } from '../../../src/protocol/patch.js';

/**
 * The view a `moves` message's patch gives, from the view as the server last sent it (`held`,
 * at `heldSeq`): null when the patch does not fit it (a message missed, or a patch that does not
 * apply), and then the client asks for the whole view again. A patch that replaces the whole
 * view fits any.
 */
export function patchedView(
  held: unknown,
  heldSeq: number,
  msg: { moves: readonly { seq: number }[]; patch: readonly PatchOp[] },
): { view: unknown } | null {
  const whole = msg.patch[0]?.op === 'replace' && msg.patch[0].path === '';
  if (!whole && (msg.moves[0]?.seq ?? 0) - 1 !== heldSeq) return null;
  try {
    return { view: applyPatch(held, msg.patch) };
  } catch {
    return null;
  }
}
