import { describe, expect, it } from 'vitest';
import { chanceStep } from '../setup.js';
import { bulb } from '../turn.js';
import { cardIndex, colourIndex, expansionIndex, game, pack, Table } from './helpers.js';

/** The tile colours of the HQ rooms by room id. */
const tiles = (t: Table) =>
  Object.fromEntries(pack.hq.rooms.slice(1).map((r, i) => [r.id, t.state.tiles[i + 1]]));
const cardTiles = (id: string) =>
  Object.fromEntries(
    Object.entries(pack.programCards.find((c) => c.id === id)!.tiles).map(([room, colour]) => [
      room,
      colourIndex(colour),
    ]),
  );

describe('the end of a round', () => {
  it('is the intermediate scoring, then chance lays 6 cards and 6 expansions, one per sector', () => {
    const t = new Table(2);
    t.idle().idle().idle().idle();
    expect(t.state.phase).toBe('chance');
    const kinds: string[] = [];
    while (t.state.phase === 'chance') {
      const step = chanceStep(t.state)!;
      kinds.push(step.kind);
      t.chance(game.chanceOutcomes(t.state)[0]!.move);
    }
    expect(kinds).toEqual([
      ...Array(6).fill('research'),
      ...Array(6).fill('expansion'),
      'orient',
      'program',
    ]);
    // New cards and expansions go on top of those left.
    t.state.station.forEach((sector, pos) => {
      const id = (n: number) => String(n).padStart(2, '0');
      expect(sector.cards).toEqual([cardIndex(`R${id(pos + 1)}`), cardIndex(`R${id(pos + 7)}`)]);
      expect(sector.expansions).toEqual([
        expansionIndex(`X${id(pos + 1)}`),
        expansionIndex(`X${id(pos + 7)}`),
      ]);
    });
    expect(t.state.round).toBe(2);
  });

  it('the research card taken is the top one, laid last', () => {
    const t = new Table(2).endRound({ research: ['R20', 'R21', 'R22', 'R23', 'R24', 'R25'] });
    t.until(0).ret('yellow');
    t.act('D', 'red');
    expect(t.seat(0).cards).toEqual([cardIndex('R23')]);
    expect(t.sector('D').cards).toEqual([cardIndex('R04')]);
    // Round 2: the second centre tile's bulb.
    expect(bulb(t.state)).toBe(3);
    expect(t.seat(0).kp).toBe(3);
  });

  it('puts out the top centre tile, turned as chance oriented it', () => {
    // 2 players, the bulb-2 tile turned by 2: ring position p gets edge p - 2.
    const t = new Table(2, { rotation: 2 });
    const poolBefore = { ...t.state.pool };
    t.idle().idle().idle().idle();
    // The scoring gave each player a time marker for their submarine.
    expect(t.state.pool.time).toBe(poolBefore.time - 2);
    const oldTime = t.state.station.reduce((n, x) => n + x.time, 0);
    const before = t.state.station.map((x) => ({ ...x }));
    const poolAtEnd = { ...t.state.pool };
    t.deal({ rotation: 1 });
    const tile = pack.centreTiles[t.state.centre[0]!]!;
    expect([tile.players, tile.bulb]).toEqual([2, 2]);
    let newTime = 0;
    t.state.station.forEach((sector, pos) => {
      const edge = tile.edges[(pos - 2 + 6) % 6]!;
      // Time markers are replaced, crystals and octopods added.
      expect(sector.time).toBe(edge.time);
      expect(sector.crystals).toBe(before[pos]!.crystals + edge.crystals);
      expect(sector.octopods).toBe(before[pos]!.octopods + edge.octopods);
      newTime += edge.time;
    });
    expect(t.state.station.map((x) => x.time)).toEqual([3, 2, 2, 3, 2, 2]);
    expect(t.state.pool.time).toBe(poolAtEnd.time + oldTime - newTime);
    expect(t.state.pool.crystals).toBe(poolAtEnd.crystals - 3);
    expect(t.state.pool.octopods).toBe(poolAtEnd.octopods - 4);
    expect(t.state.centreDone).toBe(1);
    expect(t.state.rotation).toBe(1);
    expect(bulb(t.state)).toBe(3);
  });

  it('2 players: neutral submarines take the neutral colour with most left, not yet there', () => {
    // Setup put neutral 2 in B and neutral 3 in C. Turned by 2, the bulb-2 tile sends neutral
    // submarines to C (edge 0) and F (edge 3).
    const t = new Table(2, { rotation: 2 });
    expect([t.sector('B').subs, t.sector('C').subs]).toEqual([[2], [3]]);
    t.endRound({ rotation: 1 });
    expect(t.sector('C').subs).toEqual([3, 2]);
    expect(t.sector('F').subs).toEqual([3]);
    expect(t.state.neutralSubs).toEqual([0, 0, 4, 4]);
    // Turned by 1, the bulb-3 tile sends them to C (edge 1) and F (edge 4). C holds both neutral
    // colours: its submarine goes to the next sector clockwise, D.
    t.endRound();
    expect(t.sector('C').subs).toEqual([3, 2]);
    expect(t.sector('D').subs).toEqual([0, 2]);
    expect(t.sector('F').subs).toEqual([3, 2]);
    expect(t.state.neutralSubs).toEqual([0, 0, 2, 4]);
  });

  it('3 players: the one neutral colour, and the clockwise fallback', () => {
    // The 3-player bulb-2 tile has a neutral submarine on edge 3; turned by 4 it faces B, which
    // already holds the neutral submarine from setup: it goes on to C.
    const t = new Table(3, { rotation: 4 });
    expect(t.sector('B').subs).toEqual([3]);
    t.endRound();
    expect(t.sector('B').subs).toEqual([3]);
    expect(t.sector('C').subs).toEqual([2, 3]);
    expect(t.state.neutralSubs).toEqual([0, 0, 0, 4]);
  });

  it('4 players: no neutral submarines', () => {
    const t = new Table(4);
    t.endRound().endRound().endRound();
    expect(t.state.station.every((x) => x.subs.every((c) => c < 4))).toBe(true);
    expect(t.state.station.flatMap((x) => x.subs).sort()).toEqual([0, 1, 2, 3]);
  });

  it('a short general supply gives what is left, in ring order', () => {
    const t = new Table(2, { rotation: 2 });
    t.idle().idle().idle().idle();
    const crystals = t.state.station.map((x) => x.crystals);
    t.edit((s) => {
      // All but one crystal of the supply lie in sector B (the total stays 20).
      s.station[1]!.crystals += s.pool.crystals - 1;
      s.pool.crystals = 1;
    });
    t.deal();
    // A, C and E were each to get a crystal: only A does.
    expect(t.sector('A').crystals).toBe(crystals[0]! + 1);
    expect(t.sector('C').crystals).toBe(crystals[2]);
    expect(t.sector('E').crystals).toBe(crystals[4]);
    expect(t.state.pool.crystals).toBe(0);
  });

  it('lays the HQ tiles of the visible program card and turns up the next', () => {
    const t = new Table(2, { programs: ['P5', 'P2'] });
    expect(tiles(t)).toEqual(cardTiles('P5'));
    t.endRound({ program: 'P7' });
    expect(tiles(t)).toEqual(cardTiles('P2'));
    expect(t.state.programs.map((i) => pack.programCards[i]!.id)).toEqual(['P5', 'P2', 'P7']);
    t.endRound({ program: 'P1' });
    expect(tiles(t)).toEqual(cardTiles('P7'));
    t.endRound();
    expect(tiles(t)).toEqual(cardTiles('P1'));
    // Four cards in all; the fourth round turns up none.
    expect(t.state.programs).toHaveLength(4);
    expect(t.state.nextProgram).toBe(false);
  });

  it('round 4 plays under the bulb-5 tile, which is never put out', () => {
    const t = new Table(3).endRound().endRound();
    const kinds: string[] = [];
    for (let i = 0; i < 50 && t.state.phase !== 'chance'; i++) t.idle();
    while (t.state.phase === 'chance') {
      kinds.push(chanceStep(t.state)!.kind);
      t.chance(game.chanceOutcomes(t.state)[0]!.move);
    }
    // After round 3: cards, expansions and the bulb-4 tile; no orientation, no program card.
    expect(kinds).toEqual([...Array(6).fill('research'), ...Array(6).fill('expansion')]);
    expect(t.state.round).toBe(4);
    expect(bulb(t.state)).toBe(5);
    expect(t.state.centreDone).toBe(3);
    expect(t.state.rotation).toBe(-1);
    t.endRound();
    expect(t.state.phase).toBe('over');
    expect(game.toMove(t.state)).toEqual([]);
    expect(game.result(t.state)).not.toBeNull();
  });
});
