import { shuffled, type Actor, type Rng, type Seat, type Viewer } from '../../kernel/index.js';
import { BACKS, EXPLORERS_PER_PLAYER, isGreen, TERRAINS, type Back } from './components.js';
import { LAND_SPACES } from './board.js';
import { addCreature, anyCreature, creatureCount } from './pieces.js';
import { terrainIndex } from './tiles.js';
import {
  L,
  NONE,
  W,
  WHERE_NAMES,
  type ExplorerView,
  type HandTile,
  type SurviveMove,
  type SurviveState,
  type SurviveView,
  type Buf,
} from './state.js';

/**
 * What each player sees: the board and every piece, the values of their own explorers and the
 * backs of their own tiles. Other players' values and backs stay hidden until the end.
 */
export function view(state: SurviveState, viewer: Viewer): SurviveView {
  const { b, players } = state;
  const over = state.phase === 'over';
  const explorers: ExplorerView[] = [];
  for (let e = 0; e < players * EXPLORERS_PER_PLAYER; e++) {
    const owner = Math.floor(e / EXPLORERS_PER_PLAYER);
    const w = b[L.EXP_WHERE + e] as number;
    const placed = w !== W.Unplaced;
    explorers.push({
      id: e,
      owner,
      where: WHERE_NAMES[w] ?? 'lost',
      at: placed && b[L.EXP_AT + e] !== NONE ? (b[L.EXP_AT + e] as number) : -1,
      value: placed && (over || owner === viewer) ? (b[L.EXP_VALUE + e] as number) : null,
      swam: b[L.EXP_SWAM + e] === 1,
    });
  }
  const creatures: { space: number; counts: number[] }[] = [];
  for (let s = 0; s < 133; s++) {
    // Most spaces are empty: only those with a creature get a list (a view per viewer per move).
    if (!anyCreature(b, s)) continue;
    creatures.push({ space: s, counts: [0, 1, 2].map((k) => creatureCount(b, k, s)) });
  }
  const removal = state.removal;
  const seesBack =
    removal !== null &&
    removal.back !== null &&
    (over || isGreen(removal.back) || removal.by === viewer);
  return {
    viewer,
    options: state.options,
    players,
    phase: state.phase,
    current: state.current,
    first: state.first,
    step: state.step,
    points: state.points,
    tilePlayed: state.tilePlayed,
    focus: state.focus,
    stepsLeft: state.stepsLeft,
    turn: state.turn,
    die: state.die,
    reaction: state.reaction,
    removal: removal && { ...removal, back: seesBack ? removal.back : null },
    terrain: b.slice(L.TERRAIN, L.TERRAIN + 133),
    ships: b.slice(L.SHIP_SPACE, L.SHIP_SPACE + 12).map((s) => (s === NONE ? -1 : s)),
    creatures,
    explorers,
    hands: state.hands.map((hand, seat) =>
      hand.map((t) => ({ terrain: t.terrain, back: over || seat === viewer ? t.back : null })),
    ),
    shown: state.shown,
    supply: { ships: b[L.SUPPLY]!, sharks: b[L.SUPPLY + 1]!, whales: b[L.SUPPLY + 2]! },
  };
}

/** Others see that an explorer was placed but not its value, and a red back not at all. */
export function viewMove(
  before: SurviveState,
  actor: Actor,
  move: SurviveMove,
  viewer: Viewer,
): unknown {
  if (move.type === 'place-explorer' && viewer !== actor) {
    return { type: 'place-explorer', space: move.space };
  }
  if (move.type === 'back' && !isGreen(move.back) && viewer !== before.current) {
    return { type: 'back' };
  }
  return move;
}

/**
 * A full state consistent with a view, for search: the hidden values of others' explorers are
 * dealt at random from what each colour has, and others' hidden tiles are drawn from the red
 * backs of their terrain that the viewer has not seen; the rest stays under the board.
 */
export function determinize(v: SurviveView, rng: Rng): SurviveState {
  const b: Buf = Array<number>(L.SIZE).fill(0);
  v.terrain.forEach((t, s) => (b[L.TERRAIN + s] = t));
  b.fill(NONE, L.SHIP_AT, L.SHIP_AT + 133);
  b.fill(NONE, L.EXP_AT, L.EXP_AT + 40);
  b.fill(NONE, L.SHIP_SPACE, L.SHIP_SPACE + 12);
  v.ships.forEach((s, ship) => {
    if (s < 0) return;
    b[L.SHIP_SPACE + ship] = s;
    b[L.SHIP_AT + s] = ship;
  });
  for (const { space, counts } of v.creatures) {
    counts.forEach((n, k) => addCreature(b, k, space, n));
  }
  // Hidden values: each colour's values less those the viewer knows, shuffled over the rest.
  for (let seat = 0; seat < v.players; seat++) {
    const mine = v.explorers.filter((x) => x.owner === seat && x.where !== 'unplaced');
    const left = [...v.options.explorerValues];
    for (const x of mine) {
      if (x.value === null) continue;
      const i = left.indexOf(x.value);
      if (i >= 0) left.splice(i, 1);
    }
    const deal = shuffled(left, rng);
    for (const x of mine) {
      const e = x.id;
      b[L.EXP_WHERE + e] = WHERE_NAMES.indexOf(x.where);
      b[L.EXP_AT + e] = x.at < 0 ? NONE : x.at;
      b[L.EXP_VALUE + e] = x.value ?? (deal.pop() as number);
      b[L.EXP_SWAM + e] = x.swam ? 1 : 0;
      if (x.where === 'aboard') b[L.SHIP_LOAD + x.at]!++;
    }
  }
  // Backs: all of them, less those seen and those in hands known to the viewer.
  const pool = TERRAINS.map((_, t) => BACKS.map((back) => v.options.backs[back][t] as number));
  const take = (tile: HandTile) => {
    const row = pool[terrainIndex(tile.terrain) - 1]!;
    row[BACKS.indexOf(tile.back)]!--;
  };
  v.shown.forEach(take);
  const hands: HandTile[][] = v.hands.map((hand) =>
    hand.flatMap((t) => (t.back === null ? [] : [{ terrain: t.terrain, back: t.back }])),
  );
  hands.forEach((hand) => hand.forEach(take));
  v.hands.forEach((hand, seat) => {
    for (const t of hand) {
      if (t.back !== null) continue;
      // An unrevealed tile in a hand is red: draw among the red backs of its terrain still unseen.
      const row = pool[terrainIndex(t.terrain) - 1]!;
      const reds = BACKS.map((back, i) => (isGreen(back) ? 0 : (row[i] as number)));
      const total = reds.reduce((x, y) => x + y, 0);
      let r = total > 0 ? rng.int(total) : 0;
      let chosen: Back = 'dolphin';
      for (let i = 0; i < reds.length; i++) {
        r -= reds[i]!;
        if (r < 0) {
          chosen = BACKS[i]!;
          break;
        }
      }
      row[BACKS.indexOf(chosen)]!--;
      hands[seat]!.push({ terrain: t.terrain, back: chosen });
    }
  });
  pool.forEach((row, t) => row.forEach((n, i) => (b[L.BACKS + t * 12 + i] = Math.max(0, n))));
  // Terrain still to lay (only during setup).
  const laid = [0, 0, 0];
  for (const s of LAND_SPACES) {
    const t = v.terrain[s] ?? 0;
    if (t >= 1 && t <= 3) laid[t - 1]!++;
  }
  TERRAINS.forEach((_, t) => {
    const total = Object.values(v.options.backs).reduce((sum, row) => sum + (row[t] as number), 0);
    b[L.TO_LAY + t] = v.phase === 'start' || v.phase === 'layout' ? total - (laid[t] as number) : 0;
  });
  b[L.SUPPLY] = v.supply.ships;
  b[L.SUPPLY + 1] = v.supply.sharks;
  b[L.SUPPLY + 2] = v.supply.whales;
  const removal = v.removal && {
    ...v.removal,
    back:
      v.removal.back ?? (v.phase === 'reveal' ? null : (hands[v.removal.by]?.at(-1)?.back ?? null)),
  };
  return {
    options: v.options,
    players: v.players,
    b,
    hands,
    shown: v.shown,
    phase: v.phase,
    current: v.current as Seat,
    first: v.first,
    step: v.step,
    points: v.points,
    tilePlayed: v.tilePlayed,
    focus: v.focus,
    stepsLeft: v.stepsLeft,
    removal,
    die: v.die,
    reaction: v.reaction,
    turn: v.turn,
  };
}
