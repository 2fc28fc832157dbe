/**
 * `target` with one method replaced (a Proxy: everything else, fields included, passes through).
 * Methods are bound to the target once, not at every call, and again only when the target's
 * method changed: a test that replaces a storage method (to fail its writes) after its first use
 * must be seen through every wrapper, the replaced method's included.
 */
export function withMethod<T extends object, K extends keyof T>(
  target: T,
  key: K,
  wrap: (original: T[K]) => T[K],
): T {
  const bound = new Map<PropertyKey, { of: unknown; fn: unknown }>();
  return new Proxy(target, {
    get(t, k) {
      const value = Reflect.get(t, k) as unknown;
      if (typeof value !== 'function') return value;
      let b = bound.get(k);
      if (b?.of !== value) {
        const fn = (value as (...a: unknown[]) => unknown).bind(t);
        b = { of: value, fn: k === key ? wrap(fn as T[K]) : fn };
        bound.set(k, b);
      }
      return b.fn;
    },
  });
}
