import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry.js';
import { createRng, runMatch } from '../../src/kernel/index.js';
import type { MoveRecord } from '../../src/server/storage/types.js';
import { LiveTable } from '../../src/server/tables/live-table.js';
import { MoveLog } from '../../src/server/tables/move-log.js';
import { sampleTable } from './storage-contract.js';

// A table loads from its latest snapshot plus the moves after it: that must be the full fold.
describe('snapshots', () => {
  for (const [gameId, entry] of GAMES) {
    it(`folding from a snapshot gives the state of the full log (${gameId})`, () => {
      const { game } = entry;
      const players = game.minPlayers;
      const options = game.defaultOptions(players);
      const bots = Array.from({ length: players }, () =>
        (entry.bots[0] as (typeof entry.bots)[number]).create(),
      );
      const match = runMatch(
        game,
        options,
        bots,
        createRng('snap'),
        bots.map((_, i) => createRng(`b${i}`)),
      );
      const moves: MoveRecord[] = match.moves.map((m, i) => ({
        seq: i + 1,
        actor: m.actor,
        move: m.move,
        at: i,
        byBot: true,
      }));
      const seat = {
        kind: 'bot' as const,
        bot: 'x',
        name: 'x',
        tokenHash: null,
        zombie: false,
        clockBonusMs: 0,
      };
      const record = sampleTable({
        game: gameId,
        options,
        status: 'playing',
        startedAt: 0,
        seats: Array.from({ length: players }, () => seat),
      });
      const full = new LiveTable(record, entry);
      full.moves = MoveLog.of(moves);
      full.rebuild(null);
      expect(full.result()).toEqual(match.result);

      // The state halfway, as a snapshot would hold it.
      const half = Math.floor(moves.length / 2);
      const partial = new LiveTable(full.record, entry);
      partial.moves = MoveLog.of(moves.slice(0, half));
      partial.rebuild(null);
      const text = partial.snapshotText();
      expect(text).not.toBeNull();
      const resumed = new LiveTable(full.record, entry);
      resumed.moves = MoveLog.of(moves);
      resumed.rebuild({ seq: half, state: text as string });
      expect(resumed.state).toEqual(full.state);
    });
  }
});
