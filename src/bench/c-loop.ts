import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Plain C loops of a game's random playout (issue 31 measures the engine against one), compiled
 * with the machine's `cc` when `npm run bench` starts: a reference that moves with the machine,
 * so the ratio holds on a shared machine whose speed drifts, where a figure of another day does
 * not. Sources in src/bench/<game>/loop.c, each for one player count.
 */
const LOOPS: Readonly<Record<string, { source: string; players: number }>> = {
  'into-the-blue': { source: 'into-the-blue/loop.c', players: 4 },
};

export interface CLoop {
  readonly players: number;
  /** Plays `games` games; returns the CPU milliseconds they took (the process's start left out). */
  readonly play: (games: number) => number;
  readonly close: () => void;
}

/** The game's C loop compiled, or why not (no loop for it, another player count, no compiler). */
export function compileCLoop(gameId: string, players: number): CLoop | string | null {
  const loop = LOOPS[gameId];
  if (!loop) return null;
  if (loop.players !== players) return `the C loop plays ${loop.players} players only`;
  // From dist/bench (built) or src/bench: the source stays in src.
  const source = fileURLToPath(new URL(`../../src/bench/${loop.source}`, import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'fathom-c-loop-'));
  const binary = join(dir, 'loop');
  try {
    execFileSync('cc', ['-O2', '-o', binary, source], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return `no C loop: cc -O2 failed (${(error as Error).message.split('\n')[0]})`;
  }
  return {
    players: loop.players,
    play: (games) => {
      const out = execFileSync(binary, [String(games)], { encoding: 'utf8' });
      return Number(out.split(' ')[0]) * 1000;
    },
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}
