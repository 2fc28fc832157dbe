import { createResource, For, onCleanup, Show } from 'solid-js';
import { lang, t } from '../i18n';
import { getTableRatings, type TableRatings, type TableSummary } from './api';
import type { TableConnection } from './connection';
import { signed } from '../ui/signed';

/**
 * What a table says of itself beyond the board (issue 41): that it is rated, what the player
 * missed while a bot held their seat, who left before the start, and, after a rated game, each
 * player's rating change.
 */

/** "Rated", with what it means: on the join page, the table and its end. */
export function RatedMark(props: { summary: TableSummary | null | undefined }) {
  return (
    <Show when={props.summary?.rated}>
      <p class="rated-mark">
        <strong class="rated-badge">{t('online.rated')}</strong>{' '}
        <span class="hint">{t('online.rated-hint')}</span>
      </p>
    </Show>
  );
}

/** Told once, where the table begins: a return to the seat a bot kept, and those who left. */
export function TableNotices(props: { conn: TableConnection; names: readonly string[] }) {
  return (
    <>
      <Show when={props.conn.awayBotMoves() > 0}>
        <p class="away-bot-moves" role="status">
          {t('online.away-bot-moves', { n: props.conn.awayBotMoves() })}
        </p>
      </Show>
      <For each={props.conn.summary()?.status === 'open' ? props.conn.leftBeforeStart() : []}>
        {(name) => (
          <p class="left-before-start" role="status">
            {t('online.left-before-start', { name })}
          </p>
        )}
      </For>
    </>
  );
}

/**
 * Each rated seat's new rating and its change, at the end of a rated table. The rating follows
 * the end by a moment: asked again a few times until the server has it.
 */
export function RatingChanges(props: { id: string; names: readonly string[] }) {
  let tries = 0;
  const [ratings, { refetch }] = createResource(
    () => props.id,
    (id) => getTableRatings(id).catch((): TableRatings => ({ rated: false, seats: [] })),
  );
  const timer = setInterval(() => {
    if (ratings()?.rated || ++tries > 20) clearInterval(timer);
    else void refetch();
  }, 1500);
  onCleanup(() => clearInterval(timer));
  return (
    <section class="rating-changes" aria-labelledby="rating-changes-title">
      <h3 id="rating-changes-title">{t('online.ratings-title')}</h3>
      <Show when={ratings()?.rated} fallback={<p class="hint">{t('online.ratings-pending')}</p>}>
        <ul>
          <For each={ratings()?.seats ?? []}>
            {(s) => (
              <li data-seat={s.seat}>
                {props.names[s.seat] ?? ''}:{' '}
                <span classList={{ up: s.change > 0, down: s.change < 0 }}>
                  {t('online.rating-change', {
                    rating: new Intl.NumberFormat(lang(), { maximumFractionDigits: 0 }).format(
                      s.rating,
                    ),
                    change: signed(s.change),
                  })}
                </span>
              </li>
            )}
          </For>
        </ul>
      </Show>
    </section>
  );
}
