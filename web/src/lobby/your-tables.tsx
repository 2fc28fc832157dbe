import { createEffect, For, lazy, on, Show } from 'solid-js';
import type { Actor } from '../../../src/kernel/index.js';
import { t } from '../i18n';
import type { AccountTable } from '../account/api';
import { timeLeft } from '../account/time-left';
import { ApiError, forgetHold, getTable, type SeatSummary, type TableSummary } from '../online/api';
import { myTables, noteMyTable, type MyTable } from '../online/my-tables';
import { navigate } from '../router';
import { gameName } from './names';
import { botName } from './seats';
import { createPolled } from './reconnecting';
import '../online/online.css';

// The push switch comes in its own chunk, only for a device that sits at an online table.
const LobbyPush = lazy(() => import('../pwa/lobby-push'));

/** Each table as the server tells it now; `gone` when it no longer knows it. */
type Fresh = TableSummary | 'gone' | undefined;

async function fetchAll(list: readonly MyTable[]): Promise<Map<string, Fresh>> {
  const answers = await Promise.all(
    list.map(async (m): Promise<[string, Fresh]> => {
      try {
        const summary = await getTable(m.id);
        noteMyTable(m.id, { status: summary.status, toMove: summary.toMove ?? m.toMove });
        return [m.id, summary];
      } catch (e) {
        // The server away (a restart): the whole list waits for it, as it was (reconnecting.tsx).
        if (!(e instanceof ApiError)) throw e;
        return [m.id, e.error.code === 'no-table' ? 'gone' : undefined];
      }
    }),
  );
  return new Map(answers);
}

/**
 * The names at a table's seats, as the lists show them: a seat whose account was deleted has no
 * name any more, and is no open seat either (issue 42).
 */
export function seatNames(seats: readonly SeatSummary[]): string[] {
  return seats.map((s) =>
    s.kind === 'bot' && s.bot
      ? botName(s.bot)
      : s.deleted
        ? t('invite.deleted-player')
        : (s.name ?? t('online.seat-open')),
  );
}

/** A table's state from one seat's side: waiting, finished, your turn, or whose turn it is. */
function turnText(
  status: MyTable['status'],
  toMove: readonly Actor[],
  seat: number,
  names: readonly string[],
): string {
  if (status === 'open') return t('online.status-open');
  if (status === 'finished') return t('online.status-finished');
  if (toMove.includes(seat)) return t('online.your-turn');
  const other = toMove.find((a): a is number => typeof a === 'number');
  const name = other === undefined ? undefined : names[other];
  return name ? t('online.their-turn', { name }) : t('online.status-playing');
}

/** One of "your tables": its game, who plays, whose turn, the time left, and its buttons. */
function Row(props: {
  id: string;
  game: string;
  names: readonly string[];
  turn: string;
  yourTurn: boolean;
  left: string | null;
  open: string | null;
  forget: boolean;
  unread?: number | undefined;
}) {
  return (
    <li data-table={props.id} data-your-turn={props.yourTurn ? 'true' : undefined}>
      <span class="your-table-what">
        <span class="your-table-game">{gameName(props.game)}</span>{' '}
        <span class="your-table-players">{props.names.join(', ')}</span>
      </span>{' '}
      {/* Whose turn, time left, unread: dots between them by the style (online.css). */}
      <span class="your-table-state">
        <Show when={props.yourTurn} fallback={<span class="your-table-turn">{props.turn}</span>}>
          <strong class="your-table-turn">{props.turn}</strong>
        </Show>{' '}
        <Show when={props.left}>{(left) => <span class="your-table-clock">{left()}</span>}</Show>{' '}
        <Show when={props.unread}>
          {(n) => <span class="your-table-unread">{t('home.unread', { n: n() })}</span>}
        </Show>
      </span>{' '}
      <span class="your-table-buttons">
        <Show when={props.open}>
          {(href) => (
            <button
              type="button"
              class={props.yourTurn ? 'primary' : undefined}
              aria-label={t('online.open-table', { game: gameName(props.game) })}
              onClick={() => navigate(href())}
            >
              {t('online.open')}
            </button>
          )}
        </Show>{' '}
        <Show when={props.forget}>
          <button
            type="button"
            aria-label={t('online.forget-table', { game: gameName(props.game) })}
            onClick={() => forgetHold(props.id)}
          >
            {t('online.forget')}
          </button>
        </Show>
      </span>
    </li>
  );
}

/**
 * "Your tables": the online tables this device sits at, with whose turn it is, so that a
 * turn-based game is picked up again tomorrow (and a live one after a closed tab). Known from
 * this device's storage at once, then checked with the server. `account`: a signed-in player's
 * seats as the server lists them, which add the time left, and the tables taken on other devices.
 */
export function YourTables(props: { account?: readonly AccountTable[] }) {
  const ids = () =>
    myTables()
      .map((m) => m.id)
      .join(',');
  const [fresh, refetch] = createPolled<Map<string, Fresh> | undefined>(
    () => fetchAll(myTables()),
    15_000,
    undefined,
  );
  createEffect(on(ids, refetch, { defer: true }));
  const rows = () =>
    // Tables where it is this player's turn first, then the latest seen.
    [...myTables()].sort((a, b) => Number(yourTurn(b)) - Number(yourTurn(a)));
  const yourTurn = (m: MyTable) => m.status === 'playing' && m.toMove.includes(m.seat);
  const accountRow = (id: string) => props.account?.find((r) => r.table.id === id);
  // The account's seats this device does not hold: opened here through the session.
  const elsewhere = () => {
    const here = new Set(myTables().map((m) => m.id));
    const mine = (r: AccountTable) =>
      r.table.status === 'playing' && (r.table.toMove ?? []).includes(r.seat);
    return (props.account ?? [])
      .filter((r) => !here.has(r.table.id))
      .sort((a, b) => Number(mine(b)) - Number(mine(a)));
  };
  return (
    <Show when={myTables().length > 0 || elsewhere().length > 0}>
      <section class="your-tables" aria-labelledby="your-tables-title">
        <h2 id="your-tables-title">{t('online.your-tables')}</h2>
        <ul>
          <For each={rows()}>
            {(m) => {
              const now = () => fresh()?.get(m.id);
              const summary = () => {
                const f = now();
                return f && f !== 'gone' ? f : null;
              };
              const names = () => seatNames(summary()?.seats ?? []);
              const row = () => accountRow(m.id);
              return (
                <Row
                  id={m.id}
                  game={m.game}
                  names={names()}
                  turn={
                    now() === 'gone'
                      ? t('online.table-gone')
                      : turnText(m.status, m.toMove, m.seat, names())
                  }
                  yourTurn={yourTurn(m)}
                  left={m.status === 'playing' && row() ? timeLeft(row() as AccountTable) : null}
                  open={now() === 'gone' ? null : `/t/${m.id}`}
                  forget={m.status === 'finished' || now() === 'gone'}
                  unread={row()?.unread}
                />
              );
            }}
          </For>
          <For each={elsewhere()}>
            {(r) => {
              const names = () => seatNames(r.table.seats);
              const toMove = () => r.table.toMove ?? [];
              return (
                <Row
                  id={r.table.id}
                  game={r.table.game}
                  names={names()}
                  turn={turnText(r.table.status, toMove(), r.seat, names())}
                  yourTurn={r.table.status === 'playing' && toMove().includes(r.seat)}
                  left={r.table.status === 'playing' ? timeLeft(r) : null}
                  open={`/t/${r.table.id}?watch`}
                  forget={false}
                  unread={r.unread}
                />
              );
            }}
          </For>
        </ul>
        <Show when={myTables().length > 0}>
          <LobbyPush />
        </Show>
      </section>
    </Show>
  );
}
