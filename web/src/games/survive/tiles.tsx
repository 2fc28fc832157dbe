import { Show } from 'solid-js';
import { t } from '../../i18n';
import { Icon } from './art';

/** What each tile back does, by its index in BACKS. */
export const POWER_KEYS = [
  'surv.power.0',
  'surv.power.1',
  'surv.power.2',
  'surv.power.3',
  'surv.power.4',
  'surv.power.5',
  'surv.power.6',
  'surv.power.7',
  'surv.power.8',
  'surv.power.9',
  'surv.power.10',
  'surv.power.11',
] as const;
/** The picture of each tile back: the creature it brings or moves, a ship, or none. */
const BACK_ICON = [
  'shark',
  'whale',
  'ship',
  '',
  '',
  '',
  'ship',
  'serpent',
  'shark',
  'whale',
  'shark',
  'whale',
];

/** A tile's name and what it does, in one line. */
export function tilePower(back: number): string {
  return t('surv.ui.tile-power', {
    name: t('surv.tile', { b: back }),
    power: t(POWER_KEYS[back] ?? 'surv.power.0'),
  });
}

export function TileLine(props: { back: number }) {
  return (
    <li class="sv-tile-line">
      <Show when={BACK_ICON[props.back]}>{(kind) => <Icon kind={kind()} />}</Show>
      <span>{tilePower(props.back)}</span>
    </li>
  );
}
