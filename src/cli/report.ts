import type { SimulationReport } from './simulate.js';

export function printSimulation(r: SimulationReport): void {
  const lines = [
    `${r.game}: ${r.games} games, ${r.players} players, ${r.seconds.toFixed(2)} s (${r.gamesPerSecond.toFixed(1)} games/s)`,
    'bot          wins     win%   mean score   ms/decision',
    ...r.seats.map(
      (s) =>
        `${s.bot.padEnd(12)} ${String(s.wins).padStart(6)}  ${((100 * s.wins) / r.games).toFixed(1).padStart(6)}%  ${s.meanScore.toFixed(2).padStart(10)}   ${s.meanDecisionMs.toFixed(3).padStart(10)}`,
    ),
    'Shared wins count once for each winner.',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}
