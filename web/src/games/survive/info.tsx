import { For } from 'solid-js';
import {
  BACK_COUNTS,
  BACKS,
  EXPLORER_VALUES,
  type Provenance,
} from '../../../../src/games/survive/components.js';
import type { SurviveOptions } from '../../../../src/games/survive/options.js';
import { t } from '../../i18n';
import type { GameInfo } from '../types';
import { SURVIVE_BOTS, SURVIVE_PLAYERS, surviveDefaultOptions } from './info-data';

const PROVENANCE_KEY: Record<Provenance, string> = {
  rulebook: 'provenance.rulebook',
  public: 'provenance.public',
  provisional: 'provenance.provisional',
};

/**
 * Survive's values are all known: shown with where they come from, as played (in words of the
 * reader's language; the sources' own notes, in English, are for developers).
 */
function SurviveOptionsView(props: { value: unknown }) {
  const options = () => props.value as SurviveOptions;
  return (
    <fieldset class="component-values">
      {/* The lobby's summary above says it already: the legend only names the group. */}
      <legend class="visually-hidden">{t('surv.opt.title')}</legend>
      <p>
        {t('surv.opt.explorers')} {options().explorerValues.join(', ')}
      </p>
      <p class={`provenance provenance-${EXPLORER_VALUES.provenance}`}>
        <strong>{t(PROVENANCE_KEY[EXPLORER_VALUES.provenance])}</strong>
      </p>
      <table>
        <caption>{t('surv.opt.backs')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('surv.opt.back')}</th>
            <th scope="col">{t('surv.terrain', { t: 0 })}</th>
            <th scope="col">{t('surv.terrain', { t: 1 })}</th>
            <th scope="col">{t('surv.terrain', { t: 2 })}</th>
          </tr>
        </thead>
        <tbody>
          <For each={BACKS}>
            {(back, i) => (
              <tr>
                <th scope="row">{t('surv.back', { b: i() })}</th>
                <For each={options().backs[back]}>{(n) => <td>{n}</td>}</For>
              </tr>
            )}
          </For>
        </tbody>
      </table>
      <p class={`provenance provenance-${BACK_COUNTS.provenance}`}>
        <strong>{t(PROVENANCE_KEY[BACK_COUNTS.provenance])}</strong>
      </p>
    </fieldset>
  );
}

export const surviveInfo: GameInfo = {
  id: 'survive',
  minPlayers: SURVIVE_PLAYERS.min,
  maxPlayers: SURVIVE_PLAYERS.max,
  bots: SURVIVE_BOTS,
  defaultOptions: surviveDefaultOptions,
  OptionsEditor: SurviveOptionsView,
  load: () => import('./board'),
};
