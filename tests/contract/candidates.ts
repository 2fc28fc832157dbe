import { DEFAULT_PACK } from '../../src/games/aquasphere/default-pack.js';
import { COLOURS } from '../../src/games/aquasphere/pack.js';

/**
 * Moves of the right shape that random games rarely or never offer, per game: the contract suite
 * adds them to the moves met in play when it checks that `apply` refuses every move that is not
 * legal. Optional: a game without an entry is checked with the moves of its games alone.
 */
export const EXTRA_CANDIDATES: Readonly<Record<string, readonly unknown[]>> = {
  'into-the-blue': [
    { type: 'stop' },
    ...[1, 2, 3, 4, 5, 6].map((level) => ({ type: 'place', level })),
    ...[[], [1], [1, 2], [6, 6], [1, 2, 3, 4, 5], [3, 3, 3]].map((keep) => ({
      type: 'reroll',
      keep,
    })),
  ],
  aquasphere: aquasphereCandidates(),
};

function aquasphereCandidates(): unknown[] {
  const out: unknown[] = [{ type: 'pass' }];
  for (const r of DEFAULT_PACK.hq.rooms) out.push({ type: 'program', room: r.id });
  out.push({ type: 'program', room: 'X9' });
  for (const colour of COLOURS) {
    out.push({ type: 'buy', colour }, { type: 'return', colour });
    out.push({ type: 'redline', pay: 'bot', colour });
    for (let sector = 0; sector < 6; sector++) out.push({ type: 'act', sector, colour });
  }
  for (let sector = 0; sector < 6; sector++) {
    for (let a = 0; a < 6; a++) {
      out.push({ type: 'act', sector, colour: 'green', letters: [a] });
      for (let b = a + 1; b < 6; b++)
        out.push({ type: 'act', sector, colour: 'green', letters: [a, b] });
    }
    out.push({ type: 'act', sector, colour: 'red', letters: [sector] });
    out.push({ type: 'act', sector, colour: 'yellow', letters: [0, 3] });
  }
  out.push({ type: 'redline', pay: 'crystal' }, { type: 'redline', pay: 'stop' });
  out.push({ type: 'sector', letter: 'A' }, { type: 'orient', rotation: 0 });
  return out;
}
