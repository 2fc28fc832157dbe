import { For, Show } from 'solid-js';
import { t } from '../i18n';
import { listTables, type TableListing } from '../online/api';
import { timeControlText } from '../online/clocks';
import { navigate } from '../router';
import { gameName } from './names';
import { seatNames } from './your-tables';
import { createPolled } from './reconnecting';

async function fetchTables(): Promise<TableListing[]> {
  const [open, playing, finished] = await Promise.all([
    listTables('open'),
    listTables('playing'),
    listTables('finished'),
  ]);
  return [...open.tables, ...playing.tables, ...finished.tables.slice(0, 10)];
}

const STATUS_KEY = {
  open: 'online.status-open',
  playing: 'online.status-playing',
  finished: 'online.status-finished',
} as const;

/** The server's tables: join an open one, watch one in play, replay a finished one. */
export function OpenTables() {
  const [tables] = createPolled<TableListing[] | undefined>(fetchTables, 5000, undefined);
  return (
    <section class="open-tables" aria-labelledby="open-tables-title">
      <h2 id="open-tables-title">{t('online.tables')}</h2>
      {/* The server's rule (docs/protocol.md, "the lobby"): said, so that a table gone from the
          list is not taken for a table closed. */}
      <p class="hint tables-expire">{t('online.tables-expire')}</p>
      <Show when={(tables() ?? []).length > 0} fallback={<p>{t('online.no-tables')}</p>}>
        <ul>
          <For each={tables()}>
            {(table) => {
              const free = () => table.seats.filter((s) => s.kind === 'human' && !s.taken).length;
              return (
                <li data-table={table.id}>
                  <span>
                    {/* The clock too: a turn-based table ("1 day a move") is another game. */}
                    {gameName(table.game)} · {t(STATUS_KEY[table.status])} ·{' '}
                    {timeControlText(table.timeControl)} · {seatNames(table.seats).join(', ')}
                    <Show when={table.rated}>
                      {' · '}
                      <strong class="rated-badge">{t('online.rated')}</strong>
                    </Show>
                  </span>{' '}
                  <Show when={table.status === 'open' && free() > 0}>
                    <button type="button" onClick={() => navigate(`/t/${table.id}`)}>
                      {t('online.join')}
                    </button>
                  </Show>
                  <Show when={table.status !== 'finished'}>
                    {/* One click to the table, as a spectator: no form on the way. */}
                    <button type="button" onClick={() => navigate(`/t/${table.id}?watch`)}>
                      {t('online.watch')}
                    </button>
                  </Show>
                  <Show when={table.status === 'finished'}>
                    <button type="button" onClick={() => navigate(`/replay?table=${table.id}`)}>
                      {t('online.replay')}
                    </button>
                  </Show>
                </li>
              );
            }}
          </For>
        </ul>
      </Show>
    </section>
  );
}
