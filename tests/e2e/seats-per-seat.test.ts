import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { Msg } from '../server/helpers.js';
import { axeFindings } from './axe.js';
import { openOnlineTable, openPage, PHONE, useGameServer } from './harness.js';
import { postFrom } from './page-api.js';

// Issue 42: each seat of a new online table is for someone of its own: a person with the link,
// a Fathom account by its name, a guest kept by name (with an invitation link), or a bot. A
// group of accounts and a guest was set up one seat at a time from the table's page before.

const server = useGameServer('fathom-seats-per-seat-e2e-');

test('a table of two accounts and a guest, created from the lobby in one go', async () => {
  const stamp = Date.now().toString(36).slice(-5);
  const [ana, bea] = [`Ana${stamp}`, `Bea${stamp}`];
  const [anaPage, beaPage] = (await Promise.all(
    [0, 1].map(() => openPage(server, { ...PHONE, bypassCSP: true })),
  )) as [Page, Page];
  for (const [page, name] of [
    [anaPage, ana],
    [beaPage, bea],
  ] as const) {
    await page.goto(`${server.url}/?pace=0`);
    const made = await postFrom(page, '/api/v1/account/signup', { name, password: 'pw-long-1' });
    expect(made.status).toBe(201);
  }
  const id = await openOnlineTable(anaPage, server, {
    players: 3,
    others: ['account', 'guest'],
    names: [ana, bea, 'Cleo'],
    check: async (page) => {
      // The choices are the seats' own: no "keep every seat" box is needed.
      await expect(page.getByLabel(/Keep the other people/).count()).resolves.toBe(0);
      expect(await axeFindings(page)).toEqual([]);
    },
  });
  const table = (await (await fetch(`${server.url}/api/v1/tables/${id}`)).json()) as Msg;
  // Kept seats count as taken (nobody else may join them), shown held under their names.
  const seats = table.seats as { name: string | null; held?: boolean; taken: boolean }[];
  expect(seats.map((s) => [s.name, s.taken, s.held === true])).toEqual([
    [ana, true, false],
    [bea, true, true],
    ['Cleo', true, true],
  ]);
  // Cleo's own link, to send her: it seats her. Bea's account needs none: her "your tables".
  const cleoLink = await anaPage
    .getByLabel('Link for Cleo (seat 3), to send to them alone')
    .inputValue();
  expect(await anaPage.getByLabel(/Link for Bea/).count()).toBe(0);
  const cleo = await openPage(server, PHONE);
  await cleo.goto(cleoLink);
  await cleo.waitForSelector('.join-invited');
  await cleo.getByLabel('Your name').fill('Cleo');
  await cleo.getByRole('button', { name: 'Join' }).click();
  await beaPage.goto(`${server.url}/?pace=0`);
  await beaPage.locator(`.home-invitations li[data-table="${id}"]`).getByRole('button').click();
  await beaPage.getByRole('button', { name: 'Join' }).click();
  await anaPage.getByRole('button', { name: 'Start the game' }).click({ timeout: 15_000 });
  await Promise.all([anaPage, beaPage, cleo].map((p) => p.waitForSelector('.itb-board')));
  for (const p of [anaPage, beaPage, cleo]) await p.context().close();
}, 120_000);
