import { createSignal, type Accessor } from 'solid-js';
import {
  createRng,
  type Actor,
  type Agent,
  type GameResult,
  type ReplayMove,
  type RuleError,
  type Seat,
  type Viewer,
} from '../../../src/kernel/index.js';
import type { BotEntry } from '../../../src/games/registry.js';
import type { BoardModule, LastMove } from '../games/types';
import type { Pace } from '../pace';
import type { LocalConfig } from './config';
import { probed } from './bot-probe';
import { timedAgent } from './think-clock';

/** The bots of a table: an agent for each bot seat (null for people), and the one standing in. */
interface Bots {
  readonly agents: readonly (Agent<unknown, unknown> | null)[];
  readonly stand: BotEntry | undefined;
}

/** After a failed load of the bots, the wait before asking again. */
const RETRY_MS = 2000;

/** A move as it happened, with the state before it, so the log can be written in any language. */
export interface HistoryEntry {
  readonly before: unknown;
  readonly actor: Actor;
  readonly move: unknown;
}

export interface LocalTable {
  readonly state: Accessor<unknown>;
  readonly history: Accessor<readonly HistoryEntry[]>;
  readonly lastMove: Accessor<LastMove | null>;
  /** Whose eyes the screen shows: the person at the screen, or a spectator in a bots-only game. */
  readonly viewer: Accessor<Viewer>;
  /** Hot-seat: the person the screen must be passed to before it shows anything; null when none. */
  readonly covered: Accessor<Seat | null>;
  readonly reveal: () => void;
  readonly toMove: Accessor<readonly Actor[]>;
  readonly result: Accessor<GameResult | null>;
  /** The viewer's legal moves when they are to move and the screen is not covered. */
  readonly legal: Accessor<readonly unknown[]>;
  readonly play: (move: unknown) => RuleError | null;
  /** Board Game Arena's convention: take back your own moves within your turn, until new
   * information appears (a roll, a draw) or someone else moves. */
  readonly canUndo: Accessor<boolean>;
  readonly undo: () => void;
  /** When the current person's time runs out (ms since epoch), null when untimed. */
  readonly deadline: Accessor<number | null>;
  readonly moves: () => readonly ReplayMove[];
  readonly dispose: () => void;
}

/**
 * Runs a table in the browser: the rules apply at once with no server, chance comes from a seeded
 * generator, and bots decide from their own views after a short pause so people can follow.
 */
export function createLocalTable(
  mod: BoardModule,
  config: LocalConfig,
  pace: Pace,
  restore: readonly ReplayMove[] = [],
): LocalTable {
  const { game } = mod;
  const players = config.seats.length;
  const parsed = game.parseOptions(config.options, players);
  const options = parsed.ok ? parsed.value : game.defaultOptions(players);
  const chanceRng = createRng(`${config.seed}:chance`);
  const isHuman = config.seats.map((s) => s.kind === 'human');
  const agentRngs = config.seats.map((_, i) => createRng(`${config.seed}:seat${i}`));
  const humans = config.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  // The bots, loaded when first wanted (a game may keep them out of its board chunk): one agent
  // per bot seat, and the strongest bot, which stands in for a person whose time runs out and
  // for a bot this version does not have (a link made elsewhere).
  let bots: Promise<Bots> | undefined;
  const loadBots = () =>
    (bots ??= mod.loadBots().then((entries) => {
      const stand = [...entries].sort((a, b) => b.strength - a.strength)[0];
      const agents = config.seats.map((s) => {
        const entry =
          s.kind === 'human' ? undefined : (entries.find((b) => b.name === s.kind) ?? stand);
        return entry ? probed(timedAgent(entry), entry.name) : null;
      });
      return { agents, stand };
    }));

  // A table reopened (a reload) replays its moves; chance draws again at each of its chance
  // moves so the dice to come are those that would have come.
  let initial: unknown = game.setup(options, players);
  const restored: HistoryEntry[] = [];
  for (const { actor, move } of restore) {
    if (actor === 'chance') game.sampleChance(initial, chanceRng);
    const next = game.apply(initial, actor, move);
    if (!next.ok) break;
    restored.push({ before: initial, actor, move });
    initial = next.value;
  }
  const [state, setState] = createSignal<unknown>(initial);
  const [history, setHistory] = createSignal<readonly HistoryEntry[]>(restored);
  const [lastMove, setLastMove] = createSignal<LastMove | null>(null);
  const [viewer, setViewer] = createSignal<Viewer>(humans[0] ?? 'spectator');
  const [covered, setCovered] = createSignal<Seat | null>(null);
  const [deadline, setDeadline] = createSignal<number | null>(null);
  const toMove = () => game.toMove(state());
  const result = () => game.result(state());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  // Counts the calls of schedule: a decision waiting for the bots is dropped if another came since.
  let scheduled = 0;

  function commit(actor: Actor, move: unknown): RuleError | null {
    const before = state();
    const next = game.apply(before, actor, move);
    if (!next.ok) return next.error;
    const index = history().length;
    setHistory((h) => [...h, { before, actor, move }]);
    setLastMove({ index, actor, move });
    setState(next.value);
    schedule();
    return null;
  }

  function humanToMove(): Seat | undefined {
    return toMove().find((a): a is Seat => a !== 'chance' && isHuman[a] === true);
  }

  /**
   * Plays `actor`'s move that `choose` makes with the bots, `ms` from now or once the bots are
   * loaded if later, unless the table moved on (or closed) meanwhile. Should the bots' chunk fail
   * to load (the network gone), it is asked again a moment later.
   */
  function botMove(actor: Seat, ms: number, choose: (b: Bots) => Agent<unknown, unknown> | null) {
    const token = scheduled;
    const at = Date.now() + ms;
    loadBots().then(
      (b) => {
        if (token !== scheduled || disposed) return;
        const play = () => commit(actor, decide(actor, choose(b)));
        timer = setTimeout(play, Math.max(0, at - Date.now()));
      },
      () => {
        bots = undefined;
        if (token !== scheduled || disposed) return;
        timer = setTimeout(schedule, RETRY_MS);
      },
    );
  }

  /** Decides what happens next: chance and bots after a pause, people when they click. */
  function schedule(): void {
    clearTimeout(timer);
    scheduled++;
    setDeadline(null);
    if (disposed) return;
    const actors = toMove();
    if (actors.length === 0) {
      setCovered(null);
      return;
    }
    const actor = actors[0] as Actor;
    if (actor === 'chance') {
      // Others' dice take a moment so people can follow them; your own roll comes at once.
      const mine = isHuman[mod.currentSeat(game.view(state(), 'spectator'))] === true;
      const wait = mine ? 0 : pace.chanceMs;
      timer = setTimeout(() => commit('chance', game.sampleChance(state(), chanceRng)), wait);
      return;
    }
    const human = humanToMove();
    if (human === undefined) {
      botMove(actor, pace.botMs, (b) => b.agents[actor] ?? null);
      return;
    }
    // Alone with bots, a question with one answer is answered for the person: the bots read
    // nothing from it (hot-seat, the others at the screen could, so it is asked).
    const formal =
      humans.length === 1 ? mod.formality?.(game.legalMoves(state(), human)) : undefined;
    if (formal !== undefined) {
      timer = setTimeout(() => commit(human, formal), 0);
      return;
    }
    // Hot-seat: the screen shows one person's secrets, so it is covered until the next one takes it.
    if (human !== viewer()) {
      setViewer(human);
      setCovered(humans.length > 1 ? human : null);
    }
    if (config.turnSeconds > 0) {
      setDeadline(Date.now() + config.turnSeconds * 1000);
      botMove(human, config.turnSeconds * 1000, (b) => (b.stand ? timedAgent(b.stand) : null));
    }
  }

  function decide(seat: Seat, agent: Agent<unknown, unknown> | null): unknown {
    const s = state();
    const legal = game.legalMoves(s, seat);
    if (!agent) return legal[0];
    return agent.decide({
      view: game.view(s, seat),
      seat,
      legal,
      rng: agentRngs[seat] ?? chanceRng,
    });
  }

  const legal = () => {
    const v = viewer();
    if (v === 'spectator' || covered() !== null || !toMove().includes(v) || !isHuman[v]) return [];
    return game.legalMoves(state(), v);
  };

  const canUndo = () => {
    const last = history()[history().length - 1];
    const v = viewer();
    return last !== undefined && last.actor === v && covered() === null && toMove().includes(v);
  };

  queueMicrotask(schedule);

  return {
    state,
    history,
    lastMove,
    viewer,
    covered,
    reveal: () => setCovered(null),
    toMove,
    result,
    legal,
    play(move) {
      const v = viewer();
      if (v === 'spectator' || covered() !== null) return { code: 'not-your-turn', params: {} };
      const parsedMove = game.parseMove(move);
      if (!parsedMove.ok) return parsedMove.error;
      return commit(v, parsedMove.value);
    },
    canUndo,
    undo() {
      if (!canUndo()) return;
      const h = history();
      const last = h[h.length - 1] as HistoryEntry;
      setHistory(h.slice(0, -1));
      setLastMove(null);
      setState(last.before);
      schedule();
    },
    deadline,
    moves: () => history().map(({ actor, move }) => ({ actor, move })),
    dispose() {
      disposed = true;
      clearTimeout(timer);
    },
  };
}
