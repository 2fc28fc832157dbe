import { For, Show } from 'solid-js';
import { CHEST_FACE } from '../../../../src/games/into-the-blue/components.js';
import type { ItbView } from '../../../../src/games/into-the-blue/state.js';
import { t } from '../../i18n';
import { DieFace } from './art';

export function faceLabel(face: number): string {
  return face === CHEST_FACE ? t('itb.ui.face-chest') : String(face);
}

export interface DiceTrayProps {
  readonly view: ItbView;
  /** True when the viewer may choose dice now. */
  readonly canDecide: boolean;
  readonly canStop: boolean;
  /** Indices of the dice the viewer chose to keep. */
  readonly kept: ReadonlySet<number>;
  readonly animate: boolean;
  readonly onToggle: (i: number) => void;
  readonly onReroll: () => void;
  readonly onStop: () => void;
}

/** The six dice: click (or press 1 to 6) to keep a die, then reroll the others or stop. */
export function DiceTray(props: DiceTrayProps) {
  const rerollCount = () => props.view.dice.length - props.kept.size;
  return (
    <div class="dice-tray" classList={{ rolling: props.animate }}>
      <Show
        when={props.view.dice.length > 0}
        fallback={
          <p class="dice-waiting">
            <Show when={props.view.kept.length > 0} fallback={t('itb.ui.rolling-all')}>
              {t('itb.ui.rolling-some', { n: props.view.rolling })}
            </Show>
          </p>
        }
      >
        {/* Buttons straight under the group: a list's items under role=group broke the list. */}
        <div class="dice" role="group" aria-label={t('itb.ui.dice')}>
          <For each={props.view.dice}>
            {(face, i) => (
              <button
                type="button"
                class="die"
                classList={{ kept: props.kept.has(i()), chest: face === CHEST_FACE }}
                data-face={face}
                aria-pressed={props.canDecide ? props.kept.has(i()) : undefined}
                aria-label={t(props.kept.has(i()) ? 'itb.ui.die-kept' : 'itb.ui.die', {
                  n: i() + 1,
                  face: faceLabel(face),
                })}
                disabled={!props.canDecide}
                onClick={() => props.onToggle(i())}
              >
                <DieFace face={face} />
              </button>
            )}
          </For>
        </div>
      </Show>
      <Show when={props.canDecide}>
        <div class="actions">
          <button
            type="button"
            class="primary"
            disabled={rerollCount() === 0}
            aria-keyshortcuts="R"
            onClick={() => props.onReroll()}
          >
            {t('itb.ui.reroll', { n: rerollCount() })}
          </button>
          <button
            type="button"
            disabled={!props.canStop}
            aria-keyshortcuts="S"
            onClick={() => props.onStop()}
          >
            {t('itb.ui.stop')}
          </button>
        </div>
        <p class="hint keys-hint">{t('itb.ui.keys-decide')}</p>
      </Show>
    </div>
  );
}
