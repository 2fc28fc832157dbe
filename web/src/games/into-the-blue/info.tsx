import { createSignal, For, Show } from 'solid-js';
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

/**
 * Provenance shown next to each group of values, in the reader's language. The sources' own
 * notes (file names, in English) are for developers: they stay in the code and docs.
 */
function ProvenanceNote(props: { of: Sourced<unknown> }) {
  return (
    <p class={`provenance provenance-${props.of.provenance}`}>
      <strong>{t(PROVENANCE_KEY[props.of.provenance])}</strong>
    </p>
  );
}

/**
 * A value of the table. One out of range is not taken, and never silently: the notice says what
 * is allowed and which value the table keeps; leaving the field shows that value again.
 */
function NumberInput(props: {
  label: string;
  value: number;
  onInput: (n: number) => void;
  onNotice: (notice: string | null) => void;
}) {
  const [invalid, setInvalid] = createSignal(false);
  return (
    <input
      type="number"
      min="0"
      max={MAX_TOKEN_VALUE}
      step="1"
      aria-label={props.label}
      aria-invalid={invalid() ? 'true' : undefined}
      value={props.value}
      onInput={(e) => {
        const raw = e.currentTarget.value;
        const n = Number(raw);
        const ok = raw.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= MAX_TOKEN_VALUE;
        setInvalid(!ok);
        if (ok) {
          props.onNotice(null);
          props.onInput(n);
        } else {
          props.onNotice(
            t('itb.opt.out-of-range', {
              label: props.label,
              max: MAX_TOKEN_VALUE,
              kept: props.value,
            }),
          );
        }
      }}
      onChange={(e) => {
        if (invalid()) {
          e.currentTarget.value = String(props.value);
          setInvalid(false);
        }
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
  const [notice, setNotice] = createSignal<string | null>(null);
  return (
    <fieldset class="component-values">
      {/* The lobby's summary above says it already: the legend only names the group. */}
      <legend class="visually-hidden">{t('lobby.components')}</legend>
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
                    onNotice={setNotice}
                  />
                </td>
                <td>
                  <NumberInput
                    label={t('itb.opt.secondary-of', { level: i() + 1 })}
                    value={lv.secondary}
                    onInput={(n) => setTreasure(i(), 'secondary', n)}
                    onNotice={setNotice}
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
              onNotice={setNotice}
            />
          )}
        </For>
      </div>
      <ProvenanceNote of={DEFAULT_CHESTS} />
      <Show when={notice()}>
        <p class="error" role="alert">
          {notice()}
        </p>
      </Show>
      <button
        type="button"
        onClick={() => {
          setNotice(null);
          props.onChange(defaultOptions());
        }}
      >
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
