import { readFileSync } from 'node:fs';
import {
  kernelMessages,
  loadReplay,
  parseReplayText,
  replayNames,
  replayProblemText,
  translate,
  type Lang,
  type ReplayedGame,
  type ReplayProblem,
} from '../kernel/index.js';
import { GAME_MAP, GAMES } from '../games/registry.js';
import { TERMINALS } from './games/index.js';

/**
 * Reads and checks a replay file: the game replayed, or its problem in the reader's language
 * (the same words the web client shows).
 */
export function readReplayFile(
  file: string,
  lang: Lang,
): { ok: true; raw: unknown; value: ReplayedGame<unknown> } | { ok: false; message: string } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    return {
      ok: false,
      message: `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    };
  }
  const say = (problem: ReplayProblem, names: readonly string[]) => {
    const catalogs = [...[...GAMES.values()].map((g) => g.game.messages), kernelMessages];
    return {
      ok: false as const,
      message: `${file}: ${replayProblemText(problem, names, (code, params) => translate(catalogs, lang, code, params))}`,
    };
  };
  const raw = parseReplayText(text);
  if (!raw.ok) return say(raw.problem, []);
  const loaded = loadReplay(raw.value, GAME_MAP);
  if (!loaded.ok) return say(loaded.problem, replayNames(raw.value));
  return { ok: true, raw: raw.value, value: loaded.value };
}

/** Checks and replays a file; exit code 2 with a message naming the problem when it is bad. */
export function replayCommand(file: string, opts: { json: boolean; lang: Lang }): number {
  const loaded = readReplayFile(file, opts.lang);
  if (!loaded.ok) return bad(loaded.message);
  const { game, final, result, replay } = loaded.value;
  if (opts.json) {
    process.stdout.write(
      JSON.stringify({
        game: game.id,
        result: result ?? null,
        moves: replay.moves.length,
        over: result !== null,
      }) + '\n',
    );
    return 0;
  }
  const names = replay.players.map((p) => p.name);
  const terminal = TERMINALS.get(game.id);
  const out: string[] = [`${game.id}, ${replay.moves.length} moves`];
  if (terminal) out.push(terminal.render(game.view(final, 'spectator'), opts.lang, names));
  if (result) {
    out.push(
      ...result.scores.map(
        (s, i) => `${names[i]}: ${s}${result.ranking[i] === 1 ? ' (winner)' : ''}`,
      ),
    );
  } else out.push('The game is not over yet.');
  process.stdout.write(out.join('\n') + '\n');
  return 0;
}

function bad(message: string): number {
  process.stderr.write(`fathom replay: ${message}\n`);
  return 2;
}
