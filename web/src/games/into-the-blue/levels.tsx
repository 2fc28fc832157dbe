import { For, Index, Show } from 'solid-js';
import type { ItbView } from '../../../../src/games/into-the-blue/state.js';
import { t } from '../../i18n';
import { PlayerMark, PlayerName } from '../../ui/player-mark';

/** The five depths, with each level's treasure and every player's shells there. */
export function LevelsTable(props: {
  view: ItbView;
  names: readonly string[];
  /** The cell that just changed by someone else's move, to flash it briefly. */
  flash: { level: number; seat: number } | null;
}) {
  const seats = () => Array.from({ length: props.view.players }, (_, i) => i);
  return (
    <table class="levels">
      <caption>{t('itb.ui.levels')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('itb.ui.level')}</th>
          <th scope="col">{t('itb.ui.treasure')}</th>
          <For each={seats()}>
            {(seat) => (
              <th scope="col">
                <PlayerName seat={seat} names={props.names} />
              </th>
            )}
          </For>
        </tr>
      </thead>
      <tbody>
        <Index each={props.view.shells}>
          {(row, i) => (
            <tr class={`depth-${i + 1}`}>
              <th scope="row">{i + 1}</th>
              <td class="treasure">
                {t('itb.ui.treasure-values', {
                  main: props.view.options.treasures[i]?.main ?? 0,
                  secondary: props.view.options.treasures[i]?.secondary ?? 0,
                })}
              </td>
              <Index each={row()}>
                {(count, seat) => (
                  <td
                    classList={{
                      flash: props.flash?.level === i + 1 && props.flash.seat === seat,
                      empty: count() === 0,
                    }}
                    aria-label={t('itb.ui.shells-cell', {
                      name: props.names[seat] ?? '',
                      n: count(),
                      level: i + 1,
                    })}
                  >
                    <Show when={count() > 0} fallback="·">
                      <PlayerMark seat={seat} /> {count()}
                    </Show>
                  </td>
                )}
              </Index>
            </tr>
          )}
        </Index>
      </tbody>
    </table>
  );
}

/** Each player's unplayed shells and chests; your own chests' values, others' face down. */
export function PlayersPanel(props: { view: ItbView; names: readonly string[] }) {
  const seats = () => Array.from({ length: props.view.players }, (_, i) => i);
  return (
    <ul class="players" aria-label={t('itb.ui.players')}>
      <For each={seats()}>
        {(seat) => (
          <li classList={{ current: props.view.current === seat && props.view.phase !== 'over' }}>
            <PlayerName seat={seat} names={props.names} />
            <span>{t('itb.ui.supply', { n: props.view.supply[seat] ?? 0 })}</span>
            <span>
              {(() => {
                const chests = props.view.chests[seat] ?? [];
                if (chests.length === 0) return t('itb.ui.no-chests');
                if (chests.every((c) => c !== null)) {
                  return t('itb.ui.chest-values', { list: chests.join(', ') });
                }
                return t('itb.ui.chests-hidden', { n: chests.length });
              })()}
            </span>
          </li>
        )}
      </For>
    </ul>
  );
}
