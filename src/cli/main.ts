import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { GAMES } from '../games/registry.js';
import { isLang, type Lang } from '../kernel/index.js';
import { playCommand } from './play.js';
import { replayCommand } from './replay.js';
import { simulate } from './simulate.js';
import { printSimulation } from './report.js';
import { defaultThreads, printTournament, runTournament } from './tournament.js';
import { analyzeCommand } from './analyze.js';
import { backupCommand, restoreCommand } from './backup.js';
import { ANALYSIS_ITERATIONS } from '../ai/index.js';

/** Each command's usage, as `fathom COMMAND --help` prints it and the global help lists it. */
const COMMANDS = {
  play: `  fathom play <game> [--players N] [--seats you,expert,heuristic,random] [--lang es|en|fr] [--seed S] [--save FILE] [--seat-order]
      Play in the terminal. Seats are "you" (a human at this terminal; several for one screen
      passed around) or a bot's name; by default you play seat 1 against the game's strongest
      bots. Chance draws who starts, unless --seat-order: then seat 1 starts. --save writes the
      replay of the game to FILE at the end.`,
  simulate: `  fathom simulate <game> --players N --games G --bots a,b,... [--seed S] [--json]
      Bots play G games; prints wins, mean score and games per second for each bot.
      Bots change seats from game to game so no one always starts.`,
  tournament: `  fathom tournament <game> --bots a,b,... [--players N] [--games G] [--threads T] [--ms M] [--cpu-clock] [--seed S] [--json]
      Bots play G games on T threads (every core by default), seats rotated, and get ratings
      (Bradley-Terry, Elo scale) with 95% intervals. With as many names as players (repeats
      allowed, e.g. ismcts,heuristic,heuristic,heuristic) that lineup plays every game; otherwise
      the distinct bots play a round robin. --ms sets the thinking time of bots that search;
      --cpu-clock reads it from the process's CPU time (fair on a busy machine; --threads 1).`,
  analyze: `  fathom analyze FILE [--iterations N] [--threads T] [--seed S] [--lang es|en|fr] [--json]
      Judges every decision of a finished game from what its player could see then (the
      information-set search, N iterations each, on T threads): win chance before and after,
      inaccuracies, mistakes and blunders with the better move, and each player's accuracy.
      The same file and seed always give the same marks. A bad file: exit code 2.`,
  replay: `  fathom replay FILE [--json] [--lang es|en|fr]
      Checks and replays a replay or scenario file; prints the final state and the result.
      A malformed or illegal file gets a message naming the problem, and exit code 2.`,
  backup: `  fathom backup FILE [--data-dir DIR]
      Copies the server's SQLite database (DIR/fathom.sqlite; DATA_DIR or data/ by default) to
      FILE, safely while the server runs. With PostgreSQL, use pg_dump (docs/operating.md).`,
  restore: `  fathom restore FILE [--data-dir DIR]
      Makes the backup FILE the server's database (stop the server first); the database it
      replaces is kept beside it, renamed. A file that is not a backup, or a database a
      running server has open: exit code 2.`,
} as const;
type Command = keyof typeof COMMANDS;
const isCommand = (name: string): name is Command => Object.hasOwn(COMMANDS, name);

const GAMES_TEXT = `Games and their bots:
${[...GAMES.values()]
  .map(
    (e) =>
      `  ${e.game.id} (${e.game.minPlayers}-${e.game.maxPlayers} players): ${e.bots.map((b) => b.name).join(', ')}`,
  )
  .join('\n')}
`;

export const USAGE = `fathom: play Into the Blue and more in the terminal, against bots.

Usage:
${Object.values(COMMANDS).join('\n')}
  fathom COMMAND --help
      That command's usage alone.
  fathom --version
      The version of fathom.
  fathom --help
      This help.

Exit codes: 0 done, 2 bad arguments or a bad input file.

${GAMES_TEXT}`;

/** One command's usage, and the games it may name. */
export function commandUsage(command: Command): string {
  return `Usage:\n${COMMANDS[command]}\n\n${GAMES_TEXT}`;
}

/** The version in package.json (two folders up from src/cli and dist/cli alike). */
function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** Arguments that cannot run: one line on stderr and exit code 2, never a stack trace. */
class UsageError extends Error {}

/**
 * Exit codes: 0 done, 2 bad arguments (one line naming the problem and where the help is) or a
 * bad input file (the conventions of getopt tools: 1 is left to failures while running).
 */
export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  const help = (arg: string): boolean => arg === '--help' || arg === '-h' || arg === 'help';
  if (command === '--version' || command === '-V') {
    process.stdout.write(`fathom ${version()}\n`);
    return 0;
  }
  if (!command || help(command)) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (!isCommand(command)) return usageError(`unknown command "${command}"`);
  // Help asked anywhere after a command (`fathom simulate --help`) is that command's help.
  if (rest.some(help)) {
    process.stdout.write(commandUsage(command));
    return 0;
  }
  try {
    switch (command) {
      case 'play':
        return await play(rest);
      case 'simulate':
        return runSimulate(rest);
      case 'replay':
        return replay(rest);
      case 'tournament':
        return await tournament(rest);
      case 'analyze':
        return await analyze(rest);
      case 'backup':
      case 'restore':
        return await data(command, rest);
    }
  } catch (e) {
    if (e instanceof UsageError) return usageError(e.message, command);
    if (e instanceof TypeError && 'code' in e && String(e.code).startsWith('ERR_PARSE_ARGS')) {
      return usageError(e.message, command);
    }
    throw e;
  }
}

function usageError(message: string, command?: Command): number {
  // One line (node's parseArgs writes some of its messages over three).
  const line = message.replace(/\s*\n\s*/g, ' ');
  process.stderr.write(`fathom: ${line} (see fathom ${command ? `${command} ` : ''}--help)\n`);
  return 2;
}

function knownGame(id: string | undefined): string | null {
  return id && GAMES.has(id) ? id : null;
}

/** Why a list of bot names does not fit a game (an unknown name), or null. */
function badBots(gameId: string, names: readonly string[]): string | null {
  const entry = GAMES.get(gameId)!;
  const unknown = names.find((b) => !entry.bots.some((e) => e.name === b));
  return unknown === undefined
    ? null
    : `unknown bot "${unknown}"; ${gameId} has ${entry.bots.map((b) => b.name).join(', ')}`;
}

/** Why a player count does not fit a game, or null. */
function badPlayers(gameId: string, players: number): string | null {
  const { minPlayers, maxPlayers } = GAMES.get(gameId)!.game;
  return players < minPlayers || players > maxPlayers
    ? `${gameId} is for ${minPlayers} to ${maxPlayers} players`
    : null;
}

function intArg(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`--${name} must be a whole number above 0`);
  return n;
}

async function play(args: readonly string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      players: { type: 'string' },
      seats: { type: 'string' },
      lang: { type: 'string' },
      seed: { type: 'string' },
      save: { type: 'string' },
      'seat-order': { type: 'boolean' },
    },
  });
  const gameId = knownGame(positionals[0]);
  if (!gameId) throw new UsageError(`play needs a game: ${[...GAMES.keys()].join(', ')}`);
  const lang = langArg(values.lang);
  let seats = values.seats?.split(',').map((s) => s.trim());
  const players = intArg(values.players, 'players', seats?.length ?? 4);
  // By default you play seat 1 against the game's strongest bot.
  const strongest = [...GAMES.get(gameId)!.bots].sort((a, b) => b.strength - a.strength)[0]!.name;
  seats ??= ['you', ...Array<string>(players - 1).fill(strongest)];
  if (seats.length !== players)
    throw new UsageError(`--seats names ${seats.length} seats but --players is ${players}`);
  return playCommand(
    {
      gameId,
      seats,
      lang,
      seed: values.seed ?? String(Date.now()),
      ...(values.save ? { saveTo: values.save } : {}),
      seatingOrder: values['seat-order'] === true,
    },
    (message) => {
      throw new UsageError(message);
    },
  );
}

function runSimulate(args: readonly string[]): number {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      players: { type: 'string' },
      games: { type: 'string' },
      bots: { type: 'string' },
      seed: { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  const gameId = knownGame(positionals[0]);
  if (!gameId) throw new UsageError(`simulate needs a game: ${[...GAMES.keys()].join(', ')}`);
  const entry = GAMES.get(gameId)!;
  const bots = (values.bots ?? '').split(',').filter(Boolean);
  const players = intArg(values.players, 'players', bots.length || entry.game.minPlayers);
  if (bots.length === 0) throw new UsageError('--bots is required, e.g. --bots expert,heuristic');
  // One bot name stands for every seat; otherwise there is one per seat.
  const seated = bots.length === 1 ? Array<string>(players).fill(bots[0]!) : bots;
  if (seated.length !== players)
    throw new UsageError(`--bots names ${seated.length} bots for ${players} players`);
  const problem = badPlayers(gameId, players) ?? badBots(gameId, seated);
  if (problem) throw new UsageError(problem);
  const report = simulate({
    gameId,
    players,
    games: intArg(values.games, 'games', 100),
    bots: seated,
    seed: values.seed ?? 'fathom',
    rotate: true,
  });
  if (values.json) process.stdout.write(JSON.stringify(report) + '\n');
  else printSimulation(report);
  return 0;
}

async function tournament(args: readonly string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      players: { type: 'string' },
      games: { type: 'string' },
      bots: { type: 'string' },
      threads: { type: 'string' },
      ms: { type: 'string' },
      'cpu-clock': { type: 'boolean' },
      seed: { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  const gameId = knownGame(positionals[0]);
  if (!gameId) throw new UsageError(`tournament needs a game: ${[...GAMES.keys()].join(', ')}`);
  const entry = GAMES.get(gameId)!;
  const names = (values.bots ?? '').split(',').filter(Boolean);
  if (names.length < 2)
    throw new UsageError('--bots needs at least two bots, e.g. --bots random,heuristic');
  const unknown = badBots(gameId, names);
  if (unknown) throw new UsageError(unknown);
  const players = [...new Set(names)];
  if (players.length < 2) throw new UsageError('--bots needs at least two different bots');
  const seats = intArg(
    values.players,
    'players',
    Math.min(Math.max(names.length, entry.game.minPlayers), entry.game.maxPlayers),
  );
  const badCount = badPlayers(gameId, seats);
  if (badCount) throw new UsageError(badCount);
  // A lineup when the names fill the seats exactly (repeats allowed); a round robin otherwise.
  const lineup = names.length === seats ? names.map((n) => players.indexOf(n)) : null;
  const threads = intArg(values.threads, 'threads', defaultThreads());
  // The process's CPU time counts every thread's: one thread, so that it is the bots' own.
  if (values['cpu-clock'] && threads !== 1) throw new UsageError('--cpu-clock needs --threads 1');
  const report = await runTournament({
    gameId,
    players,
    seats,
    lineup,
    seed: values.seed ?? 'fathom',
    timeMs: values.ms === undefined ? undefined : intArg(values.ms, 'ms', 1000),
    games: intArg(values.games, 'games', 100),
    threads,
    cpuClock: values['cpu-clock'] === true,
  });
  if (values.json) process.stdout.write(JSON.stringify(report) + '\n');
  else printTournament(report);
  return 0;
}

async function analyze(args: readonly string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      iterations: { type: 'string' },
      threads: { type: 'string' },
      seed: { type: 'string' },
      lang: { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  const file = positionals[0];
  if (!file) throw new UsageError('analyze needs a replay file');
  return analyzeCommand(file, {
    iterations: intArg(values.iterations, 'iterations', ANALYSIS_ITERATIONS),
    threads: intArg(values.threads, 'threads', defaultThreads()),
    seed: values.seed ?? 'analysis',
    json: values.json ?? false,
    lang: langArg(values.lang),
  });
}

function replay(args: readonly string[]): number {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { json: { type: 'boolean' }, lang: { type: 'string' } },
  });
  const file = positionals[0];
  if (!file) throw new UsageError('replay needs a file');
  return replayCommand(file, {
    json: values.json ?? false,
    lang: langArg(values.lang),
  });
}

/** --lang, English when not given. */
function langArg(value: string | undefined): Lang {
  if (value === undefined) return 'en';
  if (!isLang(value)) throw new UsageError('--lang must be es, en or fr');
  return value;
}

async function data(command: 'backup' | 'restore', args: readonly string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' } },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new UsageError(`${command} needs one file`);
  if (process.env.DATABASE_URL)
    throw new UsageError(`${command} is for SQLite; with DATABASE_URL set, use pg_dump`);
  const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? 'data';
  return command === 'backup' ? backupCommand(file, dataDir) : restoreCommand(file, dataDir);
}
