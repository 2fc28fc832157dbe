import { describe, expect, it } from 'vitest';
import { Accounts } from '../../src/server/accounts/service.js';
import { type TestApp, usePostgres, useTestApp } from './helpers.js';
import { SoftPasskey } from './soft-passkey.js';
import { call, fresh, me, signIn, signUp } from './account-calls.js';

// Two instances over one PostgreSQL behind a load balancer without stickiness (issue 26): each
// request of a passkey ceremony, and each sign-in attempt, may reach either instance. Both
// instances serve one site, so both accept its Origin (the load balancer's).

const SITE = 'https://fathom.test';
const pgServer = usePostgres();
const opts = () => ({
  databaseUrl: pgServer.url,
  allowedOrigins: [SITE],
  // Every request here comes from 127.0.0.1: the per-address limit is tested on its own.
  signInLimits: { perName: { rate: 1 / 60, burst: 5 }, perAddress: { rate: 100, burst: 1000 } },
});
const a = useTestApp(opts);
const b = useTestApp(opts);

const post = (app: TestApp, path: string, body: unknown) =>
  call(app, 'POST', `/api/v1/account/${path}`, body, { origin: SITE });

describe('passkey ceremonies on two instances over PostgreSQL', () => {
  it('signs up with a passkey begun on one instance and finished on the other, once', async () => {
    const key = new SoftPasskey(SITE);
    const name = fresh('Lia');
    const opts = await post(a, 'passkey/register-options', { name });
    expect(opts.status).toBe(200);
    const answer = { ceremony: opts.body.ceremony, response: key.register(opts.body.options) };
    const made = await post(b, 'passkey/register', answer);
    expect(made).toMatchObject({ status: 201, body: { account: { name, passkeys: 1 } } });
    expect(await me(a, made.cookie as string)).toMatchObject({ name, passkeys: 1 });
    // The same answer again, on either instance: its ceremony is spent.
    for (const app of [a, b]) {
      expect(await post(app, 'passkey/register', answer)).toMatchObject({
        status: 400,
        body: { error: { code: 'passkey-failed' } },
      });
    }

    // Signing in: options from the second instance, the assertion to the first.
    const o = await post(b, 'passkey/signin-options', {});
    const signed = { ceremony: o.body.ceremony, response: key.assert(o.body.options) };
    const inA = await post(a, 'passkey/signin', signed);
    expect(inA).toMatchObject({ status: 200, body: { account: { name } } });
    expect(await me(b, inA.cookie as string)).toMatchObject({ name });
    expect((await post(b, 'passkey/signin', signed)).body.error.code).toBe('passkey-failed');
  });

  it('lets one of two instances finish a ceremony whose answer reaches both at once', async () => {
    const key = new SoftPasskey(SITE);
    const name = fresh('Noa');
    const opts = await post(a, 'passkey/register-options', { name });
    const answer = { ceremony: opts.body.ceremony, response: key.register(opts.body.options) };
    expect((await post(b, 'passkey/register', answer)).status).toBe(201);
    for (let round = 0; round < 3; round++) {
      const o = await post(a, 'passkey/signin-options', {});
      const signed = { ceremony: o.body.ceremony, response: key.assert(o.body.options) };
      const [x, y] = await Promise.all([
        post(a, 'passkey/signin', signed),
        post(b, 'passkey/signin', signed),
      ]);
      expect([x.status, y.status].sort()).toEqual([200, 400]);
    }
  });
});

describe('sign-in limits on two instances over PostgreSQL', () => {
  it('holds the limit per name across instances, whether the name exists or not', async () => {
    const known = fresh('Ivo');
    expect((await signUp(a, known)).status).toBe(201);
    for (const name of [known, fresh('Nobody')]) {
      const codes = [];
      for (let i = 0; i < 6; i++) {
        const r = await signIn(i % 2 === 0 ? a : b, name, 'wrong password');
        codes.push(r.body.error.code as string);
      }
      expect(codes).toEqual([...Array<string>(5).fill('sign-in-failed'), 'rate-limited']);
    }
  });

  it('holds the limit per address across instances', async () => {
    const limits = {
      perName: { rate: 1, burst: 100 },
      perAddress: { rate: 1 / 60, burst: 3 },
    };
    const one = new Accounts({ storage: a.storage, signInLimits: limits });
    const two = new Accounts({ storage: b.storage, signInLimits: limits });
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const accounts = i % 2 === 0 ? one : two;
      codes.push(
        await accounts.signIn(fresh('Uma'), 'wrong wrong', '10.9.0.1', null).then(
          () => 'ok',
          (e: { code: string }) => e.code,
        ),
      );
    }
    expect(codes).toEqual(['sign-in-failed', 'sign-in-failed', 'sign-in-failed', 'rate-limited']);
  });
});
