import { expect, test } from 'vitest';
import { createRng } from '../../../../src/kernel/index.js';
import { aquasphere, type AqMove, type AqState } from '../../../../src/games/aquasphere/index.js';
import { nextRedLine } from '../../../../src/games/aquasphere/knowledge.js';
import { playRandom } from '../../../../src/games/aquasphere/tests/helpers.js';
import { aboutToScore, finalReport, roundReport, scoredSince } from './scoring-report';

/**
 * The breakdown adds up to what the rules score: at every intermediate scoring of random games,
 * each counter that crosses no red line moves by the report's total (plus, after round 4, the
 * final scoring's).
 */
test('the scoring breakdown adds up to the points the rules give', () => {
  const rng = createRng('aquasphere-scoring');
  let compared = 0;
  for (const players of [2, 3, 4, 4]) {
    let state = aquasphere.setup(aquasphere.defaultOptions(players), players) as AqState;
    while (aquasphere.toMove(state).length > 0) {
      const actor = aquasphere.toMove(state)[0] as number | 'chance';
      const legal = actor === 'chance' ? [] : aquasphere.legalMoves(state, actor);
      const move =
        actor === 'chance'
          ? aquasphere.sampleChance(state, rng)
          : (legal[rng.int(legal.length)] as AqMove);
      const next = aquasphere.apply(state, actor as never, move);
      if (!next.ok) throw new Error(next.error.code);
      if (aboutToScore(state) && move.type === 'pass') {
        expect(scoredSince(state, next.value)).toBe(true);
        const report = roundReport(state);
        expect(report.round).toBe(state.round);
        const after = next.value;
        const final = after.phase === 'over' ? finalReport(after) : null;
        for (const line of report.lines) {
          const kp = state.seats[line.seat]!.kp;
          expect(line.total).toBe(
            line.cardPoints + line.majority + line.botsInPlay + line.crystals + line.octopods,
          );
          if (after.phase === 'redline' || line.total <= 0) continue;
          if (nextRedLine(state, kp, kp + line.total) >= 0) continue;
          const finalPoints = final ? final[line.seat]!.total : 0;
          expect(after.seats[line.seat]!.kp - kp).toBe(line.total + finalPoints);
          compared++;
        }
        // Online, the pass comes with the chance moves it leads to: the next round's start.
        let later = next.value;
        while (later.phase === 'chance') {
          const step = aquasphere.apply(later, 'chance', aquasphere.sampleChance(later, rng));
          if (!step.ok) throw new Error(step.error.code);
          later = step.value;
        }
        expect(scoredSince(state, later)).toBe(true);
      } else expect(scoredSince(state, next.value)).toBe(false);
      state = next.value;
    }
    const final = finalReport(state);
    for (const line of final) expect(line.kp).toBe(state.seats[line.seat]!.kp);
  }
  expect(compared).toBeGreaterThan(10);
});

/** Time markers for submarines that a full lab cannot hold are counted as lost, with its capacity. */
test('the scoring breakdown says what a full lab loses of the submarines’ time markers', () => {
  let lost = 0;
  let kept = 0;
  for (const players of [2, 3, 4]) {
    const { states, moves } = playRandom(players, `aquasphere-scoring-storage-${players}`);
    moves.forEach(({ move }, i) => {
      const state = states[i]!;
      if (!aboutToScore(state) || move.type !== 'pass') return;
      for (const line of roundReport(state).lines) {
        const before = state.seats[line.seat]!.time;
        expect(line.timeLost).toBe(Math.max(0, line.subs - (line.timeCap - before)));
        if (line.timeLost > 0) {
          lost++;
          expect(before + line.timeGained).toBe(line.timeCap);
        } else if (line.subs > 0) kept++;
      }
    });
  }
  expect(lost).toBeGreaterThan(0);
  expect(kept).toBeGreaterThan(0);
});
