import { expect, it } from 'vitest';
import type { Storage } from '../../src/server/storage/types.js';
import type { CeremonyRecord } from '../../src/server/storage/sign-in-types.js';

let counter = 0;
/** A ceremony begun at `createdAt`, lasting `ttl` ms. */
export function sampleCeremony(address: string, createdAt: number, ttl = 60_000): CeremonyRecord {
  counter++;
  return {
    id: `c${counter}${Date.now().toString(36)}`,
    address,
    createdAt,
    expiresAt: createdAt + ttl,
    data: JSON.stringify({ kind: 'login', challenge: `ch${counter}` }),
  };
}

const loose = { perAddress: 100, total: 100_000 };

/** The sign-in part of the storage contract (storage-contract.ts runs it on both engines). */
export function signInContract(storage: () => Storage): void {
  it('gives a ceremony back once, and never an unknown or expired one', async () => {
    const s = storage().signIns;
    const now = Date.now();
    const c = sampleCeremony('addr-once', now);
    await s.putCeremony(c, loose, now);
    expect(await s.takeCeremony(c.id, now + 1)).toEqual(c);
    expect(await s.takeCeremony(c.id, now + 2)).toBeNull();
    expect(await s.takeCeremony('nope', now)).toBeNull();
    const short = sampleCeremony('addr-once', now, 10);
    await s.putCeremony(short, loose, now);
    expect(await s.takeCeremony(short.id, now + 10)).toBeNull();
    // It is gone, not just refused: taken again earlier, it is still not there.
    expect(await s.takeCeremony(short.id, now)).toBeNull();
  });

  it('gives a ceremony to one of many takers at once', async () => {
    const s = storage().signIns;
    const now = Date.now();
    for (let round = 0; round < 5; round++) {
      const c = sampleCeremony('addr-race', now);
      await s.putCeremony(c, loose, now);
      const got = await Promise.all(Array.from({ length: 6 }, () => s.takeCeremony(c.id, now)));
      expect(got.filter((x) => x !== null)).toEqual([c]);
    }
  });

  it('drops expired ceremonies, and the oldest beyond the bounds per address and in all', async () => {
    const s = storage().signIns;
    const base = Date.now() + 1_000_000;
    // Expired by the time another is kept: gone (taken at a time it had not expired: none).
    const brief = sampleCeremony('addr-brief', base, 5);
    await s.putCeremony(brief, loose, base);
    await s.putCeremony(sampleCeremony('addr-other', base + 10), loose, base + 10);
    expect(await s.takeCeremony(brief.id, base)).toBeNull();
    // Per address: the latest 3 of one address, and another address's all.
    const bounds = { perAddress: 3, total: 100_000 };
    const other = sampleCeremony('addr-b', base + 20);
    await s.putCeremony(other, bounds, base + 20);
    const mine = Array.from({ length: 6 }, (_, i) => sampleCeremony('addr-a', base + 30 + i));
    for (const c of mine) await s.putCeremony(c, bounds, c.createdAt);
    const kept = [];
    for (const c of mine) kept.push((await s.takeCeremony(c.id, base + 40)) !== null);
    expect(kept).toEqual([false, false, false, true, true, true]);
    expect(await s.takeCeremony(other.id, base + 40)).toEqual(other);
    // In all: the latest 4, whatever their addresses.
    const all = Array.from({ length: 7 }, (_, i) => sampleCeremony(`addr-${i}`, base + 50 + i));
    for (const c of all) await s.putCeremony(c, { perAddress: 100, total: 4 }, c.createdAt);
    const left = [];
    for (const c of all) left.push((await s.takeCeremony(c.id, base + 60)) !== null);
    expect(left).toEqual([false, false, false, true, true, true, true]);
  });

  it('evicts from the address holding the most, never a bystander while a flooder holds more', async () => {
    const s = storage().signIns;
    const base = Date.now() + 2_000_000;
    const bounds = { perAddress: 3, total: 5 };
    // A bystander's ceremony, the oldest of all; then a flood from two addresses.
    const mine = sampleCeremony('addr-mine', base);
    await s.putCeremony(mine, bounds, base);
    const flood = Array.from({ length: 12 }, (_, i) =>
      sampleCeremony(`addr-flood${i % 2}`, base + 1 + i),
    );
    for (const c of flood) await s.putCeremony(c, bounds, c.createdAt);
    // Another bystander comes while the flooders hold 2 each: one of theirs goes, not a bystander's.
    const late = sampleCeremony('addr-late', base + 20);
    await s.putCeremony(late, bounds, late.createdAt);
    expect(await s.takeCeremony(mine.id, base + 30)).toEqual(mine);
    expect(await s.takeCeremony(late.id, base + 30)).toEqual(late);
    const kept = [];
    for (const c of flood) if (await s.takeCeremony(c.id, base + 30)) kept.push(c.address);
    expect(kept.sort()).toEqual(['addr-flood0', 'addr-flood1', 'addr-flood1']);
  });

  it('limits attempts per key with a token bucket', async () => {
    const s = storage().signIns;
    const now = Date.now();
    const key = `k${now}${++counter}`;
    const bucket = { rate: 1, burst: 3 };
    const waits = [];
    for (let i = 0; i < 4; i++) waits.push(await s.attempt(key, bucket, now));
    expect(waits).toEqual([0, 0, 0, 1000]);
    // A refused attempt spends nothing: half a second on, half a token is there.
    expect(await s.attempt(key, bucket, now + 500)).toBe(500);
    expect(await s.attempt(key, bucket, now + 1000)).toBe(0);
    expect(await s.attempt(key, bucket, now + 1000)).toBe(1000);
    // Another key has its own bucket; a slow rate (one a minute) counts in fractions.
    const slow = { rate: 1 / 60, burst: 2 };
    const other = `${key}-other`;
    expect(await s.attempt(other, slow, now)).toBe(0);
    expect(await s.attempt(other, slow, now + 1)).toBe(0);
    expect(await s.attempt(other, slow, now + 2)).toBe(60_000 - 2);
    // Long after, full again (and forgotten): the whole burst.
    const later = now + 10 * 60_000;
    for (let i = 0; i < 3; i++) expect(await s.attempt(key, bucket, later)).toBe(0);
    expect(await s.attempt(key, bucket, later)).toBeGreaterThan(0);
  });

  it('spends each token of a bucket once, however many attempts come at once', async () => {
    const s = storage().signIns;
    const now = Date.now();
    const key = `race${now}${++counter}`;
    const waits = await Promise.all(
      Array.from({ length: 12 }, () => s.attempt(key, { rate: 1 / 60, burst: 5 }, now)),
    );
    expect(waits.filter((w) => w === 0).length).toBe(5);
  });
}
