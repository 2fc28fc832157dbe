import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { TableError } from '../tables/live-table.js';
import { sessionCookie, sessionToken } from './cookies.js';
import type { PasswordResets } from './password-reset.js';
import { noticesAnswer } from './notices-http.js';
import type { Accounts, Session } from './service.js';
import type { TableService } from '../tables/service.js';

/** Pages of "your tables" a client may ask for (each page is YOUR_TABLES_PAGE tables). */
export const YOUR_TABLES_MAX_PAGES = 50;
/** People played with, at most (the latest met first). */
export const PLAYED_WITH_MAX = 50;

/** What the account routes need of the HTTP server (http.ts). */
export interface AccountRequest {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  /** The path's parts after `/api/v1/account`. */
  readonly parts: readonly string[];
  readonly method: string;
  readonly accounts: Accounts;
  readonly resets?: PasswordResets;
  readonly service: TableService;
  readonly url: URL;
  /** Cookies get `Secure` (FATHOM_SECURE_COOKIES: TLS ends at a proxy in front). */
  readonly secureCookies: boolean;
  /** The key the client's per-address limits count under (http.ts: limits.ts's addressKey). */
  readonly address: string;
  /** The body, as JSON (http.ts's readJson: bounded). */
  body(): Promise<unknown>;
  send(status: number, body: unknown, headers?: Record<string, string>): void;
  /** The per-address limit on creating things (sign-ups count as tables do). */
  limited(): void;
}

/** The request's session, or `not-signed-in`. */
export async function signedIn(accounts: Accounts, req: IncomingMessage): Promise<Session> {
  const s = await accounts.session(sessionToken(req));
  if (!s) throw new TableError('not-signed-in');
  return s;
}

function field(body: unknown, key: string): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
}

/** The page's origin, which a passkey is bound to: a browser always sends it with a POST. */
function pageOrigin(req: IncomingMessage): string {
  const origin = req.headers.origin;
  if (!origin) throw new TableError('passkey-failed');
  return origin;
}

/** `/api/v1/account/...` (docs/protocol.md, "Accounts"). */
export async function accountApi(r: AccountRequest): Promise<void> {
  const { req, accounts, method } = r;
  const path = r.parts.join('/');
  const secure = r.secureCookies || Boolean((req.socket as TLSSocket).encrypted);
  const previous = sessionToken(req);
  const { address } = r;
  const withCookie = async (
    status: number,
    given: { account: Parameters<Accounts['view']>[0]; token: string | null },
  ) => {
    const headers: Record<string, string> =
      given.token === null ? {} : { 'set-cookie': sessionCookie(given.token, secure) };
    r.send(status, { account: await accounts.view(given.account) }, headers);
  };

  if (method === 'GET' && path === '') {
    const s = await accounts.session(previous);
    return r.send(200, { account: s ? await accounts.view(s.account) : null });
  }
  if (method === 'GET' && path === 'data') {
    const s = await signedIn(accounts, req);
    return r.send(200, await accounts.data(s), {
      'content-disposition': 'attachment; filename="fathom-account.json"',
    });
  }
  if (method === 'GET' && path === 'tables') {
    const s = await signedIn(accounts, req);
    const page = Number(r.url.searchParams.get('page') ?? 1);
    if (!Number.isInteger(page) || page < 1 || page > YOUR_TABLES_MAX_PAGES)
      throw new TableError('bad-request', { reason: 'page' });
    return r.send(200, await r.service.yourTables(s.account.id, page));
  }
  if (method === 'GET' && path === 'played-with') {
    const s = await signedIn(accounts, req);
    return r.send(200, { people: await accounts.playedWith(s, PLAYED_WITH_MAX) });
  }
  if (path === 'notices') {
    const s = await signedIn(accounts, req);
    return r.send(200, await noticesAnswer(accounts.storage, s.account.id, method, r.body));
  }
  if (method !== 'POST') throw new TableError('bad-request', { reason: 'endpoint' });
  const body = await r.body();
  switch (path) {
    case 'signup': {
      r.limited();
      const made = await accounts.signUp(
        field(body, 'name'),
        field(body, 'password'),
        address,
        previous,
      );
      return withCookie(201, made);
    }
    case 'signin':
      return withCookie(
        200,
        await accounts.signIn(field(body, 'name'), field(body, 'password'), address, previous),
      );
    case 'signout':
      await accounts.signOut(previous);
      return r.send(200, { ok: true }, { 'set-cookie': sessionCookie(null, secure) });
    case 'signout-everywhere': {
      const s = await signedIn(accounts, req);
      const ended = await accounts.signOutEverywhere(s);
      return r.send(200, { ended }, { 'set-cookie': sessionCookie(null, secure) });
    }
    case 'password': {
      const s = await signedIn(accounts, req);
      const token = await accounts.changePassword(
        s,
        field(body, 'current'),
        field(body, 'password'),
        address,
      );
      const account = (await accounts.session(token))?.account ?? s.account;
      return withCookie(200, { account, token });
    }
    case 'password-reset':
      if (!r.resets) throw new TableError('reset-unavailable');
      await r.resets.request(field(body, 'who'), address);
      return r.send(200, { ok: true });
    case 'password-reset/finish':
      if (!r.resets) throw new TableError('reset-unavailable');
      return withCookie(200, await r.resets.finish(field(body, 'token'), field(body, 'password')));
    case 'delete': {
      const s = await signedIn(accounts, req);
      await accounts.delete(s, field(body, 'name'));
      return r.send(200, { ok: true }, { 'set-cookie': sessionCookie(null, secure) });
    }
    case 'passkey/register-options': {
      const s = await accounts.session(previous);
      if (!s) r.limited();
      return r.send(
        200,
        await accounts.registerOptions(pageOrigin(req), address, s, field(body, 'name')),
      );
    }
    case 'passkey/register': {
      const s = await accounts.session(previous);
      const made = await accounts.register(
        pageOrigin(req),
        s,
        field(body, 'ceremony'),
        field(body, 'response'),
        previous,
      );
      return withCookie(s ? 200 : 201, made);
    }
    case 'passkey/signin-options':
      return r.send(200, await accounts.loginOptions(pageOrigin(req), address));
    case 'passkey/signin':
      return withCookie(
        200,
        await accounts.login(
          pageOrigin(req),
          field(body, 'ceremony'),
          field(body, 'response'),
          address,
          previous,
        ),
      );
  }
  throw new TableError('bad-request', { reason: 'endpoint' });
}
