import { For, Show } from 'solid-js';
import { t } from '../../i18n';
import { Icon } from './art';
import { HEX_POINTS } from './geometry';

const LEGEND: readonly (readonly [string, string])[] = [
  ['beach', 'surv.legend.beach'],
  ['forest', 'surv.legend.forest'],
  ['mountain', 'surv.legend.mountain'],
  ['sea', 'surv.legend.sea'],
  ['isle', 'surv.legend.isle'],
  ['explorer', 'surv.legend.explorer'],
  ['ship', 'surv.legend.ship'],
  ['serpent', 'surv.legend.serpent'],
  ['shark', 'surv.legend.shark'],
  ['whale', 'surv.legend.whale'],
  ['target', 'surv.legend.target'],
  ['marks', 'surv.legend.marks'],
];

export function Legend(props: { seat: number }) {
  return (
    <details class="sv-legend" open>
      <summary>{t('surv.legend')}</summary>
      <ul>
        <For each={LEGEND}>
          {([kind, key]) => (
            <li>
              <Show
                when={kind === 'target' || kind === 'marks'}
                fallback={
                  <Icon kind={kind} seat={props.seat} value={kind === 'explorer' ? 3 : null} />
                }
              >
                <svg class="sv-icon" viewBox="-18 -18 36 36" aria-hidden="true">
                  <Show
                    when={kind === 'target'}
                    fallback={
                      <g class="sv-mark fresh">
                        <line x1="-13" y1="8" x2="6" y2="-5" class="sv-mark-casing" />
                        <line
                          x1="-13"
                          y1="8"
                          x2="6"
                          y2="-5"
                          stroke="#c8344a"
                          class="sv-mark-line"
                        />
                        <path d="M13 -10l-11 1.5 5 7z" fill="#c8344a" stroke="#fff" />
                      </g>
                    }
                  >
                    <g transform="scale(0.55)" class="sv-target">
                      <polygon
                        points={HEX_POINTS}
                        transform="scale(0.86)"
                        class="sv-target-casing"
                      />
                      <polygon points={HEX_POINTS} transform="scale(0.86)" class="sv-target-ring" />
                      <circle r="6.5" class="sv-target-dot" />
                    </g>
                  </Show>
                </svg>
              </Show>
              <span>{t(key)}</span>
            </li>
          )}
        </For>
        <li>
          <span class="sv-legend-name" aria-hidden="true">
            4,2
          </span>
          <span>{t('surv.legend.names')}</span>
        </li>
      </ul>
    </details>
  );
}
