import { For, Show } from 'solid-js';
import type { GameResult } from '../../../../src/kernel/index.js';
import {
  scoreLevels,
  treasurePoints,
  type TieBreak,
} from '../../../../src/games/into-the-blue/scoring.js';
import type { ItbView } from '../../../../src/games/into-the-blue/state.js';
import { t } from '../../i18n';
import { PlayerName } from '../../ui/player-mark';
import { TotalsTable } from '../../ui/totals-table';

function reasonText(reason: TieBreak, ahead: string, behind: string): string {
  switch (reason.by) {
    case 'shells':
      return t('itb.ui.why-shells', { ahead, behind });
    case 'level-above':
      return t('itb.ui.why-level-above', { ahead, behind, level: reason.level });
    case 'unplayed':
      return t('itb.ui.why-unplayed', { ahead, behind });
    case 'earlier-last-turn':
      return t('itb.ui.why-earlier', { ahead, behind });
  }
}

const TOKEN_KEY = { main: 'itb.ui.token-main', secondary: 'itb.ui.token-secondary' } as const;

/** The final scoring, level 5 up to level 1 as the rules do it, with every tie-break in words. */
export function ScoringBreakdown(props: {
  view: ItbView;
  result: GameResult;
  names: readonly string[];
}) {
  const levels = () => scoreLevels(props.view);
  const treasure = () => treasurePoints(props.view);
  const name = (seat: number) => props.names[seat] ?? `#${seat + 1}`;
  return (
    <section class="scoring" aria-labelledby="scoring-title">
      <h2 id="scoring-title">{t('itb.ui.scoring')}</h2>
      <For each={levels()}>
        {(level) => (
          <section class="scoring-level">
            <h3>{t('itb.ui.level-n', { level: level.level })}</h3>
            <Show when={level.places.length > 0} fallback={<p>{t('itb.ui.level-empty')}</p>}>
              <ol>
                <For each={level.places}>
                  {(place, i) => (
                    <li>
                      <PlayerName seat={place.seat} names={props.names} />{' '}
                      {t('itb.ui.place-line', { n: place.shells })}{' '}
                      <strong>
                        {place.token
                          ? t(TOKEN_KEY[place.token], { points: place.points })
                          : t('itb.ui.token-none')}
                      </strong>
                      <Show when={place.aheadBecause}>
                        {(reason) => (
                          <span class="why">
                            {' '}
                            {reasonText(
                              reason(),
                              name(place.seat),
                              name(level.places[i() + 1]?.seat ?? 0),
                            )}
                          </span>
                        )}
                      </Show>
                    </li>
                  )}
                </For>
              </ol>
            </Show>
          </section>
        )}
      </For>
      <TotalsTable
        caption={t('itb.ui.totals')}
        headings={[
          t('itb.ui.player'),
          t('itb.ui.treasure-points'),
          t('itb.ui.chest-points'),
          t('itb.ui.total'),
          t('itb.ui.rank'),
        ]}
        players={props.view.players}
        names={props.names}
        result={props.result}
        cells={(seat) => (
          <>
            <td>{treasure()[seat]}</td>
            <td>{(props.view.chests[seat] ?? []).reduce<number>((s, c) => s + (c ?? 0), 0)}</td>
            <td>{props.result.scores[seat]}</td>
            <td>{props.result.ranking[seat]}</td>
          </>
        )}
      />
    </section>
  );
}
