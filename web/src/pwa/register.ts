import { createSignal } from 'solid-js';

/**
 * The service worker (web/sw/sw.ts), registered once the page is interactive (main.tsx loads
 * this module then), and what the page learns from it: whether a new release waits to take over.
 * It never takes over by itself: the page that asks reloads into the new release whole, so no
 * page runs old script with new files.
 */
const [waiting, setWaiting] = createSignal<ServiceWorker | null>(null);
export { waiting };

/** How often an open tab asks whether a new release is out (besides each navigation). */
const UPDATE_CHECK_MS = 60 * 60_000;

export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch {
    // A browser that refuses (a private window, a static host without sw.js): the site still works.
    return null;
  }
  // A browser whose workers are turned off may answer with no registration at all.
  if (!registration) return null;
  // A worker installed while a page is controlled is a new release, not the first one.
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const check = () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker);
    };
    check();
    worker.addEventListener('statechange', check);
  };
  watch(registration.waiting);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
  return registration;
}

/** Hands over to the waiting release, then reloads into it. */
export function reloadIntoNewVersion(): void {
  const worker = waiting();
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
    once: true,
  });
  worker.postMessage({ type: 'skip-waiting' });
}
