import { For, Index, Show } from 'solid-js';
import type { ItbView } from '../../../../src/games/into-the-blue/state.js';
import { t } from '../../i18n';
import { PlayerMark, PlayerName } from '../../ui/player-mark';
import { ChestIcon, Diver, Fish, ReefWall, ShellIcon } from './art';

/** A level the current diver may place shells on, and how many. */
export interface PlaceOption {
  readonly level: number;
  readonly shells: number;
}

/**
 * The reef: five levels going deeper from the surface, each with its treasure (a gold main and
 * a silver secondary token) and, in one lane per player, that player's diver and shells there.
 * The chests still to win lie on the sea floor. Each diver is an image named in words ("Ana: 2
 * shells on level 3"); while the current player places, the levels they may choose glow and show
 * where the shells would go (the buttons to choose are the turn's controls, and keys 1 to 5).
 */
export function Reef(props: {
  view: ItbView;
  names: readonly string[];
  /** The cell that just changed by someone else's move, to flash it briefly. */
  flash: { level: number; seat: number } | null;
  /** Levels the viewer may place on now (empty when not placing). */
  options: readonly PlaceOption[];
  /** The level a placement control points at (hovered or focused), to preview it. */
  preview: number | null;
  onPlace: (level: number) => void;
}) {
  const seats = () => Array.from({ length: props.view.players }, (_, i) => i);
  const option = (level: number) => props.options.find((o) => o.level === level);
  const current = () => (props.view.phase === 'over' ? -1 : props.view.current);
  return (
    <figure
      class="reef"
      aria-labelledby="reef-caption"
      style={{ '--lanes': String(props.view.players) }}
    >
      <figcaption id="reef-caption" class="reef-caption visually-hidden">
        {t('itb.ui.levels')}
      </figcaption>
      <div class="reef-surface" aria-hidden="true">
        <span class="reef-lane-spacer">{t('itb.ui.treasure')}</span>
        <For each={seats()}>
          {(seat) => (
            <span class="reef-lane-head" classList={{ current: current() === seat }}>
              <PlayerMark seat={seat} />
              <span class="reef-lane-name">{props.names[seat] ?? `#${seat + 1}`}</span>
            </span>
          )}
        </For>
      </div>
      <div class="reef-water">
        <ReefWall />
        <Fish class="fish-1" />
        <Fish class="fish-2" />
        <Fish class="fish-3" />
        <ol class="reef-levels">
          <Index each={props.view.shells}>
            {(row, i) => (
              <li
                class={`reef-level depth-${i + 1}`}
                classList={{
                  target: option(i + 1) !== undefined,
                  previewed: props.preview === i + 1 && option(i + 1) !== undefined,
                }}
                data-level={i + 1}
                onClick={() => {
                  if (option(i + 1)) props.onPlace(i + 1);
                }}
              >
                <span class="reef-depth">
                  <span class="visually-hidden">{t('itb.ui.level-n', { level: i + 1 })}</span>
                  <span class="reef-depth-n" aria-hidden="true">
                    {i + 1}
                  </span>
                </span>
                <span class="reef-treasure">
                  <span class="visually-hidden">{t('itb.ui.treasure')}</span>
                  <span
                    class="coin gold"
                    title={t('itb.ui.token-main', {
                      points: props.view.options.treasures[i]?.main ?? 0,
                    })}
                  >
                    {props.view.options.treasures[i]?.main ?? 0}
                  </span>
                  <span class="visually-hidden"> / </span>
                  <span
                    class="coin silver"
                    title={t('itb.ui.token-secondary', {
                      points: props.view.options.treasures[i]?.secondary ?? 0,
                    })}
                  >
                    {props.view.options.treasures[i]?.secondary ?? 0}
                  </span>
                </span>
                <Index each={row()}>
                  {(count, seat) => (
                    <span class="reef-lane">
                      <span
                        class="reef-diver"
                        classList={{
                          empty: count() === 0,
                          flash: props.flash?.level === i + 1 && props.flash.seat === seat,
                        }}
                        role="img"
                        data-seat={seat}
                        data-shells={count()}
                        aria-label={t('itb.ui.shells-cell', {
                          name: props.names[seat] ?? '',
                          n: count(),
                          level: i + 1,
                        })}
                      >
                        <Show when={count() > 0}>
                          <Diver seat={seat} />
                          <span class="reef-count">{count()}</span>
                        </Show>
                      </span>
                      <Show when={seat === current() && option(i + 1)}>
                        {(o) => (
                          <span class="reef-ghost" aria-hidden="true">
                            <Show when={count() === 0}>
                              <Diver seat={seat} ghost />
                            </Show>
                            <span class="reef-plus">+{o().shells}</span>
                          </span>
                        )}
                      </Show>
                    </span>
                  )}
                </Index>
              </li>
            )}
          </Index>
        </ol>
        <div class="reef-floor" aria-hidden="true">
          <For each={Array.from({ length: props.view.chestsLeft }, (_, i) => i)}>
            {() => <ChestIcon class="reef-chest" />}
          </For>
        </div>
      </div>
    </figure>
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
            <span class="supply">
              <ShellIcon seat={seat} />
              {t('itb.ui.supply', { n: props.view.supply[seat] ?? 0 })}
            </span>
            <span class="chests">
              <For each={props.view.chests[seat] ?? []}>
                {(value) => <ChestIcon value={value} />}
              </For>
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
