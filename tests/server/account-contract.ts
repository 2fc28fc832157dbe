import { expect, it } from 'vitest';
import type { Storage } from '../../src/server/storage/types.js';
import type { PasskeyRecord, SessionRecord } from '../../src/server/storage/account-types.js';
import { SESSIONS_KEPT } from '../../src/server/storage/account-sql.js';
import { sampleAccount } from './storage-contract.js';

let counter = 0;

function samplePasskey(account: string): PasskeyRecord {
  counter++;
  return {
    id: `cred${counter}${Date.now().toString(36)}`,
    account,
    publicKey: 'pQECAyYgASFYIA',
    counter: 0,
    transports: ['internal', 'hybrid'],
    createdAt: Date.now(),
  };
}

function sampleSession(account: string, lastSeen: number, expiresAt: number): SessionRecord {
  counter++;
  return {
    tokenHash: `h${counter}${Date.now().toString(36)}`,
    account,
    createdAt: lastSeen,
    lastSeen,
    expiresAt,
  };
}

/** The accounts' part of the storage contract (storage-contract.ts runs it on both engines). */
export function accountContract(storage: () => Storage): void {
  it('keeps accounts: one per name key, found by id and by key, password changed, deleted', async () => {
    const s = storage();
    const a = sampleAccount();
    expect(await s.createAccount(a)).toBe(true);
    expect(await s.getAccount(a.id)).toEqual(a);
    expect(await s.findAccount(a.nameKey)).toEqual(a);
    // Another account with the same key: refused, the first one kept whole.
    const twin = { ...sampleAccount(), nameKey: a.nameKey, name: a.name.toUpperCase() };
    expect(await s.createAccount(twin)).toBe(false);
    expect(await s.getAccount(twin.id)).toBeNull();
    expect(await s.findAccount(a.nameKey)).toEqual(a);
    await s.setPassword(a.id, 'scrypt$new');
    expect((await s.getAccount(a.id))?.password).toBe('scrypt$new');
    await s.setPassword(a.id, null);
    expect((await s.getAccount(a.id))?.password).toBeNull();
    expect(await s.getAccount('nope')).toBeNull();
    expect(await s.findAccount('nope')).toBeNull();
  });

  it('keeps passkeys: one per credential id, listed per account, counters updated', async () => {
    const s = storage();
    const a = sampleAccount();
    const b = sampleAccount();
    for (const x of [a, b]) await s.createAccount(x);
    const p1 = samplePasskey(a.id);
    const p2 = samplePasskey(a.id);
    expect(await s.addPasskey(p1)).toBe(true);
    expect(await s.addPasskey(p2)).toBe(true);
    // The same credential for another account: refused.
    expect(await s.addPasskey({ ...p1, account: b.id })).toBe(false);
    expect(await s.getPasskey(p1.id)).toEqual(p1);
    expect((await s.listPasskeys(a.id)).map((p) => p.id).sort()).toEqual([p1.id, p2.id].sort());
    expect(await s.listPasskeys(b.id)).toEqual([]);
    await s.setPasskeyCounter(p1.id, 42);
    expect((await s.getPasskey(p1.id))?.counter).toBe(42);
    expect(await s.getPasskey('nope')).toBeNull();
  });

  it('keeps sessions: read, touched, deleted one or all, expired ones pruned', async () => {
    const s = storage();
    const a = sampleAccount();
    const b = sampleAccount();
    for (const x of [a, b]) await s.createAccount(x);
    const now = Date.now();
    const old = sampleSession(a.id, now - 10_000, now - 1);
    await s.createSession(old);
    expect(await s.getSession(old.tokenHash)).toEqual(old);
    const live = sampleSession(a.id, now, now + 60_000);
    await s.createSession(live);
    // Creating a session dropped the expired one.
    expect(await s.getSession(old.tokenHash)).toBeNull();
    await s.touchSession(live.tokenHash, now + 5, now + 90_000);
    expect(await s.getSession(live.tokenHash)).toEqual({
      ...live,
      lastSeen: now + 5,
      expiresAt: now + 90_000,
    });
    const other = sampleSession(b.id, now, now + 60_000);
    await s.createSession(other);
    const second = sampleSession(a.id, now, now + 60_000);
    await s.createSession(second);
    await s.deleteSession(second.tokenHash);
    expect(await s.getSession(second.tokenHash)).toBeNull();
    await s.createSession(second);
    expect(await s.deleteSessions(a.id)).toBe(2);
    expect(await s.getSession(live.tokenHash)).toBeNull();
    expect(await s.getSession(other.tokenHash)).toEqual(other);
  });

  it('keeps at most SESSIONS_KEPT sessions per account, the latest seen', async () => {
    const s = storage();
    const a = sampleAccount();
    await s.createAccount(a);
    const now = Date.now();
    const made = Array.from({ length: SESSIONS_KEPT + 5 }, (_, i) =>
      sampleSession(a.id, now + i, now + 60_000),
    );
    for (const x of made) await s.createSession(x);
    const kept = await Promise.all(made.map((x) => s.getSession(x.tokenHash)));
    expect(kept.filter(Boolean).length).toBe(SESSIONS_KEPT);
    expect(kept.slice(5).every(Boolean)).toBe(true);
  });

  it('links seats to accounts: latest first in pages, the people played with, all gone with the account', async () => {
    const s = storage();
    const [a, b, c] = [sampleAccount(), sampleAccount(), sampleAccount()];
    for (const x of [a, b, c]) await s.createAccount(x);
    await s.addAccountSeat(a.id, { table: 't1', seat: 0, at: 1 });
    await s.addAccountSeat(b.id, { table: 't1', seat: 1, at: 1 });
    await s.addAccountSeat(a.id, { table: 't2', seat: 1, at: 2 });
    await s.addAccountSeat(c.id, { table: 't2', seat: 0, at: 3 });
    await s.addAccountSeat(a.id, { table: 't3', seat: 0, at: 3 });
    // Again: its time moves, no second row.
    await s.addAccountSeat(a.id, { table: 't1', seat: 0, at: 4 });
    expect(await s.accountSeats(a.id, 10, 0)).toEqual([
      { table: 't1', seat: 0, at: 4 },
      { table: 't3', seat: 0, at: 3 },
      { table: 't2', seat: 1, at: 2 },
    ]);
    expect(await s.accountSeats(a.id, 1, 1)).toEqual([{ table: 't3', seat: 0, at: 3 }]);
    expect(await s.playedWith(a.id, 10)).toEqual([
      { id: c.id, name: c.name },
      { id: b.id, name: b.name },
    ]);
    expect(await s.playedWith(a.id, 1)).toEqual([{ id: c.id, name: c.name }]);
    await s.createSession(sampleSession(c.id, 1, Date.now() + 60_000));
    await s.addPasskey(samplePasskey(c.id));
    await s.deleteAccount(c.id);
    expect(await s.getAccount(c.id)).toBeNull();
    expect(await s.findAccount(c.nameKey)).toBeNull();
    expect(await s.listPasskeys(c.id)).toEqual([]);
    expect(await s.deleteSessions(c.id)).toBe(0);
    expect(await s.accountSeats(c.id, 10, 0)).toEqual([]);
    expect(await s.playedWith(a.id, 10)).toEqual([{ id: b.id, name: b.name }]);
    // The name is free again.
    expect(await s.createAccount({ ...sampleAccount(), nameKey: c.nameKey })).toBe(true);
  });

  it('unlinks a seat let go from every account but the one kept, and from no other seat', async () => {
    const s = storage();
    const [a, b] = [sampleAccount(), sampleAccount()];
    for (const x of [a, b]) await s.createAccount(x);
    // a invited to seat 1 of u1, b taking it; a's seat 0 of u1 and of u2.
    await s.addAccountSeat(a.id, { table: 'u1', seat: 1, at: 1 });
    await s.addAccountSeat(b.id, { table: 'u1', seat: 1, at: 2 });
    await s.addAccountSeat(a.id, { table: 'u1', seat: 0, at: 3 });
    await s.addAccountSeat(a.id, { table: 'u2', seat: 1, at: 4 });
    await s.removeSeatLinks('u1', 1, b.id);
    expect(await s.accountSeats(a.id, 10, 0)).toEqual([
      { table: 'u2', seat: 1, at: 4 },
      { table: 'u1', seat: 0, at: 3 },
    ]);
    expect(await s.accountSeats(b.id, 10, 0)).toEqual([{ table: 'u1', seat: 1, at: 2 }]);
    // Keeping none: whoever held it lets it go.
    await s.removeSeatLinks('u1', 1);
    expect(await s.accountSeats(b.id, 10, 0)).toEqual([]);
    expect(await s.accountSeats(a.id, 10, 0)).toHaveLength(2);
  });
}
