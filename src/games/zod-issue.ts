import type * as z from 'zod/mini';

/**
 * What zod found wrong, as a Fathom error's parameters: keys and numbers, never zod's English
 * prose, so each client says it in its reader's language. The one place that reads zod's issues,
 * for the games' option packs and the server's protocol alike (zod and zod/mini report the same
 * issues, zod's core ones).
 */
/** What is wrong, as a message key's last part (the AquaSphere pack's `aq.pack.*` texts). */
export type IssueProblem =
  'too-small' | 'too-big' | 'unknown-field' | 'not-one-of' | 'missing' | 'wrong-type' | 'invalid';

export interface FieldProblem {
  /** The field at fault; an unknown field's path ends with its own name. */
  readonly path: readonly (string | number)[];
  readonly problem: IssueProblem;
  readonly params: Readonly<Record<string, string | number>>;
  /** zod's own code, for a value wrong as a whole (`invalid_type`, `invalid_union`). */
  readonly code: string;
}

/**
 * The first issue, made a field and a problem. A missing field can be told from a wrong one only
 * if the issue carries its input (zod/mini: parse with `reportInput: true`).
 */
export function fieldProblem(issues: readonly z.core.$ZodIssue[]): FieldProblem | null {
  const issue = issues[0];
  if (!issue) return null;
  const path = issue.path.map((p) => (typeof p === 'number' ? p : String(p)));
  const at = (problem: IssueProblem, params: FieldProblem['params'] = {}): FieldProblem => ({
    path,
    problem,
    params,
    code: issue.code,
  });
  switch (issue.code) {
    case 'too_small':
      return at('too-small', { limit: Number(issue.minimum) });
    case 'too_big':
      return at('too-big', { limit: Number(issue.maximum) });
    case 'unrecognized_keys': {
      const key = issue.keys[0];
      return { ...at('unknown-field'), path: key === undefined ? path : [...path, key] };
    }
    case 'invalid_value':
      return at('not-one-of', { values: issue.values.map(String).join(', ') });
    case 'invalid_type':
      return issue.input === undefined
        ? at('missing')
        : at('wrong-type', { expected: String(issue.expected) });
    default:
      return at('invalid');
  }
}
