import { describe, expect, it } from 'vitest';
import { DEFAULT_PACK } from '../default-pack.js';
import { botsInPlayPoints, crystalPoints, finalScoring, octopodPenalty } from '../scoring.js';
import { clone } from '../state.js';
import { expansionIndex, scriptOptions, Table } from './helpers.js';

/**
 * The default pack played through the rules: the values the printed game attests (component
 * notes §11), and the recalibrated provisional tables. The other scripts play the first default
 * pack (helpers.ts), so this file is where the default's own numbers are held to account.
 */
const withDefault = (players: number) => ({ ...scriptOptions(players), pack: DEFAULT_PACK });

/** Four players, seat 0 with purple programmed and a catch limit of 4 (two octopod tiles). */
function catcher(octopodsInE: number): Table {
  const t = new Table(4, {}, withDefault(4));
  t.buy('purple').idle().idle().idle();
  return t.edit((s) => {
    s.seats[0]!.expansions = [expansionIndex('X03'), expansionIndex('X08')];
    const e = s.station[4]!; // ring ABCDEF: E at position 4
    s.pool.octopods += e.octopods - octopodsInE;
    e.octopods = octopodsInE;
  });
}

describe('the default pack: what the printed game attests', () => {
  it('catching 4 octopods in one action scores 10 KP (a play report)', () => {
    const t = catcher(4);
    t.act('E', 'purple');
    expect(t.sector('E').octopods).toBe(0);
    expect(t.seat(0).kp).toBe(10);
  });

  it('catching 2 still scores 3 KP (rulebook), and 3 the triangle’s 6', () => {
    const two = catcher(2).act('E', 'purple');
    expect(two.seat(0).kp).toBe(3);
    const three = catcher(3).act('E', 'purple');
    expect(three.seat(0).kp).toBe(6);
  });

  it('4 octopods left where you hold the control space cost 10 KP at the scoring (a hint)', () => {
    const t = new Table(2, {}, withDefault(2)).act('D', 'red');
    const penalty = (n: number) => {
      t.edit((s) => {
        s.station[3]!.octopods = n; // D at position 3
      });
      return octopodPenalty(t.state, 0);
    };
    expect([0, 1, 2, 3, 4, 5].map(penalty)).toEqual([0, -1, -3, -6, -10, -15]);
    expect(octopodPenalty(t.state, 1)).toBe(0);
  });

  it('a lap of the knowledge track is 50 spaces (a rules walkthrough)', () => {
    // 48 KP and a card's bulb of 2 reach 50: the "0+" counter, no line in the way.
    const t = new Table(2, {}, withDefault(2)).edit((s) => {
      s.seats[0]!.kp = 48;
    });
    t.act('D', 'red');
    expect(t.seat(0).kp).toBe(50);
    expect(DEFAULT_PACK.knowledgeTrack.length).toBe(50);
  });
});

describe('the default pack: the recalibrated provisional tables', () => {
  it('a red line before space 20 of every lap asks for a crystal', () => {
    const t = new Table(2, {}, withDefault(2)).edit((s) => {
      s.seats[0]!.kp = 19;
      s.seats[0]!.crystals = 1;
      s.pool.crystals--;
    });
    t.act('D', 'red');
    expect(t.state.redline).toEqual({ seat: 0, line: 20, target: 21, then: 'turn' });
  });

  it('crystals score 3 KP each; the bot columns 4 KP a column', () => {
    const t = new Table(2, {}, withDefault(2));
    const crystals = [0, 1, 2, 7].map((n) => {
      t.edit((s) => {
        s.seats[0]!.crystals = n;
      });
      return crystalPoints(t.state, 0);
    });
    expect(crystals).toEqual([0, 3, 6, 21]);
    t.edit((s) => {
      s.seats[0]!.supply = 10; // columns 0 and 1 empty
    });
    expect(botsInPlayPoints(t.state, 0)).toBe(4);
    t.edit((s) => {
      s.seats[0]!.supply = 0;
      s.seats[0]!.subsPlaced = 6;
    });
    expect(botsInPlayPoints(t.state, 0)).toBe(24);
  });

  it('letters at the end follow the triangle: 4 different letters, 10 KP', () => {
    const t = new Table(2, {}, withDefault(2)).endRound().endRound().endRound();
    const s = clone(t.state);
    const p = s.seats[0]!;
    p.kp = 40;
    p.time = 0;
    // Base lab D, and expansions lettered A, B and C (X28 has no letter).
    p.expansions = ['X01', 'X02', 'X03', 'X28'].map(expansionIndex);
    finalScoring(s);
    expect(p.kp).toBe(40 + 10);
  });
});
