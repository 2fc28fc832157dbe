import { describe, expect, it } from 'vitest';
import { isPerson, keptSeat, localSeat } from './seat-kinds';

describe('who a seat of a new table is for', () => {
  const account = { kind: 'account', name: 'Bea' };
  const guest = { kind: 'guest', name: 'Cleo' };
  const person = { kind: 'human', name: 'Dan' };

  it('keeps an account’s seat for the account, a guest’s by name, whatever the boxes say', () => {
    for (const [all, accounts] of [
      [false, false],
      [true, false],
      [true, true],
    ] as const) {
      expect(keptSeat(account, 1, 'Bea', all, accounts)).toEqual({
        seat: 1,
        name: 'Bea',
        account: true,
      });
      expect(keptSeat(guest, 2, 'Cleo', all, accounts)).toEqual({ seat: 2, name: 'Cleo' });
    }
  });

  it('keeps anyone’s seat only when every seat is kept, for accounts only if asked', () => {
    expect(keptSeat(person, 3, 'Dan', false, false)).toBeNull();
    expect(keptSeat(person, 3, 'Dan', true, false)).toEqual({ seat: 3, name: 'Dan' });
    expect(keptSeat(person, 3, 'Dan', true, true)).toEqual({ seat: 3, name: 'Dan', account: true });
    expect(keptSeat({ kind: 'expert', name: 'Bot' }, 3, 'Bot', true, true)).toBeNull();
  });

  it('plays an account’s or a guest’s seat as a person’s on this device', () => {
    expect([account, guest, person].map(localSeat).map((s) => s.kind)).toEqual([
      'human',
      'human',
      'human',
    ]);
    expect(localSeat({ kind: 'expert', name: 'Bot' }).kind).toBe('expert');
    expect(['human', 'account', 'guest', 'expert'].map(isPerson)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
