import { For } from 'solid-js';
import {
  DEFAULT_CHESTS,
  DEFAULT_TREASURES,
  type Provenance,
  type Sourced,
} from '../../../../src/games/into-the-blue/components.js';
import {
  defaultOptions,
  MAX_TOKEN_VALUE,
  type ItbOptions,
} from '../../../../src/games/into-the-blue/options.js';
import { t } from '../../i18n';
import { ITB_BOTS, ITB_PLAYERS, itbDefaultOptions } from './info-data';
import type { GameInfo } from '../types';

const PROVENANCE_KEY: Record<Provenance, string> = {
  rulebook: 'provenance.rulebook',
  public: 'provenance.public',
  provisional: 'provenance.provisional',
};

/** Provenance shown next to each group of values: where the number comes from. */
function ProvenanceNote(props: { of: Sourced<unknown> }) {
  return (
    <p class={`provenance provenance-${props.of.provenance}`}>
      <strong>{t(PROVENANCE_KEY[props.of.provenance])}</strong> <cite>{props.of.source}</cite>
    </p>
  );
}

function NumberInput(props: { label: string; value: number; onInput: (n: number) => void }) {
  return (
    <input
      type="number"
      min="0"
      max={MAX_TOKEN_VALUE}
      aria-label={props.label}
      value={props.value}
      onInput={(e) => {
        const n = Number(e.currentTarget.value);
        if (Number.isInteger(n) && n >= 0 && n <= MAX_TOKEN_VALUE) props.onInput(n);
      }}
    />
  );
}

function ItbOptionsEditor(props: { value: unknown; onChange: (v: unknown) => void }) {
  const options = () => props.value as ItbOptions;
  const setTreasure = (i: number, key: 'main' | 'secondary', n: number) =>
    props.onChange({
      ...options(),
      treasures: options().treasures.map((lv, j) => (j === i ? { ...lv, [key]: n } : lv)),
    });
  const setChest = (i: number, n: number) =>
    props.onChange({ ...options(), chests: options().chests.map((c, j) => (j === i ? n : c)) });
  return (
    <fieldset class="component-values">
      <legend>{t('lobby.components')}</legend>
      <table>
        <caption>{t('itb.opt.treasures')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('itb.opt.level')}</th>
            <th scope="col">{t('itb.opt.main')}</th>
            <th scope="col">{t('itb.opt.secondary')}</th>
          </tr>
        </thead>
        <tbody>
          <For each={options().treasures}>
            {(lv, i) => (
              <tr>
                <th scope="row">{i() + 1}</th>
                <td>
                  <NumberInput
                    label={t('itb.opt.main-of', { level: i() + 1 })}
                    value={lv.main}
                    onInput={(n) => setTreasure(i(), 'main', n)}
                  />
                </td>
                <td>
                  <NumberInput
                    label={t('itb.opt.secondary-of', { level: i() + 1 })}
                    value={lv.secondary}
                    onInput={(n) => setTreasure(i(), 'secondary', n)}
                  />
                </td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
      <ProvenanceNote of={DEFAULT_TREASURES} />
      <div class="chest-values" role="group" aria-label={t('itb.opt.chests')}>
        <span>{t('itb.opt.chests')}</span>
        <For each={options().chests}>
          {(c, i) => (
            <NumberInput
              label={t('itb.opt.chest-of', { n: i() + 1 })}
              value={c}
              onInput={(n) => setChest(i(), n)}
            />
          )}
        </For>
      </div>
      <ProvenanceNote of={DEFAULT_CHESTS} />
      <button type="button" onClick={() => props.onChange(defaultOptions())}>
        {t('lobby.components-reset')}
      </button>
    </fieldset>
  );
}

/**
 * The lobby's view of Into the Blue: its facts, the component values editor, and how to load
 * the board.
 */
export const intoTheBlueInfo: GameInfo = {
  id: 'into-the-blue',
  minPlayers: ITB_PLAYERS.min,
  maxPlayers: ITB_PLAYERS.max,
  bots: ITB_BOTS,
  defaultOptions: itbDefaultOptions,
  OptionsEditor: ItbOptionsEditor,
  load: () => import('./board'),
};
