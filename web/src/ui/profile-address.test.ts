import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileHref, profileNameOf } from './profile-address';

describe('a profile’s address', () => {
  it('reads back the very name it was built from', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'grapheme' }), (name) => {
        expect(profileNameOf(profileHref(name))).toBe(name);
      }),
    );
  });

  it('escapes what would change the path', () => {
    expect(profileHref('Ana')).toBe('/u/Ana');
    expect(profileHref('a/b ?#')).toBe('/u/a%2Fb%20%3F%23');
    expect(profileHref('Íñigo')).toBe('/u/%C3%8D%C3%B1igo');
  });

  it('names no one for other paths or malformed escapes', () => {
    for (const path of ['/u/', '/u', '/u/a/b', '/t/abc', '/user/Ana', '/u/%E0'])
      expect(profileNameOf(path)).toBeNull();
  });
});
