import { lazy, Match, Switch } from 'solid-js';
import { Lobby } from './lobby/lobby';
import { route } from './router';
import { Header } from './ui/header';
import { t } from './i18n';

// Pages other than the lobby come in their own chunks; each game's board in yet another.
const LocalTablePage = lazy(() => import('./local/local-page'));
const ReplayPage = lazy(() => import('./replay/replay-page'));
const OnlineTablePage = lazy(() => import('./online/online-page'));
const RulesPages = lazy(() => import('./rules/pages'));

export function App() {
  const path = () => route().path;
  return (
    <>
      <Header />
      <main id="main">
        <Switch fallback={<p>{t('app.not-found')}</p>}>
          <Match when={path() === '/' || path() === '/index.html'}>
            <Lobby />
          </Match>
          <Match when={path().match(/^\/local\/([\w-]+)$/)}>
            {(m) => <LocalTablePage game={m()[1] as string} search={route().search} />}
          </Match>
          <Match when={path().match(/^\/t\/([\w-]+)$/)}>
            {(m) => <OnlineTablePage id={m()[1] as string} />}
          </Match>
          <Match when={path() === '/replay'}>
            <ReplayPage />
          </Match>
          <Match when={path().match(/^\/(rules|learn)\/([\w-]+)$/)}>
            {(m) => <RulesPages kind={m()[1] as string} game={m()[2] as string} />}
          </Match>
        </Switch>
      </main>
    </>
  );
}
