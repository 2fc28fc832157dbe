import { createResource, For, onCleanup, Show } from 'solid-js';
import { addCatalogs, lang, t } from '../i18n';
import { botName } from '../lobby/seats';
import { getTableRatings, type TableRatings, type TableSummary } from './api';
import { botRatingMessages } from './bot-rating-messages';
import type { TableConnection } from './connection';
import { signed } from '../ui/signed';

addCatalogs(botRatingMessages);

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
        <UnratedAgainstBots ratings={ratings()} names={props.names} />
      </Show>
    </section>
  );
}

/**
 * Before a rated table with bots ends: whose games against which bot are played unrated (once a
 * day per bot, docs/ratings.md), and until when. Asked once, when the table shows.
 */
export function BotDayNotes(props: {
  id: string;
  summary: TableSummary | null | undefined;
  names: readonly string[];
}) {
  const asked = () =>
    props.summary?.rated &&
    props.summary.status !== 'finished' &&
    props.summary.seats.some((s) => s.kind === 'bot')
      ? props.id
      : null;
  const [ratings] = createResource(asked, (id) => getTableRatings(id).catch(() => undefined));
  return (
    <Show when={asked()}>
      <UnratedAgainstBots ratings={ratings()} names={props.names} />
    </Show>
  );
}

/** Each person's game against a bot that is not rated, and until when if it is still to come. */
function UnratedAgainstBots(props: {
  ratings: TableRatings | undefined;
  names: readonly string[];
}) {
  const time = (at: number) =>
    new Intl.DateTimeFormat(lang(), {
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
    }).format(at);
  return (
    <For each={props.ratings?.unrated ?? []}>
      {(u) => (
        <p class="bot-unrated hint" role="status">
          {t(u.until ? 'online.bot-unrated-until' : 'online.bot-unrated', {
            name: props.names[u.seat] ?? '',
            bot: botName(u.bot),
            time: u.until ? time(u.until) : '',
          })}
        </p>
      )}
    </For>
  );
}
