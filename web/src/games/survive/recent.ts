import { createEffect, createMemo, createSignal, on, untrack, type Accessor } from 'solid-js';
import { BACKS, isGreen } from '../../../../src/games/survive/components.js';
import type { SurviveView } from '../../../../src/games/survive/state.js';
import type { BoardProps } from '../types';
import { diff, snapshot, type CreatureToken, type Mark } from './model';

/**
 * The marks of what the others did since the viewer last played (one round, less their turn),
 * those of the latest turn `fresh`. A jump through a replay or a new game clears them.
 */
export function createRecentMarks(
  props: Pick<BoardProps, 'lastMove' | 'viewer'>,
  view: Accessor<SurviveView>,
  creatures: Accessor<CreatureToken[]>,
): Accessor<{ mark: Mark; fresh: boolean }[]> {
  const [marks, setMarks] = createSignal<{ mark: Mark; turn: number }[]>([]);
  let before: { snap: ReturnType<typeof snapshot>; view: SurviveView } | null = null;
  let turn = 0;
  let lastIndex = -1;
  createEffect(
    on(creatures, (tokens) => {
      const v = view();
      const snap = snapshot(v, tokens);
      const last = untrack(() => props.lastMove);
      const viewer = untrack(() => props.viewer);
      let next = untrack(marks);
      if (!before || !last || last.index < lastIndex) next = [];
      else {
        const mover = before.view.current;
        const found = diff(before.snap, snap, before.view.terrain, v.terrain, mover);
        // Many pieces at once: a jump through a replay, not a move to follow.
        if (found.length > 12) next = [];
        else if (mover !== viewer) next = [...next, ...found.map((mark) => ({ mark, turn }))];
      }
      if (before && v.current !== before.view.current) turn++;
      const keepFrom = turn - Math.max(1, v.players - 1);
      setMarks(next.filter((m) => m.turn >= keepFrom));
      lastIndex = last?.index ?? -1;
      before = { snap, view: v };
    }),
  );
  return createMemo(() => {
    const all = marks();
    const latest = all.reduce((m, x) => Math.max(m, x.turn), -1);
    return all.map(({ mark, turn: at }) => ({ mark, fresh: at === latest }));
  });
}

/** A red tile just played (by anyone), by its index in BACKS, until the next player's turn. */
export function createPlayedTile(view: Accessor<SurviveView>): Accessor<number | null> {
  const [played, setPlayed] = createSignal<number | null>(null);
  let shownBefore = -1;
  let currentBefore = -1;
  createEffect(
    on(view, (v) => {
      if (v.current !== currentBefore) setPlayed(null);
      const latest = v.shown[v.shown.length - 1];
      if (shownBefore >= 0 && v.shown.length > shownBefore && latest && !isGreen(latest.back))
        setPlayed(BACKS.indexOf(latest.back));
      shownBefore = v.shown.length;
      currentBefore = v.current;
    }),
  );
  return played;
}
