import { createEffect, createMemo, createSignal, For, Index, Match, Show, Switch } from 'solid-js';
import type { AqView } from '../../../../../src/games/aquasphere/index.js';
import { addCatalogs, t } from '../../../i18n';
import { downloadJson } from '../../../replay/replay-file';
import type * as Chunk from '../chunk';
import { packFormMessages } from './messages';
import { NumberSelect } from '../../../ui/number-select';
import './pack-form.css';
import {
  blank,
  describe,
  fieldName,
  fromForm,
  getAt,
  setAt,
  toForm,
  variantOf,
  type Form,
  type Path,
  type Spec,
} from './model';

addCatalogs(packFormMessages);

type Board = typeof Chunk;

/** A label from the catalog, or the pack's own word when the catalog has none (a new field). */
const said = (key: string, fallback: string) => {
  const text = t(key);
  return text === key ? fallback : text;
};
const fieldLabel = (key: string | number) => said(`aq.edit.f.${key}`, String(key));
const choiceLabel = (v: string) => said(`aq.edit.v.${v}`, v);
const domId = (path: Path) => `aqe-${fieldName(path)}`;

/** How an entry of a list is called: by its id or letter when it has one, else its place. */
function entryLabel(list: string, path: Path, index: number, value: Form): string {
  const own =
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, Form>)
      : null;
  const name = own && (own.id || own.letter);
  if (typeof name === 'string' && name) return t('aq.edit.item', { list, n: name });
  // The scoring tables give the points for 0, 1, 2, ... items.
  if (path[0] === 'scoring') return t('aq.edit.count', { list, n: index });
  return t(own ? 'aq.edit.item' : 'aq.edit.entry', { list, n: index + 1 });
}

interface NodeProps {
  readonly spec: Spec;
  readonly path: Path;
  readonly label: string;
  readonly form: () => Form;
  readonly set: (path: Path, next: Form) => void;
  readonly wrong: () => string | null;
}

/** One place of the form, drawn from its spec: a group, a list, or an input. */
function Node(props: NodeProps) {
  const here = () => getAt(props.form(), props.path);
  const id = domId(props.path);
  const invalid = () => props.wrong() === fieldName(props.path);
  const described = () => (invalid() ? 'aqe-problem' : undefined);
  const text = () => {
    const v = here();
    return typeof v === 'string' ? v : '';
  };
  return (
    <Switch>
      <Match when={props.spec.kind === 'object' && props.spec}>
        {(s) => (
          <fieldset class="aqe-group" aria-invalid={invalid() || undefined}>
            <legend class={partLegend(props.path)}>{props.label}</legend>
            <Fields {...props} spec={s()} />
          </fieldset>
        )}
      </Match>
      <Match when={props.spec.kind === 'array' && props.spec}>
        {(s) => <List {...props} spec={s()} />}
      </Match>
      <Match when={props.spec.kind === 'record' && props.spec}>
        {(s) => (
          <fieldset class="aqe-group">
            <legend class={partLegend(props.path)}>{props.label}</legend>
            <div class="aqe-row">
              <For each={Object.keys((here() ?? {}) as Record<string, Form>)}>
                {(key) => (
                  <Node {...props} spec={s().value} path={[...props.path, key]} label={key} />
                )}
              </For>
            </div>
          </fieldset>
        )}
      </Match>
      <Match when={props.spec.kind === 'union' && props.spec}>
        {(s) => {
          const variant = () => variantOf(s(), fromForm(s(), here()));
          return (
            <fieldset class="aqe-group">
              <legend class={partLegend(props.path)}>{props.label}</legend>
              <label class="aqe-field">
                <span>{t('aq.edit.kind')}</span>
                <select
                  value={variant()}
                  onChange={(e) => {
                    const next = s().variants[Number(e.currentTarget.value)]!;
                    props.set(props.path, toForm(next, blank(next)));
                  }}
                >
                  <Index each={s().variants}>
                    {(v, i) => (
                      <option value={i} selected={i === variant()}>
                        {variantName(v(), i)}
                      </option>
                    )}
                  </Index>
                </select>
              </label>
              <Show when={objectSpec(s().variants[variant()])} keyed>
                {(v) => <Fields {...props} spec={v} />}
              </Show>
            </fieldset>
          );
        }}
      </Match>
      <Match when={props.spec.kind === 'tick'}>
        <label class="aqe-field aqe-tick">
          <input
            id={id}
            type="checkbox"
            checked={here() === true}
            aria-invalid={invalid() || undefined}
            aria-describedby={described()}
            onChange={(e) => props.set(props.path, e.currentTarget.checked)}
          />
          <span>{props.label}</span>
        </label>
      </Match>
      <Match when={props.spec.kind === 'choice' && props.spec}>
        {(s) => (
          <label class="aqe-field">
            <span>{props.label}</span>
            <select
              id={id}
              aria-invalid={invalid() || undefined}
              aria-describedby={described()}
              onChange={(e) => props.set(props.path, e.currentTarget.value)}
            >
              <Show when={!s().options.includes(text())}>
                <option value={text()} selected>
                  {text()}
                </option>
              </Show>
              <For each={s().options}>
                {(o) => (
                  <option value={o} selected={o === text()}>
                    {choiceLabel(o)}
                  </option>
                )}
              </For>
            </select>
          </label>
        )}
      </Match>
      <Match when={props.spec.kind !== 'fixed'}>
        <label class="aqe-field">
          <span>{props.label}</span>
          <input
            id={id}
            type="text"
            // A number input would drop what is not a number: the validation must see it to
            // name the field. Where no number is negative, the phone's digit pad.
            inputMode={numericMode(props.spec)}
            class={textual(props.spec) ? 'aqe-text' : 'aqe-number'}
            value={text()}
            placeholder={props.spec.kind === 'nullable' ? t('aq.edit.none') : undefined}
            aria-invalid={invalid() || undefined}
            aria-describedby={described()}
            onInput={(e) => props.set(props.path, e.currentTarget.value)}
          />
        </label>
      </Match>
    </Switch>
  );
}

/**
 * A part's own group repeats the part's summary just above it: its legend is kept for screen
 * readers only.
 */
const partLegend = (path: Path) => (path.length === 1 ? 'visually-hidden' : undefined);

/** A field that holds words (a source, a name), drawn wide; a number's input stays narrow. */
const textual = (spec: Spec) => (spec.kind === 'nullable' ? spec.inner : spec).kind === 'text';

const objectSpec = (s: Spec | undefined) => (s?.kind === 'object' ? s : null);

function numericMode(spec: Spec): 'numeric' | 'text' | undefined {
  const inner = spec.kind === 'nullable' ? spec.inner : spec;
  if (inner.kind !== 'int') return undefined;
  return (inner.min ?? -1) >= 0 ? 'numeric' : 'text';
}

/** A union's variant by the field that tells it (a trigger's `on`, an effect's `gain`). */
function variantName(v: Spec, i: number): string {
  if (v.kind !== 'object') return String(i + 1);
  const fixed = v.fields.find(([, f]) => f.kind === 'fixed');
  if (fixed && fixed[1].kind === 'fixed') return choiceLabel(String(fixed[1].value));
  const first = v.fields[0];
  return first ? fieldLabel(first[0]) : String(i + 1);
}

/** An object's fields, each in its place (fixed ones, like the format's name, are not asked). */
function Fields(props: NodeProps & { spec: Spec & { kind: 'object' } }) {
  return (
    <For each={props.spec.fields.filter(([, f]) => f.kind !== 'fixed')}>
      {([key, f]) => (
        <Node {...props} spec={f} path={[...props.path, key]} label={fieldLabel(key)} />
      )}
    </For>
  );
}

/** A list: its entries, each removable while the schema allows fewer, and one more to add. */
function List(props: NodeProps & { spec: Spec & { kind: 'array' } }) {
  const items = () => (getAt(props.form(), props.path) ?? []) as readonly Form[];
  const flat = () => props.spec.item.kind !== 'object' && props.spec.item.kind !== 'union';
  const add = () => {
    const list = items();
    const last = list[list.length - 1];
    // A copy of the last entry is nearer what comes next than a blank one.
    props.set(props.path, [...list, last ?? toForm(props.spec.item, blank(props.spec.item))]);
  };
  const remove = (i: number) =>
    props.set(
      props.path,
      items().filter((_, j) => j !== i),
    );
  return (
    <fieldset
      class={flat() ? 'aqe-group aqe-list aqe-flat' : 'aqe-group aqe-list'}
      aria-invalid={props.wrong() === fieldName(props.path) || undefined}
    >
      <legend class={partLegend(props.path)}>{props.label}</legend>
      <div class={flat() ? 'aqe-row' : undefined}>
        <Index each={items()}>
          {(item, i) => {
            const label = () => entryLabel(props.label, props.path, i, item());
            return (
              <div class="aqe-entry">
                <Node {...props} spec={props.spec.item} path={[...props.path, i]} label={label()} />
                <Show when={items().length > props.spec.min}>
                  <button
                    type="button"
                    class="aqe-remove"
                    aria-label={t('aq.edit.remove', { item: label() })}
                    onClick={() => remove(i)}
                  >
                    ×
                  </button>
                </Show>
              </div>
            );
          }}
        </Index>
      </div>
      <Show when={items().length < props.spec.max}>
        <button type="button" class="aqe-add" onClick={add}>
          {t('aq.edit.add', { list: props.label })}
        </button>
      </Show>
    </fieldset>
  );
}

/**
 * The station and headquarters as a table with the pack starts: setup and its chance draws,
 * each the first outcome (a preview needs no luck, and stays put while values change).
 */
function previewView(board: Board, pack: unknown, players: number): AqView | null {
  const game = board.game;
  const parsed = game.parseOptions({ pack, startPlayer: 'seating' }, players);
  if (!parsed.ok) return null;
  let state = game.setup(parsed.value, players);
  for (let i = 0; i < 500 && game.toMove(state)[0] === 'chance'; i++) {
    const outcome = game.chanceOutcomes(state)[0];
    const next = outcome && game.apply(state, 'chance', outcome.move);
    if (!next || !next.ok) break;
    state = next.value;
  }
  return game.view(state, 'spectator');
}

/**
 * The pack as a form by component, checked at each change by the rules' own validation (the
 * same as a loaded file's, whose message names the field), with the station and headquarters
 * previewed. Every valid change goes to the table options; an invalid one is shown, not kept.
 */
export default function PackForm(props: {
  readonly board: Board;
  readonly pack: unknown;
  readonly onPack: (options: { pack: unknown }) => void;
}) {
  const spec = describe(props.board.packSchema);
  const parts = (spec as Spec & { kind: 'object' }).fields.filter(([, f]) => f.kind !== 'fixed');
  const [form, setForm] = createSignal<Form>(toForm(spec, props.pack));
  // A pack from outside (a file loaded, the default again) starts the form over.
  let sent: unknown = props.pack;
  // Only what the person changed goes to the table: opening the editor changes nothing.
  let touched = false;
  createEffect(() => {
    const p = props.pack;
    if (p !== sent) {
      sent = p;
      touched = false;
      setForm(toForm(spec, p));
    }
  });
  const candidate = createMemo(() => fromForm(spec, form()));
  const checked = createMemo(() => props.board.checkPackOptions(candidate(), 4));
  const problem = () => {
    const c = checked();
    return c.ok ? null : c;
  };
  const wrong = () => {
    const field = problem()?.params.field;
    return field === undefined ? null : String(field);
  };
  createEffect(() => {
    const c = checked();
    if (c.ok && touched) {
      sent = c.options.pack;
      props.onPack(c.options);
    }
  });
  const [players, setPlayers] = createSignal(4);
  // The last valid pack's preview stays while a value is wrong.
  let lastView: AqView | null = null;
  const view = createMemo(() => {
    const c = checked();
    if (c.ok) lastView = previewView(props.board, c.options.pack, players()) ?? lastView;
    return lastView;
  });
  const set = (path: Path, next: Form) => {
    touched = true;
    setForm((f) => setAt(f, path, next));
  };
  const names = () =>
    Array.from({ length: players() }, (_, i) => t('online.player-n', { n: i + 1 }));
  return (
    <section class="aqe" aria-labelledby="aqe-title">
      <h2 id="aqe-title">{t('aq.edit.title')}</h2>
      <p class="hint">{t('aq.edit.help')}</p>
      <div class="aqe-status" aria-live="polite">
        <Show when={problem()} fallback={<p class="aq-pack-ok">{t('aq.edit.valid')}</p>}>
          {(p) => (
            <p class="error" id="aqe-problem">
              {t(p().code, p().params)} {t('aq.edit.kept')}
            </p>
          )}
        </Show>
      </div>
      <For each={parts}>
        {([key, part]) => {
          const [open, setOpen] = createSignal(false);
          const holdsWrong = () => (wrong() ?? '').replace(/[.[].*$/, '') === key;
          return (
            <details
              class="aqe-part"
              classList={{ 'aqe-wrong': holdsWrong() }}
              onToggle={(e) => setOpen(e.currentTarget.open)}
            >
              <summary>{fieldLabel(key)}</summary>
              <Show when={open()}>
                <Node
                  spec={part}
                  path={[key]}
                  label={fieldLabel(key)}
                  form={form}
                  set={set}
                  wrong={wrong}
                />
              </Show>
            </details>
          );
        }}
      </For>
      <div class="actions">
        <button
          type="button"
          disabled={!checked().ok}
          onClick={() => downloadJson('aquasphere-pack.json', candidate())}
        >
          {t('aq.edit.download')}
        </button>
      </div>
      <section class="aqe-preview" aria-labelledby="aqe-preview-title">
        <h3 id="aqe-preview-title">{t('aq.edit.preview')}</h3>
        <label class="aqe-field">
          <span>{t('aq.edit.preview-players')}</span>
          <NumberSelect values={[2, 3, 4]} value={players()} onChange={setPlayers} />
        </label>
        <Show when={view()}>
          {(v) => (
            <props.board.Board
              view={v()}
              viewer="spectator"
              legal={[]}
              play={() => undefined}
              names={names()}
              result={null}
              lastMove={null}
            />
          )}
        </Show>
      </section>
    </section>
  );
}
