import { createResource, For, lazy, onCleanup, Show } from 'solid-js';
import { t } from '../i18n';
import { ApiError, forgetHold, getTable, type TableSummary } from '../online/api';
import { myTables, noteMyTable, type MyTable } from '../online/my-tables';
import { accountTables } from '../account/api';
import { navigate } from '../router';
import { gameName } from './names';
import { botName } from './seats';
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
        return [m.id, e instanceof ApiError && e.error.code === 'no-table' ? 'gone' : undefined];
      }
    }),
  );
  return new Map(answers);
}

/** A seat of the signed-in account's that this device holds no token for (another device's). */
type AccountRow = MyTable & { readonly summary: TableSummary; readonly invited: boolean };

/**
 * "Your tables": the online tables this device sits at, with whose turn it is, so that a
 * turn-based game is picked up again tomorrow (and a live one after a closed tab). Known from
 * this device's storage at once, then checked with the server; signed in, the account's tables
 * from the server too, so that every device of the account lists the same ones.
 */
export function YourTables() {
  const ids = () =>
    myTables()
      .map((m) => m.id)
      .join(',');
  const [fresh, { refetch }] = createResource(ids, () => fetchAll(myTables()));
  const [account, { refetch: refetchAccount }] = createResource(accountTables);
  const timer = setInterval(() => {
    void refetch();
    void refetchAccount();
  }, 15_000);
  onCleanup(() => clearInterval(timer));
  const accountRows = (): AccountRow[] => {
    const here = new Set(myTables().map((m) => m.id));
    return (account() ?? [])
      .filter((r) => !here.has(r.table.id))
      .map((r) => ({
        id: r.table.id,
        game: r.table.game,
        seat: r.seat,
        status: r.table.status,
        toMove: r.table.toMove ?? [],
        seenAt: 0,
        summary: r.table,
        // Kept for the account by name: its join (on the table's page) takes it.
        invited: r.table.status === 'open' && r.table.seats[r.seat]?.held === true,
      }));
  };
  const all = (): (MyTable | AccountRow)[] => [...myTables(), ...accountRows()];
  const rows = () =>
    // Tables where it is this player's turn first, then the latest seen.
    all().sort((a, b) => Number(yourTurn(b)) - Number(yourTurn(a)));
  const yourTurn = (m: MyTable) => m.status === 'playing' && m.toMove.includes(m.seat);
  return (
    <Show when={all().length > 0}>
      <section class="your-tables" aria-labelledby="your-tables-title">
        <h2 id="your-tables-title">{t('online.your-tables')}</h2>
        <ul>
          <For each={rows()}>
            {(m) => {
              const mine = 'summary' in m ? m : null;
              const now = () => mine?.summary ?? fresh()?.get(m.id);
              const summary = () => {
                const f = now();
                return f && f !== 'gone' ? f : null;
              };
              const names = () =>
                summary()?.seats.map((s) =>
                  s.kind === 'bot' && s.bot ? botName(s.bot) : (s.name ?? t('online.seat-open')),
                ) ?? [];
              const turn = () => {
                if (now() === 'gone') return t('online.table-gone');
                if (mine?.invited) return t('online.seat-kept');
                if (m.status === 'open') return t('online.status-open');
                if (m.status === 'finished') return t('online.status-finished');
                if (yourTurn(m)) return t('online.your-turn');
                const seat = m.toMove.find((a): a is number => typeof a === 'number');
                const name = seat === undefined ? undefined : names()[seat];
                return name ? t('online.their-turn', { name }) : t('online.status-playing');
              };
              return (
                <li data-table={m.id} data-your-turn={yourTurn(m) ? 'true' : undefined}>
                  <span class="your-table-game">{gameName(m.game)}</span>
                  <Show when={names().length > 0}>
                    {' '}
                    <span class="your-table-players">· {names().join(', ')}</span>
                  </Show>{' '}
                  <Show when={yourTurn(m)} fallback={<span class="your-table-turn">{turn()}</span>}>
                    <strong class="your-table-turn">{turn()}</strong>
                  </Show>{' '}
                  <Show when={now() !== 'gone'}>
                    <button
                      type="button"
                      class={yourTurn(m) ? 'primary' : undefined}
                      aria-label={t('online.open-table', { game: gameName(m.game) })}
                      // Another device's seat: this one holds it by the account (no token).
                      onClick={() => navigate(`/t/${m.id}${mine && !mine.invited ? '?watch' : ''}`)}
                    >
                      {t('online.open')}
                    </button>
                  </Show>{' '}
                  <Show when={!mine && (m.status === 'finished' || now() === 'gone')}>
                    <button
                      type="button"
                      aria-label={t('online.forget-table', { game: gameName(m.game) })}
                      onClick={() => forgetHold(m.id)}
                    >
                      {t('online.forget')}
                    </button>
                  </Show>
                </li>
              );
            }}
          </For>
        </ul>
        <LobbyPush />
      </section>
    </Show>
  );
}
