import type { Params, RuleError } from '../../../src/kernel/index.js';

/** A message of the invite form: its key and parameters, said in the reader's language. */
export interface InviteText {
  readonly key: string;
  readonly params: Params;
}

/**
 * What the invite form says of a refusal of `POST /api/v1/tables/ID/invite` (docs/protocol.md),
 * or of a request that never got an answer (`null`: the network). The server's own texts are
 * generic ("Seat 2 is taken.", "wait 41234 ms"): the ones the form expects get words of its own,
 * naming the account and the wait in seconds; any other code keeps the server's text.
 */
export function inviteRefusal(error: RuleError | null, seat: number, name: string): InviteText {
  if (error === null) return { key: 'seat-invite.network', params: {} };
  switch (error.code) {
    case 'no-account':
      return { key: 'seat-invite.no-account', params: { name } };
    case 'seat-taken':
      return { key: 'seat-invite.seat-taken', params: { n: seat + 1 } };
    case 'not-creator':
      return { key: 'seat-invite.not-creator', params: {} };
    case 'rate-limited': {
      const ms = Number(error.params.retryMs);
      return {
        key: 'seat-invite.rate-limited',
        params: { s: Math.max(1, Math.ceil((Number.isFinite(ms) ? ms : 1000) / 1000)) },
      };
    }
    default:
      return { key: error.code, params: error.params };
  }
}
