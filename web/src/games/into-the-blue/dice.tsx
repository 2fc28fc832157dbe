import { For, Show } from 'solid-js';
import { CHEST_FACE } from '../../../../src/games/into-the-blue/components.js';
import type { ItbView } from '../../../../src/games/into-the-blue/state.js';
import { t } from '../../i18n';

export function faceLabel(face: number): string {
  return face === CHEST_FACE ? t('itb.ui.face-chest') : String(face);
}

/** One die: a numeral, or a chest drawn in SVG for the sixth face. */
export function DieFace(props: { face: number }) {
  return (
    <Show when={props.face === CHEST_FACE} fallback={<span class="pip">{props.face}</span>}>
      <svg viewBox="0 0 20 20" width="22" height="22" aria-hidden="true">
        <rect x="2" y="7" width="16" height="10" rx="1" fill="#8a5a1c" stroke="#3b2508" />
        <path d="M2 9c0-5 16-5 16 0" fill="#b07a2a" stroke="#3b2508" />
        <rect x="8.5" y="8" width="3" height="4" fill="#f2c94c" stroke="#3b2508" />
      </svg>
    </Show>
  );
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
        <ul class="dice" role="group" aria-label={t('itb.ui.dice')}>
          <For each={props.view.dice}>
            {(face, i) => (
              <li>
                <button
                  type="button"
                  class="die"
                  classList={{ kept: props.kept.has(i()), chest: face === CHEST_FACE }}
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
              </li>
            )}
          </For>
        </ul>
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
        <p class="hint">{t('itb.ui.keys-decide')}</p>
      </Show>
    </div>
  );
}
