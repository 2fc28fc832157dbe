import { expect, it } from 'vitest';
import type { Storage } from '../../src/server/storage/types.js';
import { sampleAccount } from './storage-contract.js';

/** The e-mail part of the storage contract (storage-contract.ts runs it on both engines). */
export function emailContract(storage: () => Storage): void {
  it('keeps an address unverified until its token is used once, before it expires', async () => {
    const s = storage();
    const a = sampleAccount();
    await s.createAccount(a);
    expect(await s.email.address(a.id)).toBeNull();
    await s.email.setAddress(
      a.id,
      'ana@example.org',
      'fr',
      true,
      { hash: 'h1', expires: 2000 },
      1000,
    );
    expect(await s.email.address(a.id)).toEqual({
      account: a.id,
      address: 'ana@example.org',
      verifiedAt: null,
      notify: true,
      lang: 'fr',
      tokenHash: 'h1',
      tokenExpires: 2000,
      createdAt: 1000,
    });
    // Expired: refused, and the token stays refused.
    expect(await s.email.verify('h1', 2000)).toBeNull();
    expect(await s.email.verify('nope', 1500)).toBeNull();
    // A new address replaces the old, with a new token; the old token is gone.
    await s.email.setAddress(
      a.id,
      'ana@example.com',
      'es',
      false,
      { hash: 'h2', expires: 9000 },
      3000,
    );
    expect(await s.email.verify('h1', 1500)).toBeNull();
    expect(await s.email.verify('h2', 4000)).toBe(a.id);
    // Single use.
    expect(await s.email.verify('h2', 4001)).toBeNull();
    expect(await s.email.address(a.id)).toMatchObject({
      address: 'ana@example.com',
      verifiedAt: 4000,
      notify: false,
      lang: 'es',
      tokenHash: null,
      tokenExpires: null,
    });
    await s.email.setNotify(a.id, true, 'en');
    expect(await s.email.address(a.id)).toMatchObject({
      notify: true,
      lang: 'en',
      verifiedAt: 4000,
    });
    // Changing the address again unverifies it.
    await s.email.setAddress(
      a.id,
      'x@example.org',
      'en',
      true,
      { hash: 'h3', expires: 9000 },
      5000,
    );
    expect((await s.email.address(a.id))?.verifiedAt).toBeNull();
    await s.email.removeAddress(a.id);
    expect(await s.email.address(a.id)).toBeNull();
  });

  it('claims one send per account and table per period, and prunes old sends', async () => {
    const s = storage();
    const [a, b] = [sampleAccount(), sampleAccount()];
    const table = `mail-${a.id}`;
    expect(await s.email.claimSend(a.id, table, 10_000, 10_000 - 3600)).toBe(true);
    // Within the period: refused, for that account and table only.
    expect(await s.email.claimSend(a.id, table, 11_000, 11_000 - 3600)).toBe(false);
    expect(await s.email.claimSend(b.id, table, 11_000, 11_000 - 3600)).toBe(true);
    expect(await s.email.claimSend(a.id, `${table}-2`, 11_000, 11_000 - 3600)).toBe(true);
    // Two at once: one wins.
    const both = await Promise.all([
      s.email.claimSend(a.id, table, 20_000, 20_000 - 3600),
      s.email.claimSend(a.id, table, 20_000, 20_000 - 3600),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await s.email.pruneSent(15_000)).toBeGreaterThanOrEqual(2);
    // a's first table (sent at 20 000) stays held back; b's is pruned and free again.
    expect(await s.email.claimSend(a.id, table, 20_500, 20_500 - 3600)).toBe(false);
    expect(await s.email.claimSend(b.id, table, 12_000, 12_000 - 3600)).toBe(true);
  });

  it('keeps turns held back for a digest: the first time held, due by time, taken once', async () => {
    const s = storage();
    const [a, b] = [sampleAccount(), sampleAccount()];
    await s.email.hold(a.id, 't1', 0, 1000);
    // Held again later: it keeps waiting from the first time.
    await s.email.hold(a.id, 't1', 0, 5000);
    await s.email.hold(a.id, 't2', 1, 3000);
    await s.email.hold(b.id, 't1', 1, 4000);
    expect(await s.email.heldDue(999, 10)).toEqual([]);
    expect(await s.email.heldDue(1000, 10)).toEqual([a.id]);
    expect((await s.email.heldDue(4000, 10)).sort()).toEqual([a.id, b.id].sort());
    expect(await s.email.heldDue(4000, 1)).toHaveLength(1);
    // Taken at 3500: both of a's (held at 1000 and 3000), once.
    const taken = await s.email.takeHeld(a.id, 3500);
    expect(taken.sort((x, y) => x.at - y.at)).toEqual([
      { table: 't1', seat: 0, at: 1000 },
      { table: 't2', seat: 1, at: 3000 },
    ]);
    expect(await s.email.takeHeld(a.id, 3500)).toEqual([]);
    // b's, held after the time given, is left for later.
    expect(await s.email.takeHeld(b.id, 3500)).toEqual([]);
    expect(await s.email.takeHeld(b.id, 4000)).toEqual([{ table: 't1', seat: 1, at: 4000 }]);
  });

  it('deletes the address and its sends with the account', async () => {
    const s = storage();
    const a = sampleAccount();
    await s.createAccount(a);
    await s.email.setAddress(
      a.id,
      'gone@example.org',
      'en',
      true,
      { hash: `d${a.id}`, expires: 9e12 },
      1,
    );
    expect(await s.email.claimSend(a.id, 'tbl', 100, 0)).toBe(true);
    await s.email.hold(a.id, 'tbl', 0, 100);
    await s.deleteAccount(a.id);
    expect(await s.email.address(a.id)).toBeNull();
    expect(await s.email.takeHeld(a.id, 200)).toEqual([]);
    expect(await s.email.claimSend(a.id, 'tbl', 101, 0)).toBe(true);
  });
}
