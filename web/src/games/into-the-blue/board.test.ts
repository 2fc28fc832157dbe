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
