/**
 * A page older than the server: the server answered its `hello` with `protocol-version`, so this
 * page's script speaks a protocol the server no longer does. Reloading fetches the new client
 * (`index.html` is served `no-cache`; docs/protocol.md, "Versioning").
 *
 * At most once a minute per tab: a page that reloads into the same answer (a cache or a proxy
 * serving the old script, a server rolled back) would otherwise reload without end. The time of
 * the last reload is kept in this tab's session storage, which a reload keeps.
 */
const KEY = 'fathom.reloaded-for-version';
export const RELOAD_AT_MOST_EVERY_MS = 60_000;

/** Whether the page is reloading; false when it reloaded less than a minute ago (or cannot tell). */
export function reloadForNewClient(
  now: number = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => location.reload(),
): boolean {
  try {
    const last = Number(storage.getItem(KEY));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_AT_MOST_EVERY_MS) return false;
    storage.setItem(KEY, String(now));
  } catch {
    // No session storage (a browser's privacy setting): no way to guard against a loop.
    return false;
  }
  reload();
  return true;
}
