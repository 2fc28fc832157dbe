import { render } from 'solid-js/web';
import { createRng, type AnyGame, type Viewer } from '../../src/kernel/index.js';
import type { BoardModule } from '../src/games/types';
import { addCatalogs } from '../src/i18n';
import '../src/styles.css';

/**
 * Mounts one board alone on a state built from the real rules, for the component tests
 * (web/src/games/GAME/board.test.ts): ?game=ID&fixture=NAME&viewer=SEAT. Moves the board plays
 * are recorded in window.__played instead of applied.
 */
type Fixture = (game: AnyGame) => unknown;

function run(game: AnyGame, state: unknown, moves: { actor: number | 'chance'; move: unknown }[]) {
  for (const { actor, move } of moves) {
    const next = game.apply(state, actor, move);
    if (!next.ok) throw new Error(`fixture: ${next.error.code}`);
    state = next.value;
  }
  return state;
}

/** Plays seeded random moves until `stop` says so (or the game ends). */
function playUntil(game: AnyGame, state: unknown, seed: string, stop: (s: unknown) => boolean) {
  const rng = createRng(seed);
  while (!stop(state) && game.toMove(state).length > 0) {
    const actor = game.toMove(state)[0] as number | 'chance';
    const legal = actor === 'chance' ? [] : game.legalMoves(state, actor);
    const move = actor === 'chance' ? game.sampleChance(state, rng) : legal[rng.int(legal.length)];
    state = run(game, state, [{ actor, move }]);
  }
  return state;
}

/** A new game in seating order: the fixtures script their moves from seat 0's first turn. */
function seated(game: AnyGame, players: number): unknown {
  return game.setup({ ...game.defaultOptions(players), startPlayer: 'seating' }, players);
}

const FIXTURES: Record<string, Record<string, Fixture>> = {
  'into-the-blue': {
    decide: (g) =>
      run(g, seated(g, 3), [
        { actor: 'chance', move: { type: 'dice', values: [1, 2, 3, 3, 5, 6] } },
      ]),
    place: (g) =>
      run(g, seated(g, 3), [
        { actor: 'chance', move: { type: 'dice', values: [1, 1, 2, 3, 3, 4] } },
        { actor: 0, move: { type: 'stop' } },
      ]),
    over: (g) => playUntil(g, seated(g, 4), 'harness-over', () => false),
  },
  survive: {
    'place-explorer': (g) =>
      playUntil(g, seated(g, 2), 'harness-setup', (s) => g.toMove(s)[0] !== 'chance'),
    move: (g) =>
      playUntil(
        g,
        seated(g, 2),
        'harness-move',
        (s) =>
          (s as { phase: string; current: number }).phase === 'move' &&
          (s as { current: number }).current === 0,
      ),
    over: (g) => playUntil(g, seated(g, 2), 'harness-over', () => false),
    // A creature reaches a player who holds a defence tile: the first seed that gets there.
    react: (g) => {
      for (let seed = 0; seed < 200; seed++) {
        const s = playUntil(
          g,
          seated(g, 2),
          `react${seed}`,
          (x) => (x as { phase: string }).phase === 'react',
        );
        const seat = g.toMove(s)[0];
        if (
          typeof seat === 'number' &&
          g.legalMoves(s, seat).some((m: { type: string }) => m.type === 'defend')
        )
          return s;
      }
      throw new Error('fixture: no reaction found');
    },
  },
};

const LOADERS: Record<string, () => Promise<BoardModule>> = {
  'into-the-blue': () => import('../src/games/into-the-blue/board'),
  survive: () => import('../src/games/survive/board'),
};

const params = new URLSearchParams(location.search);
const gameId = params.get('game') ?? 'into-the-blue';
const mod = await (LOADERS[gameId] as () => Promise<BoardModule>)();
addCatalogs(mod.game.messages, mod.messages);
const state = (FIXTURES[gameId]?.[params.get('fixture') ?? ''] as Fixture)(mod.game);
const viewerParam = params.get('viewer') ?? '0';
// viewer=auto: whoever is to move (the fixture may not know in advance).
const viewer: Viewer =
  viewerParam === 'spectator'
    ? 'spectator'
    : viewerParam === 'auto'
      ? (mod.game.toMove(state)[0] as number)
      : Number(viewerParam);
const toMove = mod.game.toMove(state);
const legal =
  viewer !== 'spectator' && toMove.includes(viewer) ? mod.game.legalMoves(state, viewer) : [];
const played: unknown[] = [];
(window as unknown as { __played: unknown[] }).__played = played;
const names = ['Ana', 'Bea', 'Cy', 'Di', 'Ed'];
render(
  () => (
    <mod.Board
      view={mod.game.view(state, viewer)}
      viewer={viewer}
      legal={legal}
      play={(m) => played.push(m)}
      names={names}
      result={mod.game.result(state)}
      lastMove={null}
    />
  ),
  document.getElementById('app') as HTMLElement,
);
document.body.dataset.ready = 'yes';
