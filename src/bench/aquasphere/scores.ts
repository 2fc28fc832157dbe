import { parseArgs } from 'node:util';
import { createRng, type Agent, type Rng } from '../../kernel/index.js';
import { aquasphere } from '../../games/aquasphere/index.js';
import { asAgent } from '../../games/bot-entries.js';
import { aquasphereBots } from '../../games/aquasphere/bots/index.js';
import { DEFAULT_SEARCH, SearchBot } from '../../games/aquasphere/bots/search.js';
import { DEFAULT_PACK_1 } from '../../games/aquasphere/default-pack-1.js';
import { DEFAULT_PACK } from '../../games/aquasphere/default-pack.js';
import type { AqPack } from '../../games/aquasphere/pack.js';
import {
  FINAL_ALL_SUBS,
  FINAL_COMPLETE_LAB,
  FINAL_PER_TIME_MARKER,
  MAX_EXPANSIONS,
  SUBS_PER_COLOUR,
} from '../../games/aquasphere/rules-constants.js';
import {
  botsInPlayPoints,
  crystalPoints,
  majorityPoints,
  octopodPenalty,
} from '../../games/aquasphere/scoring.js';
import { letterCount, tableValue } from '../../games/aquasphere/station.js';
import type { AqMove, AqState } from '../../games/aquasphere/state.js';

/**
 * `npm run bench:aquasphere-scores`: the score level of AquaSphere games between bots, to set the
 * default pack's provisional tables against the printed game's (a 4-player game ended
 * 93/77/70/65; the design aims at 80-120 KP for winners). For each player count it plays
 * `--games` games, every seat the same bot, start player drawn, and prints the winner's and the
 * last player's score (mean and median), the mean of all seats, and where the points came from.
 * Every seed is fixed by (player count, game), and the search bot plays without its time budget,
 * so a run gives the same figures on any machine. Figures only: nothing
 * is asserted. With 2 cores shared, keep runs short: the search bot takes 3-8 s a game.
 *
 *   node dist/bench/aquasphere/scores.js --bot search --games 16 --players 2,3,4 --pack default
 */

/** `default`: today's default pack; `1`: the first one (rules versions 1 and 2). */
const PACKS: Readonly<Record<string, AqPack>> = { default: DEFAULT_PACK, '1': DEFAULT_PACK_1 };

interface GameScores {
  readonly scores: readonly number[];
  /** KP gained by source, summed over all seats. */
  readonly sources: ReadonlyMap<string, number>;
}

function bot(name: string): Agent<unknown, unknown> {
  // The search bot stops at 800 ms a decision, which a loaded machine may reach: without the
  // budget, its games depend on the seeds alone.
  if (name === 'search') return asAgent(new SearchBot({ ...DEFAULT_SEARCH, budgetMs: Infinity }));
  const entry = aquasphereBots.find((b) => b.name === name);
  if (!entry) throw new Error(`unknown AquaSphere bot ${name}`);
  return entry.create();
}

/** Where a move's points come from: an action by its colour, else the move's kind. */
function source(move: AqMove): string {
  return move.type === 'act' ? `action ${move.colour}` : move.type;
}

function add(map: Map<string, number>, key: string, n: number): void {
  if (n !== 0) map.set(key, (map.get(key) ?? 0) + n);
}

/** One game, played here rather than by runMatch so that each move's points can be traced. */
function playGame(pack: AqPack, players: number, botName: string, i: number): GameScores {
  const seed = `aq-scores/${players}/${i}`;
  const chance = createRng(`${seed}/chance`);
  const agents = Array.from({ length: players }, () => bot(botName));
  const rngs: Rng[] = agents.map((_, s) => createRng(`${seed}/${s}`));
  let state = aquasphere.setup({ ...aquasphere.defaultOptions(players), pack }, players);
  const sources = new Map<string, number>();
  for (;;) {
    const toMove = aquasphere.toMove(state);
    if (toMove.length === 0) break;
    const actor = toMove[0]!;
    let move: AqMove;
    if (actor === 'chance') move = aquasphere.sampleChance(state, chance);
    else {
      const legal = aquasphere.legalMoves(state, actor);
      move = agents[actor]!.decide({
        view: aquasphere.view(state, actor),
        seat: actor,
        legal,
        rng: rngs[actor]!,
      }) as AqMove;
    }
    const before = state.seats.map((p) => p.kp);
    const round = state.round;
    const next = aquasphere.apply(state, actor, move);
    if (!next.ok) throw new Error(`illegal move: ${next.error.code}`);
    const scoringStarts =
      state.scoring === null &&
      (next.value.scoring !== null || next.value.round !== round || next.value.phase === 'over');
    // The scoring's terms as the move found them (a pass changes none), before any red line
    // stops a counter: what each term is worth, where "round scoring" is what was kept.
    if (scoringStarts && move.type === 'pass') {
      state.seats.forEach((_, s) => {
        add(sources, '(terms: majority)', majorityPoints(state, s));
        add(sources, '(terms: bots in play)', botsInPlayPoints(state, s));
        add(sources, '(terms: crystals)', crystalPoints(state, s));
        add(sources, '(terms: octopods left)', octopodPenalty(state, s));
      });
    }
    state = next.value;
    state.seats.forEach((p, s) => {
      const delta = p.kp - before[s]!;
      // Points that reach a seat other than the mover, or at a round's end, are the scoring's
      // (the last pass starts it, red-line answers finish it); the final scoring is split below.
      const scoring = s !== actor || state.round !== round || move.type === 'redline';
      add(sources, scoring || move.type === 'pass' ? 'round scoring' : source(move), delta);
    });
  }
  const final = finalParts(state);
  for (const [key, n] of final) {
    add(sources, key, n);
    add(sources, 'round scoring', -n);
  }
  return { scores: state.seats.map((p) => p.kp), sources };
}

/** The final scoring's parts (it ran inside the last scoring move). */
function finalParts(state: AqState): Map<string, number> {
  const parts = new Map<string, number>();
  for (const p of state.seats) {
    add(
      parts,
      'final: letters',
      tableValue(state.options.pack.scoring.letters, letterCount(state, p)),
    );
    add(parts, 'final: time markers', FINAL_PER_TIME_MARKER * p.time);
    if (p.subsPlaced === SUBS_PER_COLOUR) add(parts, 'final: all submarines', FINAL_ALL_SUBS);
    if (p.expansions.length === MAX_EXPANSIONS)
      add(parts, 'final: complete lab', FINAL_COMPLETE_LAB);
  }
  return parts;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
const f1 = (n: number) => n.toFixed(1);

function main(): void {
  const { values } = parseArgs({
    options: {
      bot: { type: 'string', default: 'search' },
      games: { type: 'string', default: '16' },
      players: { type: 'string', default: '2,3,4' },
      pack: { type: 'string', default: 'default' },
    },
  });
  const pack = PACKS[values.pack];
  if (!pack) throw new Error(`--pack: one of ${Object.keys(PACKS).join(', ')}`);
  const games = Number(values.games);
  console.log(
    `AquaSphere scores: pack "${values.pack}", every seat ${values.bot}, ${games} games per player count, Node ${process.version}`,
  );
  console.log(
    'players  games  winner mean  median  (min-max)   last mean  median   all seats   seconds',
  );
  const lines: string[] = [];
  for (const players of values.players.split(',').map(Number)) {
    const started = performance.now();
    const played = Array.from({ length: games }, (_, i) => playGame(pack, players, values.bot, i));
    const winners = played.map((g) => Math.max(...g.scores));
    const lasts = played.map((g) => Math.min(...g.scores));
    const all = played.flatMap((g) => g.scores);
    console.log(
      `${String(players).padStart(7)}  ${String(games).padStart(5)}  ${f1(mean(winners)).padStart(11)}  ${f1(median(winners)).padStart(6)}  (${Math.min(...winners)}-${Math.max(...winners)})`.padEnd(
        46,
      ) +
        `${f1(mean(lasts)).padStart(9)}  ${f1(median(lasts)).padStart(6)}  ${f1(mean(all)).padStart(10)}  ${((performance.now() - started) / 1000).toFixed(0).padStart(8)}`,
    );
    const seats = games * players;
    const perSeat = new Map<string, number>();
    for (const g of played) for (const [k, n] of g.sources) add(perSeat, k, n);
    lines.push(
      `  ${players} players: ` +
        [...perSeat]
          .sort((a, b) => b[1] - a[1])
          .map(([k, n]) => `${k} ${f1(n / seats)}`)
          .join(', '),
    );
  }
  console.log('Mean KP a seat by source:');
  for (const line of lines) console.log(line);
}

main();
