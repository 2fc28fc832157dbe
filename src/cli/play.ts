import { createInterface } from 'node:readline/promises';
import { writeFileSync } from 'node:fs';
import {
  createRng,
  kernelMessages,
  makeReplay,
  translate,
  type Actor,
  type Agent,
  type Lang,
  type Params,
  type ReplayMove,
} from '../kernel/index.js';
import { findBot, GAMES } from '../games/registry.js';
import { cliMessages } from './messages.js';
import { TERMINALS } from './games/index.js';

export interface PlayOptions {
  readonly gameId: string;
  /** 'you' for a human at this terminal, otherwise a bot's name. */
  readonly seats: readonly string[];
  readonly lang: Lang;
  readonly seed: string;
  /** Where to save the replay at the end, if anywhere. */
  readonly saveTo?: string;
  /** Seat 1 starts; otherwise chance draws the start player (the option startPlayer). */
  readonly seatingOrder?: boolean;
}

/** Plays a game at the terminal, humans typing their moves, bots answering at once. */
export async function playCommand(
  opts: PlayOptions,
  usageError: (m: string) => number,
): Promise<number> {
  const entry = GAMES.get(opts.gameId);
  const terminal = TERMINALS.get(opts.gameId);
  if (!entry || !terminal) return usageError(`no terminal board for ${opts.gameId}`);
  const { game } = entry;
  const n = opts.seats.length;
  if (n < game.minPlayers || n > game.maxPlayers) {
    return usageError(`${game.id} is for ${game.minPlayers} to ${game.maxPlayers} players`);
  }
  const agents: (Agent<unknown, unknown> | null)[] = [];
  for (const seat of opts.seats) {
    if (seat === 'you' || seat === 'human') agents.push(null);
    else {
      const bot = findBot(game.id, seat);
      if (!bot)
        return usageError(
          `unknown bot "${seat}"; ${game.id} has ${entry.bots.map((b) => b.name).join(', ')}`,
        );
      agents.push(bot.create());
    }
  }
  const humans = agents.filter((a) => a === null).length;
  const names = opts.seats.map((s, i) =>
    s === 'you' || s === 'human' ? (humans > 1 ? `Player ${i + 1}` : 'You') : `${s} ${i + 1}`,
  );
  const catalogs = [cliMessages, game.messages, kernelMessages];
  const say = (key: string, params: Params = {}) => translate(catalogs, opts.lang, key, params);
  const log = (line: string) => process.stdout.write(line + '\n');
  const chance = createRng(`${opts.seed}/chance`);
  const botRng = createRng(`${opts.seed}/bots`);
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (): Promise<string | null> => {
    process.stdout.write(say('cli.prompt'));
    const next = await lines.next();
    return next.done ? null : next.value;
  };

  const options = {
    ...game.defaultOptions(n),
    startPlayer: opts.seatingOrder ? 'seating' : 'draw',
  };
  let state = game.setup(options, n);
  const moves: ReplayMove[] = [];
  let lastHuman: number | null = null;
  try {
    for (;;) {
      const toMove = game.toMove(state);
      if (toMove.length === 0) break;
      const actor = toMove[0] as Actor;
      let move: unknown;
      if (actor === 'chance') {
        move = game.sampleChance(state, chance);
      } else {
        const legal = game.legalMoves(state, actor);
        const agent = agents[actor];
        if (agent) {
          move = agent.decide({ view: game.view(state, actor), seat: actor, legal, rng: botRng });
        } else {
          // Between two humans at one screen, hide the board until the next one is ready.
          if (humans > 1 && lastHuman !== actor) {
            log('\n'.repeat(3) + say('cli.pass-screen', { name: names[actor] ?? '' }));
            if ((await ask()) === null) return stop(say);
          }
          lastHuman = actor;
          const view = game.view(state, actor);
          log('\n' + terminal.render(view, opts.lang, names));
          log(
            say('cli.your-turn', { name: names[actor] ?? '' }) +
              ' ' +
              terminal.help(view, legal, opts.lang),
          );
          for (;;) {
            const input = await ask();
            if (input === null) return stop(say);
            const parsed = terminal.parse(input, view, legal, opts.lang);
            const tried = parsed.ok ? game.apply(state, actor, parsed.value) : parsed;
            if (tried.ok) {
              move = parsed.ok ? parsed.value : undefined;
              break;
            }
            log(say('cli.illegal', { reason: say(tried.error.code, tried.error.params) }));
          }
        }
      }
      const viewer = humans === 1 ? agents.indexOf(null) : 'spectator';
      const entryLog = game.describeMove(state, actor, move, viewer);
      const params = { ...entryLog.params };
      if (typeof params.player === 'number')
        params.player = names[params.player] ?? String(params.player);
      const next = game.apply(state, actor, move);
      if (!next.ok) throw new Error(`illegal move from ${String(actor)}: ${next.error.code}`);
      state = next.value;
      moves.push({ actor, move });
      log('  ' + say(entryLog.key, params));
    }
    const result = game.result(state)!;
    log('\n' + terminal.render(game.view(state, 'spectator'), opts.lang, names));
    log('\n' + say('cli.game-over'));
    result.scores.forEach((score, s) =>
      log(
        say('cli.final', {
          name: names[s] ?? '',
          score,
          winner: result.ranking[s] === 1 ? say('cli.winner') : '',
        }),
      ),
    );
    if (opts.saveTo) {
      const players = opts.seats.map((s, i) => ({
        name: names[i] ?? '',
        kind: agents[i] ? `bot:${s}` : 'human',
      }));
      writeFileSync(
        opts.saveTo,
        JSON.stringify(makeReplay(game, options, players, moves, { seed: opts.seed }), null, 1),
      );
      log(say('cli.replay-saved', { file: opts.saveTo }));
    }
    return 0;
  } finally {
    rl.close();
  }
}

function stop(say: (key: string) => string): number {
  process.stdout.write('\n' + say('cli.bye') + '\n');
  return 0;
}
