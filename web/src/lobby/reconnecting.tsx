import { createSignal, onCleanup, Show, type Accessor } from 'solid-js';
import { t } from '../i18n';

/**
 * The lobby through a server outage (issue 42): its lists keep what they last showed, are asked
 * again sooner then less often, and one quiet line says so until the server answers again. A
 * failed list never reaches the page's error boundary, which replaced the whole lobby with "This
 * page cannot be shown" and stayed after the server was back.
 */

/** How many of the lobby's fetches are failing now. */
const [failing, setFailing] = createSignal(0);

/** The wait before the next try after `failures` failures in a row: 1 s, 2 s, 4 s… at most 30 s. */
export function backoffMs(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}

/**
 * `load` now, then every `everyMs`: its latest answer (`initial` until the first). A failed load
 * keeps the answer before and is tried again after backoffMs; the lobby says it is reconnecting
 * until one succeeds. Returns the answer and a function that loads again at once. Call it in a
 * component: it stops with it.
 */
export function createPolled<T>(
  load: () => Promise<T>,
  everyMs: number,
  initial: T,
): [Accessor<T>, () => void] {
  const [value, setValue] = createSignal<T>(initial);
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // Only the latest load's answer counts (a load asked for while one is under way wins).
  let latest = 0;
  const failed = (now: number) => {
    if (now > 0 && failures === 0) setFailing((n) => n + 1);
    if (now === 0 && failures > 0) setFailing((n) => n - 1);
    failures = now;
  };
  const tick = async () => {
    clearTimeout(timer);
    const mine = ++latest;
    try {
      const answer = await load();
      if (stopped || mine !== latest) return;
      setValue(() => answer);
      failed(0);
    } catch {
      if (stopped || mine !== latest) return;
      failed(failures + 1);
    }
    timer = setTimeout(() => void tick(), failures > 0 ? backoffMs(failures) : everyMs);
  };
  void tick();
  onCleanup(() => {
    stopped = true;
    clearTimeout(timer);
    failed(0);
  });
  return [value, () => void tick()];
}

/**
 * `load` until it succeeds, with backoff between tries, the lobby saying it is reconnecting
 * meanwhile. `load` throws to be tried again; its answer, whatever it is, ends the tries.
 */
export async function untilAnswered<T>(load: () => Promise<T>): Promise<T> {
  for (let failures = 0; ;) {
    try {
      const answer = await load();
      if (failures > 0) setFailing((n) => n - 1);
      return answer;
    } catch {
      if (failures++ === 0) setFailing((n) => n + 1);
      await new Promise((resolve) => setTimeout(resolve, backoffMs(failures)));
    }
  }
}

/** The quiet line: always in the page (a live region must be there before it speaks). */
export function Reconnecting() {
  return (
    <p class="reconnecting" role="status">
      <Show when={failing() > 0}>{t('home.reconnecting')}</Show>
    </p>
  );
}
