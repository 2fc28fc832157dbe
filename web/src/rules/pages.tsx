import { lazy, Match, Switch } from 'solid-js';
import { t } from '../i18n';

const RulesPage = lazy(() => import('./rules-page'));

/** /rules/GAME: a game's rules page, in a chunk of its own. */
export default function RulesPages(props: { kind: string; game: string }) {
  return (
    <Switch fallback={<p>{t('app.not-found')}</p>}>
      <Match when={props.kind === 'rules'}>
        <RulesPage game={props.game} />
      </Match>
    </Switch>
  );
}
