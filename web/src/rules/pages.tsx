import { lazy, Match, Switch } from 'solid-js';
import { t } from '../i18n';

const RulesPage = lazy(() => import('./rules-page'));
const LearnPage = lazy(() => import('../learn/learn-page'));

/** /rules/GAME and /learn/GAME: the rules pages and the guided first games, each a chunk. */
export default function RulesPages(props: { kind: string; game: string }) {
  return (
    <Switch fallback={<p>{t('app.not-found')}</p>}>
      <Match when={props.kind === 'rules'}>
        <RulesPage game={props.game} />
      </Match>
      <Match when={props.kind === 'learn'}>
        <LearnPage game={props.game} />
      </Match>
    </Switch>
  );
}
