import { performance } from 'node:perf_hooks';
import { GAMES } from '../games/registry.js';
import { createRng, RandomAgent, runMatch, type Agent } from '../kernel/index.js';
import { decodeLegal, encodeLegalJson } from '../protocol/legal.js';

/**
 * `node dist/bench/legal-decode.js [--seconds N]`: how long a client takes to decode the legal
 * moves the server sends it (`decodeLegal`: the web client at every turn, and each of the load
 * generator's thousands of seats, whose CPU is taken from the server's on one machine). The lists
 * are every list of six random 4-player games of each game, as the server writes them. Prints µs
 * per list; nothing is asserted.
 */
const at = process.argv.indexOf('--seconds');
const seconds = at >= 0 ? Number(process.argv[at + 1]) : 2;

for (const [id, { game }] of GAMES) {
  const lists: unknown[] = [];
  // Random players that keep each list as the server would have sent it to them.
  const random = new RandomAgent<unknown, unknown>();
  const keeper: Agent<unknown, unknown> = {
    name: 'keeper',
    decide: (input) => {
      lists.push(JSON.parse(encodeLegalJson(input.legal)));
      return random.decide(input);
    },
  };
  for (let g = 0; g < 6; g++) {
    const seats = [keeper, keeper, keeper, keeper];
    const rngs = seats.map((_, s) => createRng(`legal-decode/${g}/${s}`));
    runMatch(game, game.defaultOptions(4), seats, createRng(`legal-decode/${g}`), rngs);
  }
  let moves = 0;
  for (const list of lists) moves += decodeLegal(list).length; // warm up
  const started = performance.now();
  let rounds = 0;
  while (performance.now() - started < seconds * 1000) {
    for (const list of lists) moves += decodeLegal(list).length;
    rounds++;
  }
  const us = ((performance.now() - started) * 1000) / (rounds * lists.length);
  console.log(
    `${id.padEnd(14)} ${lists.length} lists, ${us.toFixed(1)} µs per list (${moves} moves decoded)`,
  );
}
