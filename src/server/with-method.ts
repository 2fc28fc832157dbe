/**
 * `target` with one method replaced (a Proxy: everything else, fields included, passes through;
 * methods are bound to the target once, not at every call, and again only if the target's method
 * changed: a test that replaces a storage method after the first use must be seen).
 */
export function withMethod<T extends object, K extends keyof T>(
  target: T,
  key: K,
  wrap: (original: T[K]) => T[K],
): T {
  const bound = new Map<PropertyKey, { of: unknown; fn: unknown }>();
  const replaced = wrap((target[key] as (...a: unknown[]) => unknown).bind(target) as T[K]);
  return new Proxy(target, {
    get(t, k) {
      if (k === key) return replaced;
      const value = Reflect.get(t, k) as unknown;
      if (typeof value !== 'function') return value;
      let b = bound.get(k);
      if (b?.of !== value) {
        b = { of: value, fn: (value as (...a: unknown[]) => unknown).bind(t) };
        bound.set(k, b);
      }
      return b.fn;
    },
  });
}
