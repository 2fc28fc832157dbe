import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { played, startHarness } from '../../../test/board-harness';

let harness: Awaited<ReturnType<typeof startHarness>>;
beforeAll(async () => {
  harness = await startHarness();
}, 60_000);
afterAll(() => harness?.close());

describe('Into the Blue board', () => {
  test('dice: keep by click and by key, reroll the others, stop; the odds on request', async () => {
    const page = await harness.open('game=into-the-blue&fixture=decide&viewer=0');
    const dice = page.locator('.die');
    await expect(dice.count()).resolves.toBe(6);
    await expect(dice.nth(5).getAttribute('aria-label')).resolves.toBe('Die 6: chest');
    await expect(page.locator('.rolls-left').textContent()).resolves.toBe('2 rolls left');
    await dice.nth(0).click();
    await page.keyboard.press('3');
    await expect(dice.nth(2).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.getByRole('button', { name: 'Reroll 4 dice' }).count()).resolves.toBe(1);
    await page.keyboard.press('r');
    await page.getByRole('button', { name: 'Stop and dive' }).click();
    await expect(played(page)).resolves.toEqual([
      { type: 'reroll', keep: [1, 3] },
      { type: 'stop' },
    ]);
    await page.getByRole('button', { name: 'Show the odds' }).click();
    const odds = await page.locator('.odds li').allTextContents();
    expect(odds).toHaveLength(6);
    expect(odds[0]).toMatch(/^a perfect dive: \d+(\.\d)?%$/);
    // Reaching level 1 is at least as likely as reaching level 5.
    const pct = (s: string) => Number(s.match(/([\d.]+)%/)?.[1]);
    expect(pct(odds[1] as string)).toBeGreaterThanOrEqual(pct(odds[5] as string));
    await page.close();
  });

  test('dice are drawn: pips from 1 to 5, the chest face as a chest, each named', async () => {
    const page = await harness.open('game=into-the-blue&fixture=decide&viewer=0');
    // The dice are buttons straight under their group (no list items under role=group).
    const group = page.getByRole('group', { name: 'Dice' });
    await expect(group.locator('> button.die').count()).resolves.toBe(6);
    await expect(page.locator('.dice li').count()).resolves.toBe(0);
    const drawn = await page.locator('.die').evaluateAll((dice) =>
      dice.map((d) => ({
        face: d.getAttribute('data-face'),
        name: d.getAttribute('aria-label'),
        pips: d.querySelectorAll('svg.die-face circle').length,
        chest: d.querySelector('svg.die-face .chest-art') !== null,
        text: d.textContent,
      })),
    );
    expect(drawn).toEqual([
      { face: '1', name: 'Die 1: 1', pips: 1, chest: false, text: '' },
      { face: '2', name: 'Die 2: 2', pips: 2, chest: false, text: '' },
      { face: '3', name: 'Die 3: 3', pips: 3, chest: false, text: '' },
      { face: '3', name: 'Die 4: 3', pips: 3, chest: false, text: '' },
      { face: '5', name: 'Die 5: 5', pips: 5, chest: false, text: '' },
      { face: '6', name: 'Die 6: chest', pips: 0, chest: true, text: '' },
    ]);
    // The chest face is drawn, never written as a glyph that a player's marker could share.
    await page.keyboard.press('6');
    await expect(page.locator('.die').nth(5).getAttribute('aria-label')).resolves.toBe(
      'Die 6: chest, kept',
    );
    await page.close();
  });

  test('the reef: levels going deeper, each with its treasure and each player’s diver', async () => {
    const page = await harness.open('game=into-the-blue&fixture=over&viewer=spectator');
    await expect(page.locator('.reef-caption').textContent()).resolves.toBe(
      'Levels, with each player’s shells',
    );
    await expect(page.locator('.reef-level').count()).resolves.toBe(5);
    await expect(page.locator('.reef-level .reef-depth-n').allTextContents()).resolves.toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    // Deeper levels hold bigger treasures.
    const gold = (await page.locator('.coin.gold').allTextContents()).map(Number);
    expect(gold).toEqual([...gold].sort((a, b) => a - b));
    // One lane per player on every level: a drawn diver where they have shells, and its name in
    // words either way.
    const divers = await page.locator('.reef-diver').evaluateAll((els) =>
      els.map((e) => ({
        role: e.getAttribute('role'),
        name: e.getAttribute('aria-label') ?? '',
        shells: Number(e.getAttribute('data-shells')),
        drawn: e.querySelector('svg.diver') !== null,
      })),
    );
    expect(divers).toHaveLength(5 * 4);
    for (const d of divers) {
      expect(d.role).toBe('img');
      expect(d.name).toMatch(/^.+: \d+ shells? on level [1-5]$/);
      expect(d.drawn).toBe(d.shells > 0);
    }
    expect(divers.some((d) => d.shells > 0)).toBe(true);
    await page.close();
  });

  test('placing: the levels offered glow on the reef, previewed from the buttons', async () => {
    const page = await harness.open('game=into-the-blue&fixture=place&viewer=0');
    await expect(
      page.locator('.reef-level.target').evaluateAll((els) => els.map((e) => e.dataset.level)),
    ).resolves.toEqual(['1', '2', '3', '4']);
    await expect(page.locator('.reef-plus').allTextContents()).resolves.toEqual([
      '+2',
      '+1',
      '+2',
      '+1',
    ]);
    await page.getByRole('button', { name: 'Level 3: 2 shells' }).focus();
    await expect(
      page.locator('.reef-level.previewed').evaluateAll((els) => els.map((e) => e.dataset.level)),
    ).resolves.toEqual(['3']);
    // A click on a level of the picture places there too.
    await page.locator('.reef-level[data-level="2"]').click();
    await expect(played(page)).resolves.toEqual([{ type: 'place', level: 2 }]);
    await page.close();
  });

  test('nobody else can act on your dice', async () => {
    const page = await harness.open('game=into-the-blue&fixture=decide&viewer=1');
    await expect(page.locator('.die[disabled]').count()).resolves.toBe(6);
    await expect(page.getByRole('button', { name: /Reroll/ }).count()).resolves.toBe(0);
    await page.keyboard.press('s');
    await expect(played(page)).resolves.toEqual([]);
    await page.close();
  });

  test('placing: one button per level of the sequence, and keys 1 to 5', async () => {
    const page = await harness.open('game=into-the-blue&fixture=place&viewer=0');
    await expect(page.locator('.place-level').allTextContents()).resolves.toEqual([
      'Level 1: 2 shells',
      'Level 2: 1 shell',
      'Level 3: 2 shells',
      'Level 4: 1 shell',
    ]);
    await page.keyboard.press('5');
    await page.keyboard.press('3');
    await expect(played(page)).resolves.toEqual([{ type: 'place', level: 3 }]);
    await page.close();
  });

  test('the final scoring explains the order on every level', async () => {
    const page = await harness.open('game=into-the-blue&fixture=over&viewer=spectator');
    await expect(page.locator('.scoring-level h3').allTextContents()).resolves.toEqual([
      'Level 5',
      'Level 4',
      'Level 3',
      'Level 2',
      'Level 1',
    ]);
    // Every place but the last of a level says why it is ahead of the next.
    const levels = await page
      .locator('.scoring-level ol')
      .evaluateAll((ols) =>
        ols.map((ol) =>
          [...ol.children].map((li) => li.querySelector('.why')?.textContent ?? null),
        ),
      );
    for (const places of levels) {
      places.slice(0, -1).forEach((why) => expect(why).toMatch(/\(.+\)/));
      expect(places.at(-1)).toBeNull();
    }
    await expect(page.locator('.totals tbody tr').count()).resolves.toBe(4);
    // Chests are revealed at the end, even to a spectator.
    await expect(page.locator('.players').textContent()).resolves.not.toMatch(/hidden/);
    await page.close();
  });
});
