import { createSignal, For, Show } from 'solid-js';
import { t } from '../i18n';
import { ProfileName } from '../ui/profile-name';
import { clockText, SeatClock, useNow } from './clocks';
import type { TableConnection } from './connection';
import type { SeatSummary } from './api';

/**
 * When the others may ask for a bot for this seat (server time), or null when they may not:
 * an untimed table in play, a person's seat the game waits for, nobody holding it.
 */
function replaceableFrom(conn: TableConnection, s: SeatSummary): number | null {
  const table = conn.summary();
  const after = conn.replaceAfterMs();
  if (!table || table.status !== 'playing' || after === null) return null;
  if (conn.you() === null || conn.you() === s.seat) return null;
  if (s.kind !== 'human' || s.zombie || !conn.toMove().includes(s.seat)) return null;
  // One who resigned in their turn is gone for good: a bot may take that turn at once, at any
  // table (a clock would otherwise keep everyone waiting for it to run out).
  if (s.left) return 0;
  if ((table.timeControl?.kind ?? 'none') !== 'none') return null;
  if (conn.connected()[s.seat] !== false) return null;
  const away = conn.awaySince()[s.seat];
  if (away === null || away === undefined) return null;
  return Math.max(away, conn.lastMoveAt() ?? 0) + after;
}

/** For a seat whose player went away: a bot may take it once they have been gone a while. */
function ReplaceAbsent(props: { conn: TableConnection; seat: SeatSummary; name: string }) {
  const now = useNow(props.conn.serverNow);
  const [problem, setProblem] = createSignal<string | null>(null);
  const from = () => replaceableFrom(props.conn, props.seat);
  // 0 (a player who resigned: at once) is a time like any other, not "never".
  const at = () => from() ?? 0;
  return (
    <Show when={from() !== null}>
      {
        <span class="replace-absent">
          <Show
            when={now() >= at()}
            fallback={
              <span class="hint">
                {t('online.replace-in', { name: props.name, time: clockText(at() - now()) })}
              </span>
            }
          >
            <button
              type="button"
              onClick={async () => {
                const answer = await props.conn.replace(props.seat.seat);
                setProblem(answer ? t(answer.code, answer.params) : null);
              }}
            >
              {t('online.replace', { name: props.name })}
            </button>
          </Show>
          <Show when={problem()}>
            <span class="error" role="alert">
              {problem()}
            </span>
          </Show>
        </span>
      }
    </Show>
  );
}

/**
 * Who sits where, who is a bot, who left (a bot plays for them), who is connected or away (as the
 * server tells), whose turn it is, each player's clock, and this screen's link state.
 */
export function Presence(props: { conn: TableConnection; names: readonly string[] }) {
  const now = useNow(props.conn.serverNow);
  const statusKey = () =>
    ({
      connecting: 'online.connecting',
      open: 'online.connected',
      reconnecting: 'online.reconnecting',
      closed: 'online.closed',
    })[props.conn.status()];
  return (
    <section class="presence" aria-label={t('online.presence')}>
      <p class={`link-status link-${props.conn.status()}`} role="status">
        {t(statusKey())}
      </p>
      <ul>
        <For each={props.conn.summary()?.seats ?? []}>
          {(s) => {
            // Unknown while our own link is down: no marker rather than a stale one. A seat kept
            // for someone has no one yet to be connected or away: its words say it is kept (the
            // hollow "away" dot read as "this person went away").
            const here = () => (s.taken && !s.held ? props.conn.connected()[s.seat] : undefined);
            const toMove = () => props.conn.toMove().includes(s.seat);
            // An open seat's name already says so: no second "open seat" after it.
            const state = () =>
              !s.taken
                ? null
                : s.kind === 'bot'
                  ? t('online.seat-bot')
                  : s.held
                    ? t('online.seat-held')
                    : s.zombie
                      ? t(
                          s.forfeit === 'time'
                            ? 'online.seat-time'
                            : s.forfeit === 'resigned'
                              ? 'online.seat-resigned-bot'
                              : 'online.seat-zombie',
                        )
                      : s.left
                        ? t('online.seat-left')
                        : s.forfeit
                          ? // Back after a forfeit: playing on, ranked last all the same.
                            `${s.seat === props.conn.you() ? `${t('online.seat-you')}, ` : ''}${t('online.seat-forfeit')}`
                          : s.seat === props.conn.you()
                            ? t('online.seat-you')
                            : null;
            return (
              <li
                data-seat={s.seat}
                data-connected={here() === undefined ? undefined : String(here())}
                aria-current={toMove() ? 'true' : undefined}
              >
                <Show when={here() !== undefined}>
                  {/* Filled or hollow, not only a colour; the words are for screen readers. */}
                  <span
                    class={`presence-dot ${here() ? 'here' : 'away'}`}
                    title={t(here() ? 'online.seat-here' : 'online.seat-away')}
                    aria-hidden="true"
                  />
                  <span class="visually-hidden">
                    {t(here() ? 'online.seat-here' : 'online.seat-away')}
                  </span>
                </Show>
                {/* A signed-in player's name leads to their profile. */}
                <ProfileName seat={s.seat} names={props.names} />
                <Show when={state()}>
                  {' '}
                  <span class="seat-state" classList={{ kept: s.held === true }}>
                    {state()}
                  </span>
                </Show>
                <Show when={toMove()}>
                  {' '}
                  <strong class="to-move">{t('online.seat-to-move')}</strong>
                </Show>{' '}
                <SeatClock clock={props.conn.clock()} seat={s.seat} now={now} />
                <ReplaceAbsent conn={props.conn} seat={s} name={props.names[s.seat] ?? ''} />
              </li>
            );
          }}
        </For>
      </ul>
    </section>
  );
}
