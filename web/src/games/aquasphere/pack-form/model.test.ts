import fc from 'fast-check';
import { describe as group, expect, test } from 'vitest';
import { DEFAULT_PACK } from '../../../../../src/games/aquasphere/default-pack.js';
import { packSchema, validatePack } from '../../../../../src/games/aquasphere/pack.js';
import {
  blank,
  describe,
  fieldName,
  fromForm,
  getAt,
  intOf,
  setAt,
  toForm,
  variantOf,
  type Form,
  type Spec,
} from './model';

const spec = describe(packSchema);

/** Any value the spec describes (short lists and texts: the shapes matter, not the sizes). */
function valueOf(s: Spec): fc.Arbitrary<unknown> {
  switch (s.kind) {
    case 'object':
      return fc.record(Object.fromEntries(s.fields.map(([k, f]) => [k, valueOf(f)])));
    case 'array':
      return fc.array(valueOf(s.item), { minLength: s.min, maxLength: Math.min(s.max, s.min + 2) });
    case 'record':
      return fc.dictionary(fc.stringMatching(/^[a-z0-9]{1,4}$/), valueOf(s.value), {
        maxKeys: 4,
      });
    case 'union':
      return fc.oneof(...s.variants.map(valueOf));
    case 'int':
      return fc.integer({ min: s.min ?? -1e6, max: s.max ?? 1e6 });
    case 'text':
      return fc.string({ minLength: s.min, maxLength: Math.min(s.max, 12) });
    case 'choice':
      return fc.constantFrom(...s.options);
    case 'fixed':
      return fc.constant(s.value);
    case 'tick':
      return fc.boolean();
    case 'nullable':
      return fc.option(valueOf(s.inner), { nil: null });
  }
}

const part = (key: string): Spec =>
  (spec as Spec & { kind: 'object' }).fields.find(([k]) => k === key)![1];

group('the pack form read off the schema', () => {
  test('every part of the pack has its place, with the ranges of the schema', () => {
    expect(spec.kind).toBe('object');
    expect((spec as Spec & { kind: 'object' }).fields.map(([k]) => k)).toEqual(
      Object.keys(DEFAULT_PACK),
    );
    const sectors = part('sectors') as Spec & { kind: 'array' };
    expect(sectors).toMatchObject({ kind: 'array', min: 6, max: 6 });
    const lock = (sectors.item as Spec & { kind: 'object' }).fields.find(
      ([k]) => k === 'lockCost',
    )![1];
    expect(lock).toEqual({ kind: 'int', min: 0, max: 9 });
  });

  test('the default pack goes to the form and back unchanged, and is valid', () => {
    const back = fromForm(spec, toForm(spec, DEFAULT_PACK));
    expect(back).toEqual(DEFAULT_PACK);
    expect(validatePack(back)).toMatchObject({ ok: true });
  });

  test('property: any value of the schema goes pack -> form -> pack unchanged', () => {
    fc.assert(
      fc.property(valueOf(spec), (pack) => {
        expect(fromForm(spec, toForm(spec, pack))).toEqual(pack);
      }),
      { numRuns: 60 },
    );
  });

  test('property: a number typed in any number field reaches the pack at that field', () => {
    const numbers: (readonly (string | number)[])[] = [];
    const walk = (s: Spec, f: Form, path: (string | number)[]) => {
      if (s.kind === 'int') numbers.push(path);
      if (s.kind === 'object')
        for (const [k, c] of s.fields) walk(c, (f as Record<string, Form>)[k]!, [...path, k]);
      if (s.kind === 'array') (f as Form[]).forEach((x, i) => walk(s.item, x, [...path, i]));
    };
    const form = toForm(spec, DEFAULT_PACK);
    walk(spec, form, []);
    expect(numbers.length).toBeGreaterThan(100);
    fc.assert(
      fc.property(fc.constantFrom(...numbers), fc.integer({ min: -99, max: 99 }), (path, n) => {
        const pack = fromForm(spec, setAt(form, path, String(n)));
        expect(getAt(pack as Form, path)).toBe(n);
      }),
    );
  });

  test('a wrong entry is named by the validation at the field the form edits', () => {
    const path = ['sectors', 2, 'lockCost'];
    const form = setAt(toForm(spec, DEFAULT_PACK), path, 'three');
    expect(validatePack(fromForm(spec, form))).toMatchObject({
      field: fieldName(path),
      problem: 'wrong-type',
    });
    const empty = setAt(form, path, ' ');
    expect(validatePack(fromForm(spec, empty))).toMatchObject({
      field: 'sectors[2].lockCost',
      problem: 'missing',
    });
    const big = setAt(form, path, '12');
    expect(validatePack(fromForm(spec, big))).toMatchObject({
      field: 'sectors[2].lockCost',
      problem: 'too-big',
      params: { limit: 9 },
    });
  });

  test('typed numbers: signs, spaces and words', () => {
    expect(intOf(' 7 ')).toBe(7);
    expect(intOf('-3')).toBe(-3);
    expect(intOf('−3')).toBe(-3);
    expect(intOf('')).toBeUndefined();
    expect(intOf('3.5')).toBe('3.5');
  });

  test('a change shares the untouched parts of the form (their inputs stay as they are)', () => {
    const form = toForm(spec, DEFAULT_PACK) as Record<string, Form>;
    const next = setAt(form, ['sectors', 0, 'lockCost'], '2') as Record<string, Form>;
    expect(next.hq).toBe(form.hq);
    expect((next.sectors as Form[])[1]).toBe((form.sectors as Form[])[1]);
    expect(getAt(next, ['sectors', 0, 'lockCost'])).toBe('2');
    expect(getAt(form, ['sectors', 0, 'lockCost'])).toBe(String(DEFAULT_PACK.sectors[0]!.lockCost));
  });

  test("a union's variant is told by its fields; a new entry has the schema's shape", () => {
    const card = (part('researchCards') as Spec & { kind: 'array' }).item as Spec & {
      kind: 'object';
    };
    const effects = card.fields.find(([k]) => k === 'effects')![1] as Spec & { kind: 'array' };
    const effect = effects.item as Spec & { kind: 'union' };
    expect(variantOf(effect, { gain: 'time', n: 1 })).toBe(0);
    expect(variantOf(effect, { kpPer: 'crystal', n: 1 })).toBe(1);
    const fresh = blank(card) as { effects: unknown[]; once: boolean };
    expect(fresh.effects).toHaveLength(1);
    expect(fresh.once).toBe(false);
    expect(fromForm(card, toForm(card, fresh))).toEqual(fresh);
  });
});
