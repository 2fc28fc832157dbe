import type { Actor, RuleError } from '../../../src/kernel/index.js';
import { API, ApiError, loadHold, type TableSummary } from '../online/api';

/** The signed-in account, as the server tells it (docs/protocol.md, "Accounts"). */
export interface Account {
  readonly id: string;
  readonly name: string;
  readonly password: boolean;
  readonly passkeys: number;
}

/** One of "your tables": the seat, the table's summary, its clock (the time left). */
export interface AccountTable {
  readonly seat: number;
  readonly table: TableSummary & { toMove?: readonly Actor[] };
  readonly clock:
    | { readonly kind: 'none' }
    | { readonly kind: 'live'; readonly remainingMs: readonly number[]; readonly at: number }
    | { readonly kind: 'async'; readonly deadline: number | null; readonly at: number };
  /** Chat lines the account has not read at the table (issue 40). */
  readonly unread?: number;
}

/** A JSON request to the account API; the session cookie goes with it (same site). */
export async function accountCall<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(API + path, {
    method,
    credentials: 'same-origin',
    headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
  });
  const json = (await res.json().catch(() => ({}))) as { error?: RuleError } & T;
  if (!res.ok) throw new ApiError(json.error ?? { code: 'internal', params: {} });
  return json;
}

export const whoAmI = () =>
  accountCall<{ account: Account | null }>('GET', '/account').then((r) => {
    noteSignedIn(r.account !== null);
    return r.account;
  });

const SIGNED_IN = 'fathom.signed-in';

/**
 * Whether this browser was signed in when it last asked (the cookie itself is out of a script's
 * reach): the lobby asks the server for the account's tables only then, so that a visitor
 * without an account sends no request for them.
 */
export function noteSignedIn(on: boolean): void {
  try {
    if (on) localStorage.setItem(SIGNED_IN, '1');
    else localStorage.removeItem(SIGNED_IN);
  } catch {
    // Storage blocked: the lobby shows this device's tables only.
  }
}

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN) === '1';
  } catch {
    return false;
  }
}

/** The account's tables (its first page, the latest), or null when this browser is not signed in. */
export async function accountTables(): Promise<readonly AccountTable[] | null> {
  if (!wasSignedIn()) return null;
  try {
    return (await yourTables(1)).tables;
  } catch (e) {
    // Signed out meanwhile (here, or everywhere from another device).
    if (e instanceof ApiError && e.error.code === 'not-signed-in') noteSignedIn(false);
    return null;
  }
}

export const yourTables = (page = 1) =>
  accountCall<{ tables: AccountTable[]; next: number | null }>(
    'GET',
    `/account/tables?page=${page}`,
  );

/** Declines an invitation: the seat kept for the account at that table opens to anyone. */
export const declineInvitation = (id: string): Promise<unknown> =>
  accountCall('POST', `/tables/${encodeURIComponent(id)}/decline`, {});

/** Links a seat this browser holds (its token) to the signed-in account. */
export function claimSeat(id: string): Promise<unknown> {
  const hold = loadHold(id);
  return accountCall(
    'POST',
    `/tables/${encodeURIComponent(id)}/claim`,
    {},
    hold ? { authorization: `Bearer ${hold.token}` } : {},
  );
}

/**
 * A passkey ceremony: the server's options, the browser's authenticator (through
 * @simplewebauthn/browser, loaded only now: it is not in the first download), the answer.
 */
export async function passkey(
  kind: 'register' | 'signin',
  body: Record<string, unknown> = {},
): Promise<{ account: Account }> {
  const webauthn = await import('@simplewebauthn/browser');
  const begun = await accountCall<{ ceremony: string; options: never }>(
    'POST',
    `/account/passkey/${kind}-options`,
    body,
  );
  const response =
    kind === 'register'
      ? await webauthn.startRegistration({ optionsJSON: begun.options })
      : await webauthn.startAuthentication({ optionsJSON: begun.options });
  return accountCall('POST', `/account/passkey/${kind}`, { ceremony: begun.ceremony, response });
}
