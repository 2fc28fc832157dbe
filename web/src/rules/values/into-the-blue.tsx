import { For, Show } from 'solid-js';
import {
  DEFAULT_CHESTS,
  DEFAULT_TREASURES,
  secondaryTokens,
} from '../../../../src/games/into-the-blue/components.js';
import type { ItbOptions } from '../../../../src/games/into-the-blue/options.js';
import { lang, t } from '../../i18n';
import { listOf, ValuesFrame, type ValuesProps } from './common';

/** Into the Blue's treasure tokens and chests, as the table plays them (or by default). */
export function ItbTreasures(props: ValuesProps) {
  const options = () => props.options as ItbOptions;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  // The defaults are provisional (treasures) or from the rulebook (chests); a table's own values
  // are whatever its creator typed, so no provenance is claimed for them.
  const treasureSource = () =>
    same(options().treasures, DEFAULT_TREASURES.value) ? DEFAULT_TREASURES.provenance : undefined;
  const chestSource = () =>
    same(options().chests, DEFAULT_CHESTS.value) ? DEFAULT_CHESTS.provenance : undefined;
  return (
    <>
      <ValuesFrame fromTable={props.fromTable} provenance={treasureSource()}>
        <table class="rules-table rules-itb-treasures">
          <caption>{t('rules.itb.treasures')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rules.itb.level')}</th>
              <th scope="col">{t('rules.itb.main')}</th>
              <th scope="col">{t('rules.itb.secondary')}</th>
            </tr>
          </thead>
          <tbody>
            <For each={options().treasures}>
              {(level, i) => (
                <tr>
                  <th scope="row">{i() + 1}</th>
                  <td>{level.main}</td>
                  <td>{level.secondary}</td>
                </tr>
              )}
            </For>
          </tbody>
        </table>
        <Show when={props.players} fallback={<p>{t('rules.itb.secondaries')}</p>}>
          {(n) => <p>{t('rules.itb.secondaries-here', { n: n(), s: secondaryTokens(n()) })}</p>}
        </Show>
      </ValuesFrame>
      <ValuesFrame fromTable={props.fromTable} provenance={chestSource()}>
        <p class="rules-itb-chests">
          {t('rules.itb.chests', {
            list: listOf(lang(), options().chests),
            total: options().chests.reduce((a, b) => a + b, 0),
          })}
        </p>
      </ValuesFrame>
    </>
  );
}
