/**
 * The one place that knows a profile's address, `/u/NAME`: the links build it here and the router
 * reads it back here, so the two cannot drift apart (a name with a space, a slash or an accent
 * included).
 */
const PROFILE = /^\/u\/([^/]+)$/;

/** The address of an account's profile page. */
export function profileHref(name: string): string {
  return `/u/${encodeURIComponent(name)}`;
}

/** The account name a path is the profile of, or null when it is not a profile's address. */
export function profileNameOf(path: string): string | null {
  const m = PROFILE.exec(path);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1] as string);
  } catch {
    // A malformed escape (`/u/%E0`) names no one: the page not found, not a crash.
    return null;
  }
}
