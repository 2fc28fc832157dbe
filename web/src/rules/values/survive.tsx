import { For } from 'solid-js';
import {
  BACK_COUNTS,
  BACKS,
  DEFENCE_BACKS,
  EXPLORER_VALUES,
  isGreen,
  TERRAINS,
  type Back,
} from '../../../../src/games/survive/components.js';
import type { SurviveOptions } from '../../../../src/games/survive/options.js';
import { lang, t } from '../../i18n';
import { listOf, ValuesFrame, type ValuesProps } from './common';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The values hidden under each player's explorers. */
export function SurviveExplorers(props: ValuesProps) {
  const values = () => (props.options as SurviveOptions).explorerValues;
  return (
    <ValuesFrame
      fromTable={props.fromTable}
      provenance={same(values(), EXPLORER_VALUES.value) ? EXPLORER_VALUES.provenance : undefined}
    >
      <p class="rules-surv-explorer-values">
        {t('rules.surv.explorers', {
          n: values().length,
          list: listOf(lang(), values()),
          total: values().reduce((a, b) => a + b, 0),
        })}
      </p>
    </ValuesFrame>
  );
}

/** 0: acts at once (green); 1: start of turn (red); 2: defence (red). */
function kindOf(back: Back): number {
  if (isGreen(back)) return 0;
  return DEFENCE_BACKS.has(back) ? 2 : 1;
}

/** What the terrain tiles hide, by terrain, as the table deals them. */
export function SurviveBacks(props: ValuesProps) {
  const backs = () => (props.options as SurviveOptions).backs;
  const total = (row: readonly number[]) => row.reduce((a, b) => a + b, 0);
  return (
    <ValuesFrame
      fromTable={props.fromTable}
      provenance={same(backs(), BACK_COUNTS.value) ? BACK_COUNTS.provenance : undefined}
    >
      <table class="rules-table rules-surv-backs">
        <caption>{t('rules.surv.backs')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rules.surv.back-col')}</th>
            <For each={TERRAINS}>
              {(_, i) => <th scope="col">{t('rules.surv.terrain', { t: i() })}</th>}
            </For>
            <th scope="col">{t('rules.surv.total')}</th>
          </tr>
        </thead>
        <tbody>
          <For each={BACKS}>
            {(back, i) => (
              <tr class={`rules-surv-back-${kindOf(back) === 0 ? 'green' : 'red'}`}>
                <th scope="row">
                  {t('rules.surv.back', { b: i() })}
                  <span class="rules-surv-back-kind">
                    {t('rules.surv.kind', { k: kindOf(back) })}
                  </span>
                </th>
                <For each={backs()[back]}>{(n) => <td>{n}</td>}</For>
                <td>{total(backs()[back])}</td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
    </ValuesFrame>
  );
}
