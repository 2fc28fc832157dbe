import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { Client, pageCall, startTestApp, until, type TestApp } from './helpers.js';
import { startSmtp, type Mail, type SmtpReceiver } from './smtp-receiver.js';
import type { AppOptions } from '../../src/server/app.js';
import type { EmailSenderOptions } from '../../src/server/email/sender.js';

/**
 * What the e-mail suites share: a real SMTP exchange (smtp-server on 127.0.0.1 receives what the
 * server's nodemailer sends), one server per file, and the steps of their stories.
 */

export const PUBLIC = 'https://fathom.test';
/** The file's server and SMTP server (a test may swap in an instance of its own: onOwnApp). */
export const env = {} as { app: TestApp; smtp: SmtpReceiver };

/**
 * Starts the SMTP server and the file's server with e-mail on (with the sender's `opts`, and the
 * app's `appOpts`), and stops them after.
 */
export function useEmailServer(
  opts: EmailSenderOptions = {},
  appOpts: () => Partial<AppOptions> = () => ({}),
): void {
  beforeAll(async () => {
    env.smtp = await startSmtp();
    env.app = await startTestApp({
      ...appOpts(),
      email: {
        settings: { smtpUrl: env.smtp.url, publicUrl: PUBLIC, from: 'Fathom <f@fathom.test>' },
        ...opts,
      },
    });
  });
  afterAll(async () => {
    await env.app?.stop();
    await env.smtp?.close();
  });
}

export const call = (method: string, path: string, body?: unknown, session?: string) =>
  pageCall(env.app, method, path, body, session);

let n = 0;
export async function signUp(name: string) {
  const r = await call('POST', '/api/v1/account/signup', {
    name: `${name}${++n}`,
    password: 'correct horse',
  });
  expect(r.status).toBe(201);
  return { id: r.body.account.id as string, name: r.body.account.name as string, s: r.cookie! };
}

/** The mails that arrived since `from`, once nothing is left to send. */
export async function since(from: number): Promise<Mail[]> {
  await new Promise((r) => setImmediate(r));
  await env.app.push.idle();
  await env.app.email!.sender.idle();
  return env.smtp.mails.slice(from);
}

/** Adds the address (in `lang`) and follows the link mailed to it. */
export async function verified(s: string, address: string, lang: string) {
  const from = env.smtp.mails.length;
  expect((await call('POST', '/api/v1/account/email', { address, lang }, s)).status).toBe(200);
  const [mail] = await since(from);
  const token = /email-token=([\w-]+)/.exec(mail!.text)![1];
  expect((await call('POST', '/api/v1/account/email/verify', { token })).status).toBe(200);
}

export const awaited = (x: Client) =>
  ((x.latest()?.toMove as unknown[]) ?? []).filter((a) => typeof a === 'number') as number[];

/** Plays one legal move for whoever is awaited; their seat. */
export async function moveAwaited(c: readonly Client[]): Promise<number> {
  const hasLegal = (x: Client) => ((x.latest()?.legal as unknown[] | undefined) ?? []).length > 0;
  const same = () => c.every((x) => x.lastSeq() === c[0]?.lastSeq());
  await until(() => same() && c.some(hasLegal), 5000, 'a player awaited');
  const seat = c.findIndex(hasLegal);
  const who = c[seat]!;
  const legal = who.latest()?.legal as unknown[];
  expect(await who.request({ type: 'move', seq: who.lastSeq(), move: legal[0] })).toMatchObject({
    type: 'ack',
  });
  await until(() => c.every((x) => x.lastSeq() === who.lastSeq()), 5000, 'the move');
  return seat;
}

/** The table's two seats connected again (to a restarted server). */
export async function backAt(id: string, tokens: readonly [string, string]) {
  const c = [await Client.connect(env.app.wsUrl), await Client.connect(env.app.wsUrl)] as const;
  await c[0].hello(id, tokens[0]);
  await c[1].hello(id, tokens[1]);
  return c;
}

/** Plays on until the other player's move hands `seat` the turn. */
export async function handTurnTo(c: readonly Client[], seat: number): Promise<void> {
  let handed = 0;
  for (let i = 0; i < 60 && handed < 1; i++) {
    const before = awaited(c[0]!);
    const mover = await moveAwaited(c);
    if (mover !== seat && awaited(c[0]!).includes(seat) && !before.includes(seat)) handed++;
  }
  expect(handed).toBe(1);
}

export type TimeControl = Parameters<TestApp['service']['create']>[0]['timeControl'];

/** A table of two accounts (seat 0 `a`), each with a socket: turn-based Survive unless told. */
export async function table(
  a: { id: string; name: string },
  b: { id: string; name: string },
  game = 'survive',
  timeControl: TimeControl = { kind: 'async', perMoveMs: 3_600_000 },
) {
  const created = await env.app.service.create(
    {
      game,
      options: undefined,
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: a.name,
      seat: 0,
      timeControl,
    },
    undefined,
    a,
  );
  const id = created.table.id as string;
  const joined = await env.app.service.join(id, 1, b.name, undefined, b);
  const c = [await Client.connect(env.app.wsUrl), await Client.connect(env.app.wsUrl)] as const;
  await c[0].hello(id, created.token);
  await c[1].hello(id, joined.token);
  return { id, c, tokens: [created.token as string, joined.token] as const };
}

/**
 * `body` on an instance of its own over a data directory of its own: the helpers above speak to
 * it (then to its restart) instead of the shared one. Whatever is open at the end is closed.
 */
export async function onOwnApp(
  body: (own: {
    start(opts?: { drainMs?: number; periodMs?: number }): Promise<void>;
    close(): Promise<void>;
  }) => Promise<void>,
): Promise<void> {
  const shared = env.app;
  const dataDir = mkdtempSync(join(tmpdir(), 'fathom-email-'));
  const settings = { smtpUrl: env.smtp.url, publicUrl: PUBLIC, from: 'f@fathom.test' };
  let open = false;
  try {
    await body({
      async start(opts = {}) {
        env.app = await startTestApp({ dataDir, email: { settings, ...opts } });
        open = true;
      },
      async close() {
        open = false;
        await env.app.close();
      },
    });
  } finally {
    env.smtp.stall.ms = 0;
    if (open) await env.app.close();
    env.app = shared;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Ana's table, not started, with Ben (his address verified, in English) at seat 1. */
export async function benAtTable(address: string) {
  const [ana, ben] = [await signUp('Ana'), await signUp('Ben')];
  await verified(ben.s, address, 'en');
  return { ...(await table(ana, ben)), from: env.smtp.mails.length };
}

/** Each event's mail, word for word: its subject, its one sentence, the table's link. */
export const EVENT_MAILS = {
  ended: {
    es: ['La partida ha terminado', 'Into the Blue: la partida ha terminado. Mira el resultado.'],
    fr: ['La partie est finie', 'Into the Blue : la partie est terminée. Voyez le résultat.'],
  },
  rematch: {
    es: ['¿La revancha?', 'Into the Blue: {name} propone la revancha.'],
    fr: ['Une revanche ?', 'Into the Blue : {name} propose une revanche.'],
  },
  'time-low': {
    es: ['Se acaba el tiempo', 'Into the Blue: te queda una cuarta parte del tiempo.'],
    fr: ['Le temps presse', 'Into the Blue : il vous reste un quart de votre temps.'],
  },
} as const;
export const FOOTERS = {
  es: {
    open: 'Abre la mesa: ',
    why: 'Recibes este correo porque elegiste los avisos por correo en Fathom para la cuenta ',
    stop: 'Dejar de recibir estos correos (un clic): ',
  },
  fr: {
    open: 'Ouvrir la table : ',
    why: 'Vous recevez cet e-mail parce que vous avez choisi les avis par e-mail sur Fathom pour le compte ',
    stop: 'Ne plus recevoir ces e-mails (un clic) : ',
  },
} as const;

/**
 * The mail is `kind`'s, to `to` alone, in their language and exactly these words: nothing of the
 * game's state (a tile, a hand) can be in it. `path`: the table it opens (the new one, for a
 * rematch); `name`: who offers the rematch.
 */
/** A name as the mails quote it (a plain one: nothing in it to defuse). */
const quoted = (lang: 'es' | 'fr', name: string) => (lang === 'es' ? `«${name}»` : `« ${name} »`);

export function expectMail(
  mail: Mail,
  to: { name: string; address: string; lang: 'es' | 'fr' },
  kind: keyof typeof EVENT_MAILS,
  path: string,
  name = '',
) {
  const [subject, line] = EVENT_MAILS[kind][to.lang];
  const words = FOOTERS[to.lang];
  const unsubscribe = mail.headers['list-unsubscribe']!.replace(/^<|>$/g, '');
  expect(mail.to).toEqual([to.address]);
  expect(mail.subject).toBe(`${subject} · Fathom`);
  expect(mail.text).toBe(
    [
      line.replace('{name}', name && quoted(to.lang, name)),
      '',
      `${words.open}${PUBLIC}${path}`,
      '',
      '-- ',
      `${words.why}${quoted(to.lang, to.name)}.`,
      `${words.stop}${unsubscribe}`,
      '',
    ].join('\n'),
  );
}
