import { createEffect, ErrorBoundary, lazy, Match, on, Show, Switch } from 'solid-js';
import { Lobby } from './lobby/lobby';
import { route } from './router';
import { profileNameOf } from './ui/profile-address';
import { Header } from './ui/header';
import { ErrorPage, errorMessage } from './ui/error-page';
import { gameInfo } from './games/catalog';
import { t } from './i18n';

// Pages other than the lobby come in their own chunks; each game's board in yet another.
const LocalTablePage = lazy(() => import('./local/local-page'));
const ReplayPage = lazy(() => import('./replay/replay-page'));
const OnlineTablePage = lazy(() => import('./online/online-page'));
const RulesPages = lazy(() => import('./rules/pages'));
const ProfilePage = lazy(() => import('./ratings/pages').then((m) => ({ default: m.ProfilePage })));
const LeaderboardPage = lazy(() =>
  import('./ratings/pages').then((m) => ({ default: m.LeaderboardPage })),
);
const AccountPage = lazy(() => import('./account/account-page'));

/** A page that failed; going elsewhere (the way back, the browser's back button) tries again. */
function Failed(props: { error: unknown; reset: () => void }) {
  createEffect(on(() => route().path, props.reset, { defer: true }));
  // Said to the person in words; the cause stays visible to whoever opens the console.
  console.error(props.error);
  return <ErrorPage message={errorMessage(props.error)} />;
}

export function App() {
  const path = () => route().path;
  return (
    <>
      <Header />
      <main id="main">
        {/* A page that fails (no such table, a chunk that did not load) says so, in the
            reader's language, with the way back: never "Loading…" for ever. */}
        <ErrorBoundary fallback={(err, reset) => <Failed error={err} reset={reset} />}>
          <Switch fallback={<ErrorPage message={t('app.not-found')} />}>
            <Match when={path() === '/' || path() === '/index.html'}>
              <Lobby />
            </Match>
            <Match when={path().match(/^\/local\/([\w-]+)$/)}>
              {(m) => (
                <Show
                  when={gameInfo(m()[1] as string)}
                  fallback={<ErrorPage message={t('app.no-game', { game: m()[1] as string })} />}
                >
                  <LocalTablePage game={m()[1] as string} search={route().search} />
                </Show>
              )}
            </Match>
            <Match when={path().match(/^\/t\/([\w-]+)$/)}>
              {(m) => <OnlineTablePage id={m()[1] as string} />}
            </Match>
            <Match when={path() === '/account'}>
              <AccountPage />
            </Match>
            <Match when={path() === '/replay'}>
              <ReplayPage />
            </Match>
            <Match when={profileNameOf(path())}>
              {(name) => <ProfilePage name={name()} search={route().search} />}
            </Match>
            <Match when={path().match(/^\/leaderboard\/([\w-]+)$/)}>
              {(m) => <LeaderboardPage game={m()[1] as string} search={route().search} />}
            </Match>
            <Match when={path().match(/^\/(rules|learn)\/([\w-]+)$/)}>
              {(m) => <RulesPages kind={m()[1] as string} game={m()[2] as string} />}
            </Match>
          </Switch>
        </ErrorBoundary>
      </main>
    </>
  );
}
