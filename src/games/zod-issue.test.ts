import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createTableBody, issuePath } from '../server/wire.js';
import { fieldProblem } from './zod-issue.js';

/** zod's issues become a field and a problem in one place, for a game's pack and the server. */
describe('fieldProblem', () => {
  const schema = z.strictObject({
    name: z.string(),
    sectors: z.array(z.strictObject({ cost: z.int().check(z.minimum(0), z.maximum(9)) })),
    colour: z.enum(['red', 'blue']),
  });
  const problem = (raw: unknown) => {
    const parsed = schema.safeParse(raw, { reportInput: true });
    return parsed.success ? null : fieldProblem(parsed.error.issues);
  };
  const good = { name: 'a', sectors: [{ cost: 1 }], colour: 'red' };

  it('names the field and what is wrong with it, in keys and numbers', () => {
    expect(problem(good)).toBeNull();
    expect(problem({ ...good, name: undefined })).toMatchObject({
      path: ['name'],
      problem: 'missing',
    });
    expect(problem({ ...good, name: 3 })).toMatchObject({
      path: ['name'],
      problem: 'wrong-type',
      params: { expected: 'string' },
    });
    expect(problem({ ...good, sectors: [{ cost: 1 }, { cost: 12 }] })).toMatchObject({
      path: ['sectors', 1, 'cost'],
      problem: 'too-big',
      params: { limit: 9 },
    });
    expect(problem({ ...good, colour: 'green' })).toMatchObject({
      path: ['colour'],
      problem: 'not-one-of',
      params: { values: 'red, blue' },
    });
    expect(problem({ ...good, sectors: [{ cost: 1, extra: 1 }] })).toMatchObject({
      path: ['sectors', 0, 'extra'],
      problem: 'unknown-field',
    });
  });

  it('gives the server’s bad-request reason: the path, down to an unknown field', () => {
    const reason = (raw: unknown) => {
      const parsed = createTableBody.safeParse(raw);
      return parsed.success ? null : issuePath(parsed.error);
    };
    const body = { game: 'survive', seats: [{ kind: 'human' }] };
    expect(reason(body)).toBeNull();
    expect(reason({ ...body, colour: 1 })).toBe('colour');
    expect(reason({ ...body, seats: [{ kind: 'human', extra: 1 }] })).toBe('seats.0.extra');
    expect(reason({ ...body, seats: [] })).toBe('seats');
    expect(reason(42)).toBe('invalid_type');
  });
});
