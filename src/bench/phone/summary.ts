import { percentile } from '../server/percentile.js';

/**
 * The phone benchmark's arguments and figures (main.ts runs it): pure, so a test can check them.
 */

export interface PhoneArgs {
  /** Chromium's CPU slowdown (Emulation.setCPUThrottlingRate), or 'auto' to aim at a mid-tier phone's index. */
  readonly rate: number | 'auto';
  /** Games per game and bot level. */
  readonly games: number;
  /** Bot decisions timed per game at most (main.ts also stops a game's timing after 40 s). */
  readonly decisions: number;
  /** The games to play (ids); all when empty. */
  readonly only: readonly string[];
  /** The bot levels to time (names); all of each game's when empty. */
  readonly bots: readonly string[];
}

export const DEFAULT_ARGS: PhoneArgs = { rate: 4, games: 2, decisions: 500, only: [], bots: [] };

/** Reads `--rate 4|auto --games 2 --decisions 500 --game survive,... --bots search,...`. */
export function parseArgs(argv: readonly string[]): PhoneArgs {
  const args: { -readonly [K in keyof PhoneArgs]: PhoneArgs[K] } = { ...DEFAULT_ARGS };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} wants a value`);
    const count = () => {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1)
        throw new Error(`${flag} wants a whole number, not ${value}`);
      return n;
    };
    const list = () => value.split(',').filter((s) => s.length > 0);
    if (flag === '--rate') {
      const n = Number(value);
      if (value !== 'auto' && !(n >= 1)) throw new Error(`--rate wants 1 or more, or auto`);
      args.rate = value === 'auto' ? 'auto' : n;
    } else if (flag === '--games') args.games = count();
    else if (flag === '--decisions') args.decisions = count();
    else if (flag === '--game') args.only = list();
    else if (flag === '--bots') args.bots = list();
    else throw new Error(`unknown option ${flag}`);
  }
  return args;
}

/**
 * Each bot level's time a decision in the browser: `ismcts` searches against its clock, 1 s; the
 * other levels have no clock of their own (AquaSphere's search stops itself at 800 ms) and are
 * held to the second the levels promise (the strongest own bots "take under a second").
 */
export const BUDGET_MS = 1000;

export interface Row {
  readonly game: string;
  readonly bot: string;
  readonly games: number;
  readonly decisions: number;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
  readonly budget: number;
  /** Decisions past the budget. */
  readonly over: number;
}

/** One line of figures for a game's bot level from its decisions' times (ms). */
export function summarize(game: string, bot: string, games: number, times: readonly number[]): Row {
  return {
    game,
    bot,
    games,
    decisions: times.length,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    max: times.length === 0 ? NaN : +Math.max(...times).toFixed(1),
    budget: BUDGET_MS,
    over: times.filter((t) => t > BUDGET_MS).length,
  };
}

/** The rows as a Markdown table (docs/bots.md takes it as it is). */
export function table(rows: readonly Row[]): string {
  const head = '| game | bot | games | decisions | p50 ms | p95 ms | max ms | budget ms | over |';
  const rule = '| --- | --- | --- | --- | --- | --- | --- | --- | --- |';
  const lines = rows.map(
    (r) =>
      `| ${r.game} | ${r.bot} | ${r.games} | ${r.decisions} | ${r.p50} | ${r.p95} | ${r.max} | ${r.budget} | ${r.over} |`,
  );
  return [head, rule, ...lines].join('\n');
}
