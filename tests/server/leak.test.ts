import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry.js';
import type { Actor, AnyGame, Viewer } from '../../src/kernel/index.js';
import type { PatchOp } from '../../src/protocol/patch.js';
import { api, autoplay, Client, type Msg, onlyFrom, seatedTable, useTestApp } from './helpers.js';

/**
 * The leak test: complete games are played, then every message each seat and spectator received
 * is checked against what that viewer may see, recomputed from the full log: its view, the move
 * as the game redacts it for that viewer, its log line and its legal moves. Anything more (a
 * hidden chest, another seat's options) would make a message differ.
 */
const app = useTestApp();

const json = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;

function checkMessages(
  game: AnyGame,
  options: unknown,
  players: number,
  log: { actor: Actor; move: unknown }[],
  viewer: Viewer,
  received: Msg[],
) {
  const states: unknown[] = [game.setup(options, players)];
  for (const m of log) {
    const next = game.apply(states[states.length - 1], m.actor, m.move);
    if (!next.ok) throw new Error(next.error.code);
    states.push(next.value);
  }
  let checked = 0;
  const position = (seq: number, m: Msg) => {
    const state = states[seq];
    const view = json(game.view(state, viewer)) as Msg;
    // No view carries the options, which are the table's (docs/protocol.md).
    expect(m.view).not.toHaveProperty('options');
    delete view.options;
    expect(isDeepStrictEqual(m.view, view)).toBe(true);
    // The patch that rebuilt it carries nothing but parts of that view.
    if (m.type !== 'welcome') onlyFrom(view, m.patch as PatchOp[]);
    expect(m.toMove).toEqual(json(game.toMove(state)));
    // Only the seat to move is told its moves (the test client decodes them as the web client
    // does): in the game's order, each as the game wrote it.
    if (viewer !== 'spectator' && game.toMove(state).includes(viewer)) {
      expect(m.legal).toEqual(json(game.legalMoves(state, viewer)));
    } else expect(m.legal).toBeUndefined();
  };
  const move = (m: Msg) => {
    const seq = m.seq as number;
    const entry = log[seq - 1] as { actor: Actor; move: unknown };
    const before = states[seq - 1];
    expect(m.actor).toEqual(entry.actor);
    expect(m.move).toEqual(json(game.viewMove(before, entry.actor, entry.move, viewer)));
    expect(m.log).toEqual(json(game.describeMove(before, entry.actor, entry.move, viewer)));
    checked++;
  };
  for (const m of received) {
    if (m.type === 'move') {
      move(m);
      position(m.seq as number, m);
    } else if (m.type === 'moves') {
      // A batch: each move as a `move` message would tell it, the position after the last.
      const items = m.moves as Msg[];
      expect(items.length).toBeGreaterThan(0);
      items.forEach(move);
      expect(m.seq).toBe(items[items.length - 1]?.seq);
      position(m.seq as number, m);
    } else if (m.type === 'welcome' && (m.table as Msg).status !== 'open') {
      position(m.seq as number, m);
      for (const h of m.history as Msg[]) {
        const seq = h.seq as number;
        const entry = log[seq - 1] as { actor: Actor; move: unknown };
        expect(h.move).toEqual(
          json(game.viewMove(states[seq - 1], entry.actor, entry.move, viewer)),
        );
      }
    } else if (m.type === 'welcome') {
      expect(m.view).toBeNull();
    }
  }
  return checked;
}

for (const [gameId, { game }] of GAMES) {
  describe(`no hidden information leaks: ${gameId}`, () => {
    it('every message to every seat and spectator is built from that viewer’s view', async () => {
      for (let round = 0; round < 2; round++) {
        const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, 3 + round));
        // Some seats take `move` messages, the others batches (`moves`), alternately per round.
        const { id, clients } = await seatedTable(
          app,
          gameId,
          players,
          {},
          (seat) => (seat + round) % 2 === 1,
        );
        const spectator = await Client.connect(app.wsUrl);
        await spectator.hello(id);
        const batchSpectator = await Client.connect(app.wsUrl);
        await batchSpectator.hello(id, undefined, undefined, true);
        await (clients[0] as Client).request({ type: 'start' });
        clients.forEach((c, i) => autoplay(c, 77 + i + round * 10));
        // A redacted export mid-game holds only what a spectator may see.
        await spectator.next((m) => m.type === 'move' && (m.seq as number) >= 12, 30_000);
        const mid = await api(app.url, 'GET', `/api/v1/tables/${id}/replay`);
        expect(mid.body.meta.redacted).toBe(true);
        const end = await spectator.next((m) => m.type === 'move' && m.result !== null, 60_000);
        for (const watcher of [spectator, batchSpectator]) {
          await watcher.next((m) => m.type === 'table' && (m.table as Msg).status === 'finished');
        }
        const full = await api(app.url, 'GET', `/api/v1/tables/${id}/replay`);
        const log = full.body.moves as { actor: Actor; move: unknown }[];
        expect(log.length).toBe(end.seq);
        const options = full.body.options;
        let states: unknown = game.setup(options, players);
        for (const [i, m] of (mid.body.moves as { actor: Actor; move: unknown }[]).entries()) {
          const entry = log[i] as { actor: Actor; move: unknown };
          expect(m.move).toEqual(json(game.viewMove(states, entry.actor, entry.move, 'spectator')));
          const next = game.apply(states, entry.actor, entry.move);
          if (!next.ok) throw new Error(next.error.code);
          states = next.value;
        }
        clients.forEach((c, seat) => {
          expect(checkMessages(game, options, players, log, seat, c.received)).toBe(log.length);
        });
        for (const watcher of [spectator, batchSpectator]) {
          expect(checkMessages(game, options, players, log, 'spectator', watcher.received)).toBe(
            log.length,
          );
        }
        expect(batchSpectator.received.some((m) => m.type === 'move')).toBe(false);
        expect(spectator.received.some((m) => m.type === 'moves')).toBe(false);
        for (const c of [...clients, spectator, batchSpectator]) c.close();
      }
    }, 120_000);
  });
}
