import { describe, expect, it } from 'vitest';
import { seatProfiles } from './seat-profiles';

describe('which seats’ names lead to a profile', () => {
  it('only a signed-in person’s, under their account’s name', () => {
    const seats = [
      { kind: 'human', name: 'Ana', account: true },
      { kind: 'human', name: 'Guest' },
      { kind: 'human', name: 'Old', account: false, deleted: true },
      { kind: 'bot', name: null },
      { kind: 'human', name: null },
      // A deleted account is never a profile, even were the flag left on.
      { kind: 'human', name: 'Gone', account: true, deleted: true },
    ];
    expect(seatProfiles(seats)).toEqual(['Ana', null, null, null, null, null]);
  });
});
