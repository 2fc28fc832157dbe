import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { autoplay, Client, type Msg } from '../server/helpers.js';
import { axeFindings } from './axe.js';
import { openPage, PHONE, useGameServer } from './harness.js';
import { postFrom } from './page-api.js';

/**
 * Issue 26: a rated two-player table between two accounts ends, and both profiles show the new
 * ratings, on a phone, in each player's own browser context. The accounts are made with the
 * server's sign-up endpoint from each page (so each context holds its own session cookie), the
 * table is created and joined the same way with `rated: true`; one player resigns at once and the
 * other plays random moves over their seat's token (the play itself is other suites' matter).
 */
const server = useGameServer('fathom-ratings-e2e-');

/** A JSON request from the page, as the site's own scripts send it (page-api.ts). */
const post = postFrom;

describe('ratings', () => {
  test('a rated game between two accounts ends and both profiles show the new ratings', async () => {
    const suffix = Date.now().toString(36).slice(-5);
    const names = [`Ana${suffix}`, `Bea${suffix}`];
    const pages = await Promise.all(
      names.map(() => openPage(server, { ...PHONE, bypassCSP: true })),
    );
    for (const [i, page] of pages.entries()) {
      await page.goto(server.url);
      const made = await post(page, '/api/v1/account/signup', {
        name: names[i],
        password: 'correct horse battery',
      });
      expect(made.status).toBe(201);
    }
    const [ana, bea] = pages as [Page, Page];
    // The lobby offers "rated" with a person seated: with bots only it is disabled and says why
    // (tests/e2e/ratings-bots.test.ts has tables with bots).
    const rated = ana.locator('input[name=rated]');
    await rated.waitFor();
    const kinds = ana.locator('.seats select');
    for (let i = 0; i < (await kinds.count()); i++) await kinds.nth(i).selectOption('random');
    expect(await rated.isDisabled()).toBe(true);
    for (let i = 0; i < (await kinds.count()); i++) await kinds.nth(i).selectOption('human');
    expect(await rated.isDisabled()).toBe(false);
    // Ticked, the table is created rated.
    await rated.check();
    await ana.locator('.online-choices + .actions button.primary').click();
    await ana.waitForURL(/\/t\/[\w-]+$/);
    const fromLobby = new URL(ana.url()).pathname.split('/').pop() as string;
    const summary = await ana.evaluate(
      async (t) => (await fetch(`/api/v1/tables/${t}`)).json() as Promise<{ rated?: boolean }>,
      fromLobby,
    );
    expect(summary.rated).toBe(true);
    const created = await post(ana, '/api/v1/tables', {
      game: 'into-the-blue',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      seat: 0,
      rated: true,
    });
    expect(created.status).toBe(201);
    const id = (created.table as Msg).id as string;
    // The lobby lists it as rated.
    await ana.goto(server.url);
    await expect(
      ana.locator(`.open-tables li[data-table="${id}"] .rated-badge`).innerText(),
    ).resolves.toBe('Rated');
    // A stranger without an account finds the table said to be rated, and that a seat taken
    // without an account will not count.
    const stranger = await openPage(server, { ...PHONE, bypassCSP: true });
    await stranger.goto(`${server.url}/t/${id}`);
    await expect(stranger.locator('.join .rated-mark').innerText()).resolves.toContain('Rated');
    await expect(stranger.locator('.rated-anonymous').innerText()).resolves.toContain(
      'a seat taken without an account does not count',
    );
    expect(await axeFindings(stranger)).toEqual([]);
    await stranger.context().close();
    const joined = await post(bea, `/api/v1/tables/${id}/join`, { seat: 1, name: 'x' });
    expect(joined.status).toBe(200);
    const ws = `${server.url.replace('http', 'ws')}/api/v1/ws`;
    const [c0, c1] = [await Client.connect(ws), await Client.connect(ws)];
    await c0.hello(id, created.token as string);
    await c1.hello(id, joined.token as string);
    expect(await c0.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    // They play a while (the analysis below has decisions to weigh), then Bea resigns: at two
    // seats the game ends there, Ana first, and the notes say so.
    autoplay(c0, 3);
    autoplay(c1, 5);
    await c0.next((m) => m.type === 'move' && (m.seq as number) >= 12, 60_000);
    expect(await c1.request({ type: 'leave' })).toMatchObject({ type: 'ack' });
    const end = await c0.next(
      (m) => m.type === 'table' && (m.table as Msg).status === 'finished',
      60_000,
    );
    c0.close();
    c1.close();
    const ranking = ((end.table as Msg).result as { ranking: number[] }).ranking;
    expect(ranking).toEqual([1, 2]);
    // The finished table's scoreboard leads to both players' profiles (and axe finds nothing).
    await ana.goto(`${server.url}/t/${id}?watch`);
    const scores = ana.locator('.scoring table.totals');
    await scores.waitFor();
    for (const name of names) {
      await expect(scores.getByRole('link', { name }).getAttribute('href')).resolves.toBe(
        `/u/${name}`,
      );
    }
    // So do the notes under it: Bea resigned, which ended the game.
    const notes = ana.locator('.end-of-game .result-notes');
    expect(await notes.innerText()).toContain(`${names[1]} resigned: the game ends here.`);
    expect(await notes.getByRole('link', { name: names[0] }).count()).toBe(0);
    const hers = notes.getByRole('link', { name: names[1] });
    expect(await hers.count()).toBe(1);
    // The table says it is rated, and its end shows each player's new rating with its change.
    await expect(ana.locator('.online-table > .rated-mark').innerText()).resolves.toContain(
      'Rated',
    );
    const changes = ana.locator('.end-of-game .rating-changes');
    await changes.locator('li').nth(1).waitFor();
    await expect(changes.locator('li[data-seat="0"]').innerText()).resolves.toMatch(
      new RegExp(`^${names[0]}: 1,\\d{3} \\(\\+\\d+\\)$`),
    );
    await expect(changes.locator('li[data-seat="1"]').innerText()).resolves.toMatch(
      new RegExp(`^${names[1]}: 1,\\d{3} \\(\u2212\\d+\\)$`),
    );
    await expect(hers.first().getAttribute('href')).resolves.toBe(`/u/${names[1]}`);
    expect(await axeFindings(ana)).toEqual([]);
    await scores.getByRole('link', { name: names[1] }).click();
    await ana.getByRole('heading', { level: 1, name: names[1] }).waitFor();
    await ana.goBack();
    await hers.last().click();
    await ana.getByRole('heading', { level: 1, name: names[1] }).waitFor();
    for (const [i, page] of pages.entries()) {
      await page.goto(`${server.url}/u/${names[i]}`);
      await page.getByRole('heading', { level: 1, name: names[i] }).waitFor();
      // The rating follows the end by a moment: the page is looked at again until it shows it.
      const line = page.locator('[data-game="into-the-blue"] .rating-line');
      for (let tries = 0; tries < 50 && (await line.count()) === 0; tries++) {
        await page.waitForTimeout(200);
        await page.reload();
      }
      const text = await line.innerText();
      expect(text).toContain('1 rated game');
      expect(text).toContain(ranking[i] === 1 ? '1 win' : '0 wins');
      // A win moves a newcomer's 1,500 up, a loss down (a shared place keeps it).
      const rating = Number(text.split(' ')[0]?.replace(/,/g, ''));
      if (ranking[0] !== ranking[1]) expect(rating > 1500).toBe(ranking[i] === 1);
      expect(await page.locator('svg.rating-chart polyline').count()).toBe(1);
      // Its axes say the ratings and the game's date; the recent game is dated too (issue 42).
      const today = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(Date.now());
      const figures = await page.locator('svg.rating-chart text').allTextContents();
      expect(figures).toContain(today);
      expect(figures.filter((f) => /^\d,\d{3}$/.test(f))).toHaveLength(2);
      await expect(page.locator('.recent-games li').first().innerText()).resolves.toContain(today);
      await expect(
        page.locator('.recent-games').getByRole('link', { name: 'Replay' }).getAttribute('href'),
      ).resolves.toBe(`/replay?table=${id}`);
      // The game's line says what it did to the rating: the new one, and by how much.
      await expect(page.locator('.recent-games .rating-change').innerText()).resolves.toMatch(
        ranking[i] === 1 ? /^rating 1,\d{3} \(\+\d+\)$/ : /^rating 1,\d{3} \(\u2212\d+\)$/,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      expect(await axeFindings(page)).toEqual([]);
    }
    // The profile's Analysis link opens the replay with the analysis asked for and in view.
    const first = pages[0]!;
    await first.locator('.recent-games').getByRole('link', { name: 'Analysis' }).click();
    await first.waitForSelector('.analysis-chart', { timeout: 60_000 });
    expect(new URL(first.url()).pathname + new URL(first.url()).hash).toBe('/replay#analysis');
    expect(new URL(first.url()).searchParams.get('table')).toBe(id);
    // The game's leaderboard: one game is too few for it, and the page says what it lists.
    await ana.goto(`${server.url}/leaderboard/into-the-blue`);
    await ana.getByRole('heading', { level: 1, name: /Leaderboard of/ }).waitFor();
    // The board comes from the server after the page's heading.
    await expect
      .poll(() => ana.getByText('Nobody has a settled rating yet.').count(), { timeout: 10_000 })
      .toBe(1);
    expect(await axeFindings(ana)).toEqual([]);
    await Promise.all(pages.map((p) => p.context().close()));
  }, 180_000);

  test('a new player and an empty leaderboard say how a game counts, in French on a phone, and lead on', async () => {
    const page = await openPage(server, { ...PHONE, locale: 'fr-FR', bypassCSP: true });
    await page.goto(server.url);
    const name = `Cleo${Date.now().toString(36).slice(-5)}`;
    expect(
      (await post(page, '/api/v1/account/signup', { name, password: 'correct horse' })).status,
    ).toBe(201);
    const wide = () => page.evaluate(() => document.documentElement.scrollWidth);

    // The account page leads to the player's own profile.
    await page.goto(`${server.url}/account`);
    await page.getByRole('link', { name: 'Votre profil' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    // No rated game: the profile says how one counts, and opens a table from the lobby.
    const empty = page.locator('.ratings-empty');
    await expect(empty.innerText()).resolves.toContain('Pas encore de partie classée.');
    await expect(empty.innerText()).resolves.toContain('personne connectée');
    // An unlisted table leaves no trace on the profile, to anyone: a stranger (no account) finds
    // nothing of it there, its id included.
    const hidden = await post(page, '/api/v1/tables', {
      game: 'survive',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name,
      seat: 0,
      listed: false,
    });
    expect(hidden.status).toBe(201);
    const hiddenId = (hidden.table as { id: string }).id;
    const stranger = await openPage(server, { ...PHONE, locale: 'fr-FR', bypassCSP: true });
    await stranger.goto(`${server.url}/u/${name}`);
    await stranger.getByRole('heading', { level: 1, name }).waitFor();
    await stranger.locator('.ratings-empty').waitFor();
    expect(await stranger.content()).not.toContain(hiddenId);
    expect(await stranger.locator('.recent-games li').count()).toBe(0);
    await stranger.context().close();
    // A table opened and waiting: its free seat is named so, and the table opens from here.
    const opened = await post(page, '/api/v1/tables', {
      game: 'survive',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name,
      seat: 0,
    });
    expect(opened.status).toBe(201);
    await page.reload();
    const recent = page.locator('.recent-games li');
    await expect(recent.innerText()).resolves.toContain(`${name}, place libre`);
    await expect(
      recent.getByRole('link', { name: 'Ouvrir la table' }).getAttribute('href'),
    ).resolves.toBe(`/t/${(opened.table as { id: string }).id}`);
    expect(await wide()).toBeLessThanOrEqual(375);
    expect(await axeFindings(page)).toEqual([]);

    // An empty leaderboard: the same, and the other games' boards one tap away.
    await page.goto(`${server.url}/leaderboard/survive`);
    await page.getByRole('heading', { level: 1, name: /Classement de Survive/ }).waitFor();
    await expect(page.locator('.ratings-empty').innerText()).resolves.toContain(
      'Personne n’a encore de classement établi.',
    );
    const boards = page.getByRole('navigation', { name: 'Classements' });
    await expect(boards.locator('[aria-current=page]').innerText()).resolves.toMatch(/^Survive/);
    expect(await wide()).toBeLessThanOrEqual(375);
    expect(await axeFindings(page)).toEqual([]);
    await boards.getByRole('link', { name: 'AquaSphere' }).click();
    await page.getByRole('heading', { level: 1, name: 'Classement d’AquaSphere' }).waitFor();
    await page.getByRole('link', { name: 'Ouvrir une table' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nouvelle table' }).waitFor();
    await page.context().close();
  }, 60_000);
});
