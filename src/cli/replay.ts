import { readFileSync } from 'node:fs';
import {
  kernelMessages,
  loadReplay,
  parseReplayText,
  translate,
  type Lang,
} from '../kernel/index.js';
import { GAME_MAP, GAMES } from '../games/registry.js';
import { TERMINALS } from './games/index.js';

/** Checks and replays a file; exit code 2 with a message naming the problem when it is bad. */
export function replayCommand(file: string, opts: { json: boolean; lang: Lang }): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    return bad(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  const raw = parseReplayText(text);
  if (!raw.ok) return bad(`${file}: ${raw.error.params.message}`);
  const catalogs = [...[...GAMES.values()].map((g) => g.game.messages), kernelMessages];
  const loaded = loadReplay(raw.value, GAME_MAP, (code, params) =>
    translate(catalogs, 'en', code, params),
  );
  if (!loaded.ok)
    return bad(`${file}: ${loaded.error.params.where}: ${loaded.error.params.message}`);
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
