import { createSignal, onCleanup, Show } from 'solid-js';
import { t } from '../i18n';
import type { TimeControl } from './api';
import type { Clock } from './connection';

/**
 * A time as a clock shows it: m:ss under an hour (9:05), h:mm:ss under a day (2:09:05), and in
 * days and hours beyond (turn-based tables give days per move).
 */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  if (s < 3600) return `${Math.floor(s / 60)}:${two(s % 60)}`;
  if (s < 86_400) return `${Math.floor(s / 3600)}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`;
  return t('online.clock-days', { d: Math.floor(s / 86_400), h: Math.floor(s / 3600) % 24 });
}

/** The same time in words, for screen readers ("9 minutes 5 seconds"). */
export function clockWords(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s >= 86_400)
    return t('online.clock-days', { d: Math.floor(s / 86_400), h: Math.floor(s / 3600) % 24 });
  if (s >= 3600)
    return t('online.clock-hours-words', { h: Math.floor(s / 3600), m: Math.floor(s / 60) % 60 });
  return t('online.clock-minutes-words', { m: Math.floor(s / 60), s: s % 60 });
}

/** A time control in words, for the join page and the lobby ("10:00 + 10 s", "1 day a move"). */
export function timeControlText(tc: TimeControl | undefined): string {
  if (!tc || tc.kind === 'none') return t('online.untimed');
  if (tc.kind === 'live')
    return t('online.live-clock', {
      initial: clockText(tc.initialMs),
      increment: Math.round(tc.incrementMs / 1000),
    });
  return perMoveText(tc.perMoveMs);
}

/** "1 day a move", "12 hours a move". */
export function perMoveText(ms: number): string {
  const hours = Math.round(ms / 3_600_000);
  return hours >= 24 && hours % 24 === 0
    ? t('online.per-move-days', { n: hours / 24 })
    : t('online.per-move-hours', { n: hours });
}

/** A ticking "now" while a component lives (every quarter second, enough for seconds shown). */
export function useNow(now: () => number): () => number {
  const [value, setValue] = createSignal(now());
  const timer = setInterval(() => setValue(now()), 250);
  onCleanup(() => clearInterval(timer));
  return value;
}

/**
 * One seat's clock beside its name: a live clock's time left (counting down while it runs), or,
 * at a turn-based table, the time left for the move awaited. Nothing at an untimed table.
 */
export function SeatClock(props: { clock: Clock | null; seat: number; now: () => number }) {
  const left = (): number | null => {
    const c = props.clock;
    if (!c || c.kind === 'none') return null;
    const running = c.running === props.seat;
    if (c.kind === 'live') {
      const r = c.remainingMs[props.seat];
      if (r === undefined) return null;
      return running ? r - (props.now() - c.at) : r;
    }
    return running && c.deadline !== null ? c.deadline - props.now() : null;
  };
  const running = () => {
    const c = props.clock;
    return c !== null && c.kind !== 'none' && c.running === props.seat;
  };
  return (
    <Show when={left() !== null}>
      <span
        class="seat-clock"
        classList={{ running: running(), low: running() && (left() ?? 0) < 30_000 }}
        data-clock={props.seat}
      >
        <span aria-hidden="true">{clockText(left() ?? 0)}</span>
        <span class="visually-hidden">
          {t(running() ? 'online.clock-running' : 'online.clock-left', {
            time: clockWords(left() ?? 0),
          })}
        </span>
      </span>
    </Show>
  );
}
