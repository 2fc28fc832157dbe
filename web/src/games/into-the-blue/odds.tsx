import { createMemo, For } from 'solid-js';
import { diceOdds } from '../../../../src/games/into-the-blue/bots/odds.js';
import { percent, t } from '../../i18n';

/** The expert bot's chances from these dice with best play: shown only when asked for. */
export function OddsHint(props: { dice: readonly number[]; rollsLeft: number }) {
  const odds = createMemo(() => diceOdds(props.dice, props.rollsLeft));
  return (
    <div class="odds" role="region" aria-label={t('itb.ui.odds-title')}>
      <p>{t('itb.ui.odds-intro', { n: props.rollsLeft })}</p>
      <ul>
        <li>{t('itb.ui.odds-perfect', { p: percent(odds().perfect) })}</li>
        <For each={odds().reach}>
          {(p, i) => <li>{t('itb.ui.odds-reach', { level: i() + 1, p: percent(p) })}</li>}
        </For>
      </ul>
    </div>
  );
}
