import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json.js';

describe('sameJson: the same JSON text, decided without writing it', () => {
  it('says so only of values written alike, and of every JSON value and its copy', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        if (sameJson(a, b)) expect(JSON.stringify(a)).toBe(JSON.stringify(b));
        expect(sameJson(a, structuredClone(a))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('tells apart what is written apart: key order, lengths, types, nesting', () => {
    expect(sameJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameJson([1, 2], [1, 2, 3])).toBe(false);
    expect(sameJson({ a: [1] }, { a: { 0: 1 } })).toBe(false);
    expect(sameJson({ a: '1' }, { a: 1 })).toBe(false);
    expect(sameJson({ a: { b: [null] } }, { a: { b: [false] } })).toBe(false);
    expect(sameJson({ k: 1 }, { k: 1, x: undefined })).toBe(false);
  });

  it('never vouches for what JSON writes its own way (Dates, classes, NaN)', () => {
    expect(sameJson(new Date(0), new Date(1))).toBe(false);
    class Point {
      constructor(readonly x: number) {}
    }
    expect(sameJson(new Point(1), new Point(1))).toBe(false);
    expect(sameJson(NaN, NaN)).toBe(false);
    expect(sameJson({ x: { toJSON: () => 1 } }, { x: { toJSON: () => 2 } })).toBe(false);
  });
});
