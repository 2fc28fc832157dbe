import { For, Show } from 'solid-js';
import { BACKS } from '../../../../src/games/survive/components.js';
import type { SurviveView } from '../../../../src/games/survive/state.js';
import type { GameResult } from '../../../../src/kernel/game.js';
import { t } from '../../i18n';
import { PlayerName } from '../../ui/player-mark';
import { TotalsTable } from '../../ui/totals-table';
import { TileLine } from './tiles';

const seats = (view: SurviveView) => Array.from({ length: view.players }, (_, i) => i);

/** The viewer's tiles, and each player's explorers saved and lost and tiles held. */
export function Hands(props: {
  view: SurviveView;
  names: readonly string[];
  viewer: number | null;
}) {
  const myHand = () => (props.viewer === null ? [] : (props.view.hands[props.viewer] ?? []));
  return (
    <section class="hands" aria-label={t('surv.ui.hands')}>
      <Show when={myHand().length > 0}>
        <p class="sv-hand-title">{t('surv.ui.your-hand')}</p>
        <ul class="sv-hand">
          <For each={myHand().flatMap((tile) => (tile.back ? [tile.back] : []))}>
            {(back) => <TileLine back={BACKS.indexOf(back)} />}
          </For>
        </ul>
      </Show>
      <ul class="players">
        <For each={seats(props.view)}>
          {(seat) => {
            const mine = () => props.view.explorers.filter((e) => e.owner === seat);
            return (
              <li
                classList={{
                  current: props.view.current === seat && props.view.phase !== 'over',
                }}
              >
                <PlayerName seat={seat} names={props.names} />
                <span>
                  {t('surv.ui.safe', { n: mine().filter((e) => e.where === 'safe').length })}
                </span>
                <span>
                  {t('surv.ui.lost', { n: mine().filter((e) => e.where === 'lost').length })}
                </span>
                <span>{t('surv.ui.tiles', { n: props.view.hands[seat]?.length ?? 0 })}</span>
              </li>
            );
          }}
        </For>
      </ul>
    </section>
  );
}

/** The end: the explorers each player saved, their scores and ranks. */
export function Reveal(props: { view: SurviveView; names: readonly string[]; result: GameResult }) {
  return (
    <section class="scoring" aria-labelledby="survive-reveal">
      <h2 id="survive-reveal">{t('surv.ui.reveal')}</h2>
      <TotalsTable
        headings={[t('surv.ui.player'), t('surv.ui.saved'), t('surv.ui.score'), t('surv.ui.rank')]}
        players={props.view.players}
        names={props.names}
        result={props.result}
        cells={(seat) => (
          <>
            <td>
              {props.view.explorers
                .filter((e) => e.owner === seat && e.where === 'safe')
                .map((e) => e.value)
                .join(' + ') || '—'}
            </td>
            <td>{props.result.scores[seat]}</td>
            <td>{props.result.ranking[seat]}</td>
          </>
        )}
      />
    </section>
  );
}
