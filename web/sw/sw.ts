/// <reference lib="webworker" />
// Fathom's service worker: the installable site that plays offline (issue 27), and the push
// notifications of online tables. Built by web/offline-plugin.ts, which replaces the two
// placeholders below with the build's own file list and a version made from those files' bytes:
// a new release is a new sw.js, hence a new worker, which waits until the page says to take
// over (the page shows "A new version is ready: reload"), so old and new files never mix.

declare const self: ServiceWorkerGlobalScope;

/** Every file of the build (the app shell, each board, each language's rules, the bots). */
const FILES: readonly string[] = ['__FATHOM_FILES__'];
const VERSION = '__FATHOM_VERSION__';
const CACHE = `fathom-${VERSION}`;
/** Files served under a hashed name never change: the browser's HTTP cache may give them. */
const HASHED = /[.-][0-9a-zA-Z_-]{8,}\.(js|css)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        cache.addAll(
          FILES.map((f) => new Request(f, { cache: HASHED.test(f) ? 'default' : 'no-cache' })),
        ),
      ),
  );
  // The first worker takes over at once (there is nothing to mix with); a later one waits.
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'skip-waiting') void self.skipWaiting();
  if (data?.type === 'version') event.ports[0]?.postMessage(VERSION);
});

self.addEventListener('activate', (event) => {
  // The files of older releases go once this one serves: no page uses them any more.
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('fathom-') && k !== CACHE).map((k) => caches.delete(k)),
        ),
      ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // The API, the socket and health checks always go to the server (they need a connection).
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (url.pathname === '/healthz') return;
  // The client's pages all are index.html (router.ts): this release's, from the cache.
  const path = request.mode === 'navigate' ? '/index.html' : url.pathname;
  if (!FILES.includes(path)) return;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(path))
      .then((hit) => hit ?? fetch(request)),
  );
});

/** What the server pushes (src/server/push/events.ts): words already in the player's language. */
interface Pushed {
  readonly title: string;
  readonly body: string;
  /** The table's page, opened by a click. */
  readonly url: string;
  /** One notification per table and kind: a newer replaces an older. */
  readonly tag: string;
}

self.addEventListener('push', (event) => {
  let data: Pushed;
  try {
    data = event.data?.json() as Pushed;
  } catch {
    return;
  }
  if (!data || typeof data.title !== 'string' || typeof data.url !== 'string') return;
  // Only a path of this site is opened from a notification.
  const url = new URL(data.url, self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: data.body,
      tag: data.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: url.pathname + url.search },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then(async (list) => {
      // A tab on the table already: brought forward, not opened twice. Else a tab of the site
      // goes to the table; else a new one opens on it.
      const open = list.find((c) => c.url === target);
      if (open) return open.focus();
      const tab = list[0];
      if (tab) return (await tab.navigate(target))?.focus();
      return self.clients.openWindow(target);
    }),
  );
});
