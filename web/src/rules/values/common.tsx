import { For, Show, type JSX } from 'solid-js';
import { t } from '../../i18n';

/** What a values block needs: the table's options (or the defaults) and what is known of it. */
export interface ValuesProps {
  readonly options: unknown;
  /** Players at the table, when the rules were opened from one. */
  readonly players: number | null;
  readonly fromTable: boolean;
}

export type Provenance = 'rulebook' | 'public' | 'provisional';
const PROVENANCE_INDEX: Record<Provenance, number> = { rulebook: 0, public: 1, provisional: 2 };

/** Whether these are the values of the table the reader sits at, or the defaults. */
export function ValuesFrame(props: {
  fromTable: boolean;
  provenance?: Provenance;
  children: JSX.Element;
}): JSX.Element {
  return (
    <div class="rules-values" data-from={props.fromTable ? 'table' : 'default'}>
      <p class="rules-values-origin">
        {t(props.fromTable ? 'rules.values-table' : 'rules.values-default')}
        <Show when={props.provenance}>
          {(p) => (
            <>
              {' '}
              <span class={`rules-provenance rules-provenance-${p()}`}>
                {t('rules.provenance', { p: PROVENANCE_INDEX[p()] })}
              </span>
            </>
          )}
        </Show>
      </p>
      {props.children}
    </div>
  );
}

/**
 * A scoring table as printed: how many items, and what they are worth; past the last entry, the
 * last value holds (said under the table).
 */
export function CountTable(props: {
  caption: string;
  countLabel: string;
  valueLabel: string;
  values: readonly number[];
}): JSX.Element {
  const last = () => props.values.length - 1;
  return (
    <table class="rules-count-table">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{props.countLabel}</th>
          <th scope="col">{props.valueLabel}</th>
        </tr>
      </thead>
      <tbody>
        <For each={props.values}>
          {(v, i) => (
            <tr>
              <th scope="row">{i() === last() ? t('rules.or-more', { n: i() }) : String(i())}</th>
              <td>{v}</td>
            </tr>
          )}
        </For>
      </tbody>
    </table>
  );
}

/** A list of numbers written out in the reader's language ("1, 2 and 3"). */
export function listOf(lang: string, items: readonly (string | number)[]): string {
  // Fathom's English is British ("colour"): no serial comma before "and".
  return new Intl.ListFormat(lang === 'en' ? 'en-GB' : lang, {
    style: 'long',
    type: 'conjunction',
  }).format(items.map(String));
}
