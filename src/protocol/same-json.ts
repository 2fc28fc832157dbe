/**
 * Whether two values would be written as the same JSON text, decided without writing either:
 * primitives equal, arrays item by item, plain objects key by key in the same order. Anything
 * else (a Date, a class, a `toJSON`) counts as different, as does a key whose value is undefined
 * on one side only: a `false` answer only costs the caller the text it would have written anyway.
 *
 * Why: the server writes each socket's message head (`moves`: every move as its viewer may see
 * it) once per viewer, and most moves look the same to every viewer. Comparing two such heads
 * costs a tenth of writing one (Node 20's JSON.stringify, about 4 µs for an Into the Blue head).
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return typeof a !== 'number' || Number.isFinite(a);
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || !plain(a) || !plain(b)) return false;
  const keys = Object.keys(a);
  const others = Object.keys(b);
  if (keys.length !== others.length) return false;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    if (key !== others[i]) return false;
    if (!sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) {
      return false;
    }
  }
  return true;
}

function plain(o: object): boolean {
  const proto: unknown = Object.getPrototypeOf(o);
  return proto === Object.prototype || proto === null;
}
