/**
 * The sources a Content-Security-Policy allows for a directive, as a browser finds them: the
 * first of the directive and its fallbacks the policy names (CSP 3, "effective directive"), so
 * that a test checks the protection, not how the header spells it.
 */
export function allowed(csp: string, directive: string, ...fallbacks: string[]): string | null {
  const named = new Map(
    csp.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources.join(' ')] as const;
    }),
  );
  for (const name of [directive, ...fallbacks]) {
    const sources = named.get(name);
    if (sources !== undefined) return sources;
  }
  return null;
}
