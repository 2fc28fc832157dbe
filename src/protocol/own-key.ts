/**
 * Sets a key as JSON.parse would: `__proto__` too is a key like any other, made the object's own,
 * never its prototype. For the objects the protocol rebuilds from what a message told (patches,
 * packed tables, legal moves and their values).
 */
export function putKey(o: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(o, key, { value, writable: true, enumerable: true, configurable: true });
}
