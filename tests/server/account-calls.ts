import { expect } from 'vitest';
import type { TestApp } from './helpers.js';
import type { SoftPasskey } from './soft-passkey.js';

// Account requests as a browser sends them, for the account suites (accounts.test.ts,
// accounts-instances.test.ts).

let n = 0;
/** A fresh name for each test's accounts. */
export const fresh = (base: string) => `${base}${++n}${Date.now().toString(36).slice(-4)}`;

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: Record<string, any>;
  /** The session token a Set-Cookie gave ('' when it cleared it), or undefined without one. */
  cookie: string | undefined;
  setCookie: string | null;
  /** The Retry-After header, if any (seconds). */
  retryAfter: string | null;
}

/** A request as a browser of the site sends it: JSON, its Origin, and a session cookie. */
export async function call(
  app: TestApp,
  method: string,
  path: string,
  body?: unknown,
  o: { session?: string; origin?: string; token?: string } = {},
): Promise<Answer> {
  const res = await fetch(`${app.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: o.origin ?? app.url,
      ...(o.session ? { cookie: `fathom_session=${o.session}` } : {}),
      ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const setCookie = res.headers.get('set-cookie');
  const m = setCookie?.match(/^fathom_session=([^;]*)/);
  return {
    status: res.status,
    body: (await res.json()) as Answer['body'],
    cookie: m?.[1],
    setCookie,
    retryAfter: res.headers.get('retry-after'),
  };
}

export const signUp = (app: TestApp, name: string, password = 'correct horse') =>
  call(app, 'POST', '/api/v1/account/signup', { name, password });
export const signIn = (app: TestApp, name: string, password: string, session?: string) =>
  call(app, 'POST', '/api/v1/account/signin', { name, password }, session ? { session } : {});
export const me = async (app: TestApp, session: string) =>
  (await call(app, 'GET', '/api/v1/account', undefined, { session })).body.account;

/** A passkey signs up a new account: the session's token. */
export async function passkeySignUp(app: TestApp, key: SoftPasskey, name: string): Promise<string> {
  const opts = await call(app, 'POST', '/api/v1/account/passkey/register-options', { name });
  expect(opts.status).toBe(200);
  const made = await call(app, 'POST', '/api/v1/account/passkey/register', {
    ceremony: opts.body.ceremony,
    response: key.register(opts.body.options),
  });
  expect(made).toMatchObject({ status: 201, body: { account: { name, passkeys: 1 } } });
  return made.cookie as string;
}
