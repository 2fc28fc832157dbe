import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { played, startHarness } from '../../../test/board-harness';

let harness: Awaited<ReturnType<typeof startHarness>>;
beforeAll(async () => {
  harness = await startHarness();
}, 60_000);
afterAll(() => harness?.close());

describe('Survive board', () => {
  test('setup: choose an explorer value, see the free spaces, place it with the keyboard', async () => {
    const page = await harness.open('game=survive&fixture=place-explorer&viewer=0');
    await expect(page.locator('.hex[data-space]').count()).resolves.toBe(133);
    await expect(page.locator('.hex.target').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'An explorer worth 6' }).click();
    const targets = page.locator('.hex.target');
    const n = await targets.count();
    expect(n).toBeGreaterThan(10);
    // The map is the one way to choose: no list of coordinates beside it. Each target is in tab
    // order with its name as the log writes it.
    await expect(page.locator('button.target').count()).resolves.toBe(0);
    const names = await targets.evaluateAll((els) =>
      els.map((e) => [e.getAttribute('tabindex'), e.getAttribute('aria-label')]),
    );
    for (const [tabindex, label] of names) {
      expect(tabindex).toBe('0');
      expect(label).toMatch(/^\d+,\d+: (beach|forest|mountain); you can go here$/);
    }
    await targets.first().focus();
    await page.keyboard.press('Enter');
    const moves = (await played(page)) as { type: string; value: number; space: number }[];
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ type: 'place-explorer', value: 6 });
    await page.close();
  });

  test('moving: movement points, and the targets of the selected piece only', async () => {
    const page = await harness.open('game=survive&fixture=move&viewer=0');
    await expect(page.locator('.points-left').textContent()).resolves.toBe(
      '3 movement points left',
    );
    const pieces = page.locator('button.piece');
    expect(await pieces.count()).toBeGreaterThan(0);
    await pieces.first().click();
    await expect(pieces.first().getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.locator('.hex.target').count()).resolves.toBeGreaterThan(0);
    // The chosen piece is marked on the map (a ring and an arrow over it).
    await expect(page.locator('.sv-halo.chosen').count()).resolves.toBe(1);
    await expect(page.locator('.sv-pointer').count()).resolves.toBe(1);
    // My explorers show their values; the other player's do not.
    const values = await page.locator('.survive-map .explorer-value').count();
    expect(values).toBeGreaterThan(0);
    expect(values).toBeLessThanOrEqual(10);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForFunction(
      () =>
        !/^0\.0 0\.0 /.test(
          document.querySelector('.survive-map svg')?.getAttribute('viewBox') ?? '',
        ),
    );
    await page.close();
  });

  test('the defence prompt: a creature reaches your pieces and you hold a defence tile', async () => {
    const page = await harness.open('game=survive&fixture=react&viewer=auto');
    await expect(page.locator('.react-prompt').textContent()).resolves.toMatch(
      /^A (shark|whale) reaches your pieces on \d+,\d+: play your defence tile\?$/,
    );
    await expect(page.locator('.survive-status').textContent()).resolves.toMatch(/Defence\?/);
    await page.getByRole('button', { name: 'Defend', exact: true }).click();
    await expect(played(page)).resolves.toEqual([{ type: 'defend' }]);
    await expect(page.getByRole('button', { name: 'Do not defend' }).count()).resolves.toBe(1);
    await page.close();
  });

  test('the final reveal shows every saved value and the scores', async () => {
    const page = await harness.open('game=survive&fixture=over&viewer=spectator');
    await expect(page.locator('#survive-reveal').textContent()).resolves.toBe('The final reveal');
    await expect(page.locator('.totals tbody tr').count()).resolves.toBe(2);
    // At the end even a spectator sees every explorer's value on the map.
    const hidden = await page.evaluate(
      () =>
        document.querySelectorAll('.survive-map .sv-piece.explorer').length -
        document.querySelectorAll('.survive-map .explorer-value').length,
    );
    expect(hidden).toBe(0);
    await page.close();
  });
});
