import { BACKS, REACH } from '../../../../src/games/survive/components.js';
import type { SurviveMove, SurviveView } from '../../../../src/games/survive/state.js';
import { t } from '../../i18n';
import type { PieceKey } from './actions';
import { spaceLabel } from './geometry';
import { creatureIndex, pieceParts, pieceSpace } from './pieces';

/** The phases in the order of the `surv.phase` texts. */
const PHASES = [
  'layout',
  'place-explorer',
  'place-ship',
  'move',
  'dolphin',
  'wind',
  'remove',
  'reveal',
  'boarders',
  'roll',
  'creature',
  'react',
  'over',
  'start',
] as const;

export const phaseText = (view: SurviveView) => t('surv.phase', { p: PHASES.indexOf(view.phase) });

/** A piece that can act, in words (what a screen reader says of its chip). */
export function pieceLabel(view: SurviveView, piece: PieceKey): string {
  const [kind, a, b] = pieceParts(piece);
  switch (kind) {
    case 'value':
      return t('surv.ui.piece-value', { value: Number(a) });
    case 'new-ship':
      return t('surv.ui.piece-new-ship');
    case 'remove':
      return t('surv.ui.piece-remove');
    case 'ship':
      return t('surv.ui.piece-ship', { space: spaceLabel(pieceSpace(view, piece)) });
    case 'creature':
      return t('surv.ui.piece-creature', {
        c: creatureIndex(a ?? ''),
        space: spaceLabel(Number(b)),
      });
    default: {
      const e = view.explorers[Number(a)];
      return t(e?.where === 'aboard' ? 'surv.ui.piece-explorer-aboard' : 'surv.ui.piece-explorer', {
        value: e?.value ?? '?',
        space: spaceLabel(pieceSpace(view, piece)),
      });
    }
  }
}

/** A move that is not a piece going somewhere, as its button says it. */
export function moveLabel(view: SurviveView, move: SurviveMove): string {
  switch (move.type) {
    case 'done':
      return t(view.phase === 'creature' ? 'surv.ui.no-creature' : 'surv.ui.done');
    case 'defend':
      return t('surv.ui.defend');
    case 'decline':
      return t('surv.ui.decline');
    case 'dolphin':
      return t('surv.ui.play-dolphin', {
        space: spaceLabel(view.explorers[move.explorer]?.at ?? 0),
      });
    case 'wind':
      return t('surv.ui.play-wind', { space: spaceLabel(view.ships[move.ship] ?? 0) });
    case 'boarders':
      return t('surv.ui.boarders', {
        list: move.explorers.map((e) => view.explorers[e]?.value ?? '?').join(', ') || '—',
      });
    case 'board':
      return t('surv.ui.board-ship');
    case 'swim':
      return t('surv.ui.swim');
    default:
      return move.type;
  }
}

/** What to do now, in words, for the player to move with `selected` chosen. */
export function promptText(view: SurviveView, selected: PieceKey | null): string | null {
  switch (view.phase) {
    case 'place-explorer':
      return selected
        ? t('surv.do.place-explorer-chosen', { value: Number(pieceParts(selected)[1]) })
        : t('surv.do.place-explorer');
    case 'place-ship':
      return t('surv.do.place-ship');
    case 'move':
      if (selected?.startsWith('creature:'))
        return t('surv.do.teleport', { c: creatureIndex(pieceParts(selected)[1] ?? '') });
      return t(selected ? 'surv.do.move-chosen' : 'surv.do.move');
    case 'dolphin':
      return t('surv.do.dolphin', { n: view.stepsLeft });
    case 'wind':
      return t('surv.do.wind', { n: view.stepsLeft });
    case 'remove':
      return t('surv.do.remove');
    case 'boarders':
      return t('surv.do.boarders');
    case 'creature':
      return t('surv.do.creature', {
        c: creatureIndex(view.die ?? 'shark'),
        n: REACH.value[view.die ?? 'shark'],
      });
    default:
      return null;
  }
}

/** The tiles (by index in BACKS) whose power matters to the choice at hand. */
export function powersNow(view: SurviveView, legal: readonly SurviveMove[]): number[] {
  const out = new Set<number>();
  for (const m of legal) {
    if (m.type === 'dolphin') out.add(BACKS.indexOf('dolphin'));
    if (m.type === 'wind') out.add(BACKS.indexOf('wind'));
    if (m.type === 'teleport') out.add(BACKS.indexOf(`move-${m.creature}`));
    if (m.type === 'defend')
      out.add(BACKS.indexOf(`${view.reaction?.creature ?? 'shark'}-defence`));
  }
  if (view.phase === 'dolphin') out.add(BACKS.indexOf('dolphin'));
  if (view.phase === 'wind') out.add(BACKS.indexOf('wind'));
  return [...out];
}
