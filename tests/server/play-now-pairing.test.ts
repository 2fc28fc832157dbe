import { describe, expect, it } from 'vitest';
import { botLevelFor } from '../../src/server/play-now/bot-level.js';
import { paceControl, ratingRange, ratingsMeet } from '../../src/server/play-now/pairing.js';

describe('Play now pairing', () => {
  it('widens the rating range by a step every 5 s, from ±100 up to ±500', () => {
    expect(ratingRange(0)).toBe(100);
    expect(ratingRange(4_999)).toBe(100);
    expect(ratingRange(5_000)).toBe(150);
    expect(ratingRange(20_000)).toBe(300);
    expect(ratingRange(600_000)).toBe(500);
  });

  it('meets two ratings only when both ranges accept the gap', () => {
    const now = 100_000;
    const old = { rating: 1500, createdAt: now - 60_000 };
    const fresh = { rating: 1700, createdAt: now };
    expect(ratingsMeet(old, fresh, now)).toBe(false);
    expect(ratingsMeet(old, { ...fresh, createdAt: now - 10_000 }, now)).toBe(true);
    expect(ratingsMeet(old, { rating: 1590, createdAt: now }, now)).toBe(true);
  });

  it('gives a bot of the level nearest the rating', () => {
    expect(botLevelFor('into-the-blue', 1000)).toBe('random');
    expect(botLevelFor('into-the-blue', 1500)).toBe('heuristic');
    expect(botLevelFor('survive', 1900)).toBe('search');
    expect(botLevelFor('no-such-game', 1500)).toBeNull();
  });

  it('turns a pace into the lobby’s time control', () => {
    expect(paceControl('s:0')).toEqual({ kind: 'none' });
    expect(paceControl('s:30')).toEqual({ kind: 'live', initialMs: 300_000, incrementMs: 30_000 });
    expect(paceControl('h:24')).toEqual({ kind: 'async', perMoveMs: 86_400_000 });
  });
});
