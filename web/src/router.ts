import { createSignal } from 'solid-js';

/** The client's pages live in the path (the server answers every path with index.html). */
const [location_, setLocation] = createSignal({ path: location.pathname, search: location.search });

addEventListener('popstate', () =>
  setLocation({ path: location.pathname, search: location.search }),
);

export const route = location_;

export function navigate(url: string, replace = false): void {
  const target = new URL(url, location.href);
  // Keep the pace setting (tests run with ?pace=0) across pages unless the link sets its own.
  const pace = new URLSearchParams(location.search).get('pace');
  if (pace !== null && !target.searchParams.has('pace')) target.searchParams.set('pace', pace);
  if (replace) history.replaceState(null, '', target);
  else history.pushState(null, '', target);
  setLocation({ path: target.pathname, search: target.search });
  scrollTo(0, 0);
}
