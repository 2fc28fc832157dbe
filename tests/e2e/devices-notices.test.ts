// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import nodemailer from 'nodemailer';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { Client, type Msg, until } from '../server/helpers.js';
import { startPushService, subscription, type PushService } from '../server/push-service.js';
import { startSmtp, type SmtpReceiver } from '../server/smtp-receiver.js';
import { openPage, useGameServer } from './harness.js';
import { postFrom } from './page-api.js';

// Issue 40's "Done when": three accounts, two browsers each, at a turn-based table, with a real
// push service (tests/server/push-service.ts decrypts what the server pushes) and a real SMTP
// exchange. Every turn reaches the awaited player (a push on each of their devices, or a mail,
// or a mail held for the digest), never the mover nor a player with the table open on a device;
// signing out everywhere closes a live page's socket and the page says so, and the seat's old
// token holds nothing; a password reset link works once. The moves go over sockets signed in
// as each account (a third device of each, never visible), so that the test waits for states.

let smtp: SmtpReceiver | undefined;
let push: PushService;
beforeAll(async () => {
  [smtp, push] = await Promise.all([startSmtp(), startPushService()]);
});
afterAll(async () => {
  await smtp?.close();
  await push?.close();
});
const server = useGameServer('fathom-devices-e2e-', {
  push: { allowHttp: true, allowPrivate: true },
  email: {
    settings: { smtpUrl: 'smtp://unused', publicUrl: 'https://fathom.test', from: 'f@fathom.test' },
    // The SMTP server starts with the file's hooks; its port is known only then.
    transport: {
      sendMail: (mail) => nodemailer.createTransport(smtp!.url).sendMail(mail),
      close: () => {},
    },
  },
});

interface Person {
  name: string;
  id: string;
  pages: [Page, Page];
  /** The push service's device of each page (none for Cleo: she chose e-mail). */
  devices: string[];
  mover: Client;
}

const legal = (c: Client) => (c.latest()?.legal as unknown[] | undefined) ?? [];
const awaited = (c: Client) =>
  ((c.latest()?.toMove as unknown[] | undefined) ?? []).filter(
    (a): a is number => typeof a === 'number',
  );
const cookieOf = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'fathom_session')!.value;
const mailsTo = (address: string) => smtp!.mails.filter((m) => m.to.includes(address));
const turnPushes = (device: string, id: string) =>
  push.received.filter((r) => r.device === device && r.payload.tag === `${id}:turn`).length;

async function settle(): Promise<void> {
  await new Promise((r) => setImmediate(r));
  await server.app.push.idle();
  await server.app.email!.sender.idle();
}

test('every turn reaches the awaited player on each device, never one looking; sessions end; a reset link works once', async () => {
  push.publicKey = (await (await fetch(`${server.url}/api/v1/push`)).json()).publicKey as string;
  const suffix = Date.now().toString(36).slice(-5);
  const people: Person[] = [];
  for (const [i, base] of ['Ana', 'Ben', 'Cleo'].entries()) {
    const name = `${base}${suffix}`;
    const pages = [await openPage(server), await openPage(server)] as [Page, Page];
    for (const page of pages) await page.goto(`${server.url}/account`);
    const made = await postFrom(pages[0], '/api/v1/account/signup', {
      name,
      password: 'correct horse',
    });
    expect(made.status).toBe(201);
    const again = await postFrom(pages[1], '/api/v1/account/signin', {
      name,
      password: 'correct horse',
    });
    expect(again.status).toBe(200);
    const id = (made.account as Msg).id as string;
    people.push({
      name,
      id,
      pages,
      devices: i < 2 ? [`${name}-1`, `${name}-2`] : [],
      mover: null!,
    });
  }
  const [ana, ben, cleo] = people as [Person, Person, Person];
  // Cleo is told by e-mail, confirmed.
  const address = `cleo${suffix}@example.org`;
  expect(
    (await postFrom(cleo.pages[0], '/api/v1/account/email', { address, lang: 'en' })).status,
  ).toBe(200);
  await expect.poll(() => mailsTo(address).length, { timeout: 10_000 }).toBe(1);
  const verify = /email-token=([\w-]+)/.exec(mailsTo(address)[0]!.text)![1];
  expect(
    (await postFrom(cleo.pages[1], '/api/v1/account/email/verify', { token: verify })).status,
  ).toBe(200);

  // A turn-based Into the Blue table of the three, Ana first.
  const made = await postFrom(ana.pages[0], '/api/v1/tables', {
    game: 'into-the-blue',
    seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
    seat: 0,
    listed: false,
    timeControl: { kind: 'async', perMoveMs: 86_400_000 },
    options: { startPlayer: 'seating' },
  });
  expect(made.status).toBe(201);
  const id = (made.table as Msg).id as string;
  let benToken = '';
  for (const [seat, p] of [ben, cleo].entries()) {
    const joined = await postFrom(p.pages[0], `/api/v1/tables/${id}/join`, {
      seat: seat + 1,
      name: 'x',
    });
    expect(joined.status).toBe(200);
    if (p === ben) benToken = joined.token as string;
  }
  // Ana's and Ben's two devices each turn on notices (by their account: no seat token there).
  for (const p of [ana, ben]) {
    for (const [i, page] of p.pages.entries()) {
      const device = push.device(p.devices[i]!);
      const sub = await postFrom(page, `/api/v1/tables/${id}/push`, subscription(device));
      expect(sub.status).toBe(201);
    }
  }
  for (const p of people) {
    p.mover = await Client.connect(server.url.replace('http', 'ws') + '/api/v1/ws', {
      origin: server.url,
      cookie: `fathom_session=${await cookieOf(p.pages[0])}`,
    });
    expect(await p.mover.hello(id)).toMatchObject({
      type: 'welcome',
      you: { seat: people.indexOf(p) },
    });
  }
  const movers = people.map((p) => p.mover);
  const shown = (seat: number) => server.app.service.accountSeats.shown(id, seat);

  /**
   * Plays moves until each seat in `wanted` has been handed the turn as often as it says; after
   * each hand-over, waits for it to be told (or, for `silent` seats, checks at the end that it was
   * not). Returns how many times each seat was handed the turn.
   */
  async function play(wanted: readonly number[], silent: readonly number[]) {
    const handed = [0, 0, 0];
    const pushesAt = people.map((p) => p.devices.map((d) => turnPushes(d, id)));
    const toldCleo = () => mailsTo(address).length + server.app.email!.sender.counts.held;
    for (let i = 0; i < 400 && handed.some((n, s) => n < wanted[s]!); i++) {
      await until(
        () =>
          movers.every((c) => c.lastSeq() === movers[0]!.lastSeq()) &&
          movers.some((c) => legal(c).length > 0),
        10_000,
        'a player awaited',
      );
      const before = awaited(movers[0]!);
      const seat = movers.findIndex((c) => legal(c).length > 0);
      const mover = movers[seat]!;
      const cleoBefore = toldCleo();
      expect(
        await mover.request({ type: 'move', seq: mover.lastSeq(), move: legal(mover)[0] }),
      ).toMatchObject({ type: 'ack' });
      await until(() => movers.every((c) => c.lastSeq() === mover.lastSeq()), 10_000, 'the move');
      for (const s of awaited(movers[0]!)) {
        if (before.includes(s) || s === seat) continue;
        handed[s]!++;
        if (silent.includes(s)) continue;
        const p = people[s]!;
        if (p === cleo) {
          await until(() => toldCleo() > cleoBefore, 10_000, 'Cleo’s mail');
        } else {
          // A push on each of the person's devices.
          for (const [k, d] of p.devices.entries()) {
            const want = pushesAt[s]![k]! + handed[s]!;
            await until(() => turnPushes(d, id) >= want, 10_000, `the turn on ${d}`);
          }
        }
      }
    }
    await settle();
    // Exactly one push per turn handed over, on each device; none to whoever looks.
    for (const [s, p] of people.entries()) {
      for (const [k, d] of p.devices.entries()) {
        expect(turnPushes(d, id) - pushesAt[s]![k]!, d).toBe(silent.includes(s) ? 0 : handed[s]);
      }
    }
    return handed;
  }

  // Ana looks at the table on her laptop; the game starts.
  await ana.pages[0].goto(`${server.url}/t/${id}?pace=0`);
  await ana.pages[0].getByRole('button', { name: 'Start the game' }).waitFor();
  await expect.poll(() => shown(0), { timeout: 10_000 }).toBe(true);
  const mailsBefore = mailsTo(address).length;
  expect(await ana.mover.request({ type: 'start' })).toMatchObject({ type: 'ack' });
  await ana.pages[0].waitForSelector('.itb-board');
  // (What the start told Ben and Cleo has left: it is no turn.)
  await settle();
  const first = await play([1, 1, 1], [0]);
  expect(first.every((n) => n >= 1)).toBe(true);
  // Cleo's first turn was mailed at once (later ones in the hour wait for the digest).
  expect(
    mailsTo(address)
      .slice(mailsBefore)
      .some((m) => m.subject === 'Your turn · Fathom'),
  ).toBe(true);

  // Ana leaves the table; Ben opens it on his phone: now he is the one not told.
  await ana.pages[0].goto(`${server.url}/account`);
  await expect.poll(() => shown(0), { timeout: 10_000 }).toBe(false);
  await ben.pages[1].goto(`${server.url}/t/${id}?pace=0`);
  await ben.pages[1].waitForSelector('.itb-board');
  await expect.poll(() => shown(1), { timeout: 10_000 }).toBe(true);
  await play([1, 1, 1], [1]);

  // Ben signs out everywhere from his laptop: his phone's live socket closes, the page says so;
  // the seat's token his laptop got at the join holds nothing any more.
  const out = await postFrom(ben.pages[0], '/api/v1/account/signout-everywhere', {});
  expect(out.status).toBe(200);
  await ben.pages[1].getByText('You were signed out').first().waitFor();
  const lost = await Client.connect(server.url.replace('http', 'ws') + '/api/v1/ws');
  expect(await lost.hello(id, benToken)).toMatchObject({ type: 'error', code: 'bad-token' });
  lost.close();

  // Cleo forgot her password: the link mailed to her works once.
  const asked = await postFrom(cleo.pages[1], '/api/v1/account/password-reset', { who: cleo.name });
  expect(asked.status).toBe(200);
  const resets = () => mailsTo(address).filter((m) => m.text.includes('reset-token='));
  await expect.poll(() => resets().length, { timeout: 10_000 }).toBe(1);
  const reset = /reset-token=([\w-]+)/.exec(resets()[0]!.text)![1];
  const finish = () =>
    postFrom(cleo.pages[1], '/api/v1/account/password-reset/finish', {
      token: reset,
      password: 'battery staple',
    });
  expect((await finish()).status).toBe(200);
  expect(await finish()).toMatchObject({ status: 400, error: { code: 'reset-link-invalid' } });

  for (const p of people) {
    p.mover.close();
    for (const page of p.pages) await page.context().close();
  }
}, 120_000);
