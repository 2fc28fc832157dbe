import { createEffect, createResource, For, lazy, Show } from 'solid-js';
import { addCatalogs, lang, t } from '../i18n';
import { WEB_GAMES } from '../games/catalog';
import { gameName } from '../lobby/names';
import { AppLink } from '../ui/app-link';
import { profileHref } from '../ui/profile-address';
import { AccountLink } from '../ui/profile-name';
import { signed } from '../ui/signed';
import { getLeaderboard, getProfile, type RecentGame } from './api';
import { ratingMessages } from './messages';
import { RatingChart } from './rating-chart';
import { shortDate } from './chart-scale';
import './ratings.css';

// "Add friend" and "Block" for a signed-in visitor (issue 42), in the friends' chunk.
const ProfileFriend = lazy(() => import('../friends/profile-friend'));

// This chunk's texts, with it: the lobby never loads them.
addCatalogs(ratingMessages);

const pageOf = (search: string) => {
  const page = Number(new URLSearchParams(search).get('page') ?? 1);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

const number = (x: number, digits = 0) =>
  new Intl.NumberFormat(lang(), { maximumFractionDigits: digits }).format(x);

function RecentLine(props: { game: RecentGame }) {
  const g = () => props.game;
  const who = () =>
    g()
      .players.map((p) => (p.deleted ? t('ratings.deleted') : (p.name ?? t('ratings.free-seat'))))
      .join(', ');
  const status = () =>
    g().status === 'finished'
      ? g().place === null
        ? ''
        : t('ratings.place', { place: g().place as number })
      : t(g().status === 'open' ? 'ratings.status-open' : 'ratings.status-playing');
  return (
    <li>
      <strong>{gameName(g().game)}</strong> · {who()} · {status()}
      {g().finishedAt === null ? '' : ` · ${shortDate(g().finishedAt as number, lang())}`}
      {g().rated ? '' : ` · ${t('ratings.unrated')}`}
      <Show when={g().change !== undefined && g().rating !== undefined}>
        {' · '}
        <span class="rating-change">
          {t('ratings.recent-change', {
            rating: number(g().rating as number),
            change: signed(g().change as number),
          })}
        </span>
      </Show>
      <Show
        when={g().status === 'finished'}
        fallback={
          <>
            {' '}
            <AppLink href={`/t/${g().table}`}>{t('ratings.open-game')}</AppLink>
          </>
        }
      >
        {' '}
        <AppLink href={`/replay?table=${g().table}`}>{t('ratings.replay')}</AppLink>{' '}
        <AppLink href={`/replay?table=${g().table}#analysis`}>{t('ratings.analysis')}</AppLink>
      </Show>
    </li>
  );
}

/** No rating to show: why (`empty`), how a game comes to count, and the way to the lobby. */
function HowRated(props: { empty: string }) {
  return (
    <div class="ratings-empty">
      <p>{props.empty}</p>
      <p class="hint">{t('ratings.how-rated')}</p>
      <p>
        <AppLink href="/">{t('ratings.open-table')}</AppLink>
      </p>
    </div>
  );
}

/** `/u/NAME`: a player's ratings per game, with their history, and recent games. */
export function ProfilePage(props: { name: string; search: string }) {
  const [profile] = createResource(
    () => [props.name, pageOf(props.search)] as const,
    ([name, page]) => getProfile(name, page),
  );
  createEffect(() => {
    const p = profile();
    if (p) document.title = t('ratings.profile-title', { name: p.name });
  });
  const base = () => profileHref(props.name);
  return (
    <Show when={profile()} fallback={<p class="loading ratings-page">{t('app.loading')}</p>}>
      {(p) => (
        <section class="ratings-page" aria-labelledby="profile-title">
          <h1 id="profile-title">{p().name}</h1>
          <ProfileFriend name={p().name} />
          <p>
            {t('ratings.since', {
              date: new Intl.DateTimeFormat(lang(), { dateStyle: 'long' }).format(p().since),
            })}
          </p>
          <Show when={p().games.length > 0} fallback={<HowRated empty={t('ratings.no-games')} />}>
            <For each={p().games}>
              {(g) => (
                <div class="rating-game" data-game={g.game}>
                  <h2>{gameName(g.game)}</h2>
                  <p class="rating-line">
                    {t('ratings.game-line', {
                      rating: number(g.rating),
                      deviation: number(g.deviation),
                      games: g.games,
                      wins: g.wins,
                    })}
                  </p>
                  <RatingChart rating={g} />
                  <p>
                    <AppLink href={`/leaderboard/${g.game}`}>
                      {t('ratings.leaderboard-title', { game: gameName(g.game) })}
                    </AppLink>
                  </p>
                </div>
              )}
            </For>
          </Show>
          <h2>{t('ratings.recent')}</h2>
          <Show when={p().recent.length > 0} fallback={<p>{t('ratings.no-recent')}</p>}>
            <ul class="recent-games">
              <For each={p().recent}>{(g) => <RecentLine game={g} />}</For>
            </ul>
          </Show>
          <nav class="pages">
            <Show when={p().page > 1}>
              <AppLink href={`${base()}?page=${p().page - 1}`}>{t('ratings.newer')}</AppLink>
            </Show>{' '}
            <Show when={p().next}>
              {(next) => <AppLink href={`${base()}?page=${next()}`}>{t('ratings.older')}</AppLink>}
            </Show>
          </nav>
        </section>
      )}
    </Show>
  );
}

/** `/leaderboard/GAME`: the settled ratings of a game, best first. */
export function LeaderboardPage(props: { game: string; search: string }) {
  const [board] = createResource(
    () => [props.game, pageOf(props.search)] as const,
    ([game, page]) => getLeaderboard(game, page),
  );
  createEffect(() => {
    document.title = `${t('ratings.leaderboard-title', { game: gameName(props.game) })} · Fathom`;
  });
  const base = () => `/leaderboard/${props.game}`;
  return (
    <Show when={board()} fallback={<p class="loading ratings-page">{t('app.loading')}</p>}>
      {(b) => (
        <section class="ratings-page" aria-labelledby="board-title">
          <h1 id="board-title">{t('ratings.leaderboard-title', { game: gameName(b().game) })}</h1>
          <p class="hint">{t('ratings.leaderboard-hint', { max: b().maxDeviation })}</p>
          <Show
            when={b().players.length > 0}
            fallback={<HowRated empty={t('ratings.leaderboard-empty')} />}
          >
            <table class="leaderboard">
              <thead>
                <tr>
                  <th scope="col">{t('ratings.rank')}</th>
                  <th scope="col">{t('ratings.player')}</th>
                  <th scope="col">{t('ratings.rating')}</th>
                  <th scope="col">{t('ratings.games')}</th>
                  <th scope="col">{t('ratings.wins')}</th>
                </tr>
              </thead>
              <tbody>
                <For each={b().players}>
                  {(l) => (
                    <tr>
                      <td>{l.rank}</td>
                      <td>
                        <Show when={l.name} fallback={t('ratings.deleted')}>
                          {(name) => <AccountLink name={name()} />}
                        </Show>
                      </td>
                      <td>
                        {number(l.rating)} ± {number(l.deviation)}
                      </td>
                      <td>{l.games}</td>
                      <td>{l.wins}</td>
                    </tr>
                  )}
                </For>
              </tbody>
            </table>
          </Show>
          <nav class="pages">
            <Show when={b().page > 1}>
              <AppLink href={`${base()}?page=${b().page - 1}`}>{t('ratings.newer')}</AppLink>
            </Show>{' '}
            <Show when={b().next}>
              {(next) => <AppLink href={`${base()}?page=${next()}`}>{t('ratings.older')}</AppLink>}
            </Show>
          </nav>
          <nav class="ratings-boards" aria-label={t('ratings.boards')}>
            <For each={WEB_GAMES}>
              {(g) => (
                <Show
                  when={g.id !== b().game}
                  fallback={<strong aria-current="page">{gameName(g.id)}</strong>}
                >
                  <AppLink href={`/leaderboard/${g.id}`}>{gameName(g.id)}</AppLink>
                </Show>
              )}
            </For>
          </nav>
        </section>
      )}
    </Show>
  );
}
