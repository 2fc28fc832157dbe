import type { Params } from '../../../../src/kernel/index.js';
import type { AqView } from '../../../../src/games/aquasphere/index.js';
import { letterAt } from '../../../../src/games/aquasphere/words.js';
import { signed } from './signed';
import type { FinalLine, RoundLine } from './scoring-report';

/**
 * The scorings in words, apart from the page so that they can be checked in every language:
 * `tr` writes a message (the board passes its `t`, the tests the catalogs' own translation).
 */
export type Tr = (key: string, params?: Params) => string;

/** The steps of one seat's intermediate scoring; `name` is the seat's (lines name who holds what). */
export function roundSteps(v: AqView, line: RoundLine, name: string, tr: Tr): string[] {
  const steps = [
    line.timeLost > 0
      ? tr('aq.score.subs-full', {
          n: line.subs,
          time: line.timeGained,
          lost: line.timeLost,
          cap: line.timeCap,
        })
      : tr('aq.score.subs', { n: line.subs, time: line.timeGained }),
  ];
  if (line.cards.length > 0)
    steps.push(
      tr('aq.score.cards', {
        list: line.cards.map((c) => v.options.pack.researchCards[c]?.id ?? '?').join(', '),
        points: signed(line.cardPoints),
      }),
    );
  steps.push(
    line.controls === 0
      ? tr('aq.score.majority-none', { points: signed(line.majority) })
      : line.controls < line.most
        ? tr('aq.score.majority-less', { n: line.controls, most: line.most, points: signed(0) })
        : tr(line.tied ? 'aq.score.majority-tied' : 'aq.score.majority-sole', {
            n: line.controls,
            points: signed(line.majority),
          }),
    tr('aq.score.bots', { n: line.botsTaken, points: signed(line.botsInPlay) }),
    tr('aq.score.crystals', { n: line.crystalsHeld, points: signed(line.crystals) }),
    line.octopodsLeft.length === 0
      ? tr('aq.score.octopods-none', { name })
      : tr('aq.score.octopods', {
          name,
          list: line.octopodsLeft.map((o) => `${letterAt(v, o.sector)} ${o.n}`).join(', '),
          points: signed(line.octopods),
        }),
  );
  return steps;
}

/**
 * Why a seat's place differs from another's with the same KP, naming only the criteria used:
 * bots on control spaces when they differ, crystals only when those were tied too. Empty when
 * no one has the same KP; "shared" when nothing separated them.
 */
export function tieBreakWords(
  lines: readonly FinalLine[],
  ranking: readonly number[],
  seat: number,
  tr: Tr,
): string {
  const mine = lines[seat]!;
  const same = lines.filter((l) => l.kp === mine.kp && l.seat !== seat);
  if (same.length === 0) return '';
  if (same.every((l) => ranking[l.seat] === ranking[seat])) return tr('aq.score.tie-shared');
  const sameControls = same.filter((l) => l.controls === mine.controls);
  if (sameControls.some((l) => l.crystals !== mine.crystals))
    return tr('aq.score.tie-crystals', { controls: mine.controls, crystals: mine.crystals });
  return tr('aq.score.tie-controls', { controls: mine.controls });
}
