import { describe, expect, it } from 'vitest';
import { newAccountName } from '../../src/server/accounts/names.js';
import { mixedScripts, skeleton } from '../../src/server/accounts/skeleton.js';
import { call, signUp } from './account-calls.js';
import { useAccountApps } from './account-apps.js';

// Lookalike names (issue 39, item 9): invisible code points and mixed scripts refused, and a
// name whose skeleton (accounts/skeleton.ts) is another's taken, on SQLite and PostgreSQL.

/** The code points the attack used, and others of the same kind. */
const INVISIBLES = [
  0x034f, 0xfe00, 0xfe0f, 0x3164, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x180b, 0x180c, 0x180d, 0x180e,
  0x180f, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x2060, 0x2061, 0x2064, 0x206f, 0xfeff, 0x2800,
  0xffa0, 0xe0041,
];

const code = (f: () => unknown) => {
  try {
    f();
    return 'ok';
  } catch (e) {
    return (e as { code: string }).code;
  }
};

describe('names: the rules', () => {
  it('refuses every invisible code point inside a name; at its ends, trimmed or refused', () => {
    for (const cp of INVISIBLES) {
      const c = String.fromCodePoint(cp);
      expect([cp.toString(16), code(() => newAccountName(`Ana${c}Bea`))]).toEqual([
        cp.toString(16),
        'bad-name',
      ]);
      // U+FEFF is white space to trim(): gone before the name is judged.
      for (const name of [`${c}AnaBea`, `AnaBea${c}`]) {
        const kept = code(() => newAccountName(name)) === 'ok' ? newAccountName(name).name : '';
        expect([cp.toString(16), kept.includes(c)]).toEqual([cp.toString(16), false]);
      }
    }
  });

  it('refuses names mixing scripts, and takes one script, or Latin beside CJK writing', () => {
    const mixed = ['Аna', 'Anа', 'Αna', 'Jοhn', 'Ꭺlice', 'Ivan Иванов', 'Olga ოლღა'];
    const single = [
      'Ana',
      'José María',
      'Иван',
      'Νίκος',
      'Հայկ',
      '山田太郎',
      'やまだ Taro',
      'Taro 山田',
      '김민준 Kim',
      'R2-D2 ♞',
      'Ana_99',
    ];
    expect(mixed.filter((n) => !mixedScripts(n))).toEqual([]);
    expect(single.filter(mixedScripts)).toEqual([]);
    expect(mixed.map((n) => code(() => newAccountName(n)))).toEqual(mixed.map(() => 'bad-name'));
    expect(single.map((n) => code(() => newAccountName(n)))).toEqual(single.map(() => 'ok'));
  });

  it('gives lookalikes one skeleton, and names that differ their own', () => {
    const alike: [string, string][] = [
      ['Ana', 'ΑΝΑ'], // Greek capitals
      ['Ana', 'ᴀɴᴀ'], // small capitals
      ['Coca', 'Сорa'.replace('р', 'с').replace('a', 'а')], // Cyrillic, whole
      ['Mike', 'Mıke'], // dotless i
      ['Alice', 'AIice'], // capital I for l
      ['Bob', 'B0B'],
      ['Ana', 'Ａｎａ'], // full width
      ['Ana', '𝐀𝐧𝐚'], // mathematical bold
      ['Barney', 'Bamey'],
      ['Ana Bea', 'Ana  Bea'],
    ];
    for (const [a, b] of alike) expect([a, b, skeleton(a)]).toEqual([a, b, skeleton(b)]);
    const apart = [
      ['Ana', 'Ann'],
      ['José', 'Jose'],
      ['Ivan', 'Иван'],
    ];
    for (const [a, b] of apart) expect(skeleton(a as string)).not.toBe(skeleton(b as string));
  });
});

const apps = useAccountApps();

describe.each([['SQLite'], ['PostgreSQL']])('names on %s', (engine) => {
  const app = () => (engine === 'SQLite' ? apps().sqlite : apps().pg);
  // Digits only after the letters: they are any script's, so the lookalikes stay one script.
  const n = () => String(Date.now() % 1e7);

  it('refuses a lookalike of a name taken as taken, and a name of mixed scripts as bad', async () => {
    const id = n();
    expect((await signUp(app(), `ANA ${id}`)).status).toBe(201);
    for (const look of [`ΑΝΑ ${id}`, `ᴀɴᴀ ${id}`, `Ａｎａ ${id}`, `ana ${id}`])
      expect([look, (await signUp(app(), look)).body]).toEqual([
        look,
        { error: { code: 'name-taken', params: {} } },
      ]);
    for (const bad of [`АNA ${id}x`, `ANA\u034f ${id}`, `ANA ${id}\u2800`, `A\u3164NA ${id}`])
      expect([bad, (await signUp(app(), bad)).body]).toEqual([
        bad,
        { error: { code: 'bad-name', params: { min: 3, max: 24 } } },
      ]);
    // A passkey's sign-up asks the same before its ceremony.
    const options = await call(app(), 'POST', '/api/v1/account/passkey/register-options', {
      name: `ΑΝΑ ${id}`,
    });
    expect(options.body).toEqual({ error: { code: 'name-taken', params: {} } });
    // A name apart is free.
    expect((await signUp(app(), `ANN ${id}`)).status).toBe(201);
  });
});
