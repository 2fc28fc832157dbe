import { createSignal, For, type JSX } from 'solid-js';
import { t } from '../i18n';
import { said } from './act';
import { Feedback } from './feedback';

/**
 * A field of a Form. `label` is a message key, read in the Form: were the list made of texts,
 * every change of the texts (a catalog that comes once the page is idle, a language switch) made
 * a new list, and its fields were drawn again, empty, losing what had been typed (the form,
 * required fields empty, was then not sent).
 */
interface Field {
  readonly name: string;
  readonly label: string;
  readonly type: string;
  readonly autocomplete: string;
}

/** A form that posts its fields, says what went wrong, and calls `done` with the answer. */
export function Form(props: {
  label: string;
  fields: readonly Field[];
  submit: (values: Record<string, string>) => Promise<unknown>;
  done: (answer: unknown) => void;
  /** A form whose button cannot be undone (delete the account) is drawn as a warning. */
  danger?: boolean;
  children?: JSX.Element;
}) {
  const [error, setError] = createSignal('');
  const [busy, setBusy] = createSignal(false);
  return (
    <form
      class="account-form"
      classList={{ 'account-danger': props.danger === true }}
      aria-label={props.label}
      onSubmit={async (e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        const values = Object.fromEntries(
          props.fields.map((f) => [f.name, String(data.get(f.name) ?? '')]),
        );
        setBusy(true);
        setError('');
        try {
          props.done(await props.submit(values));
        } catch (err) {
          setError(said(err));
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2>{props.label}</h2>
      <For each={props.fields}>
        {(f) => (
          <label>
            {t(f.label)}
            <input name={f.name} type={f.type} autocomplete={f.autocomplete} required />
          </label>
        )}
      </For>
      <button type="submit" disabled={busy()}>
        {props.label}
      </button>
      {props.children}
      <Feedback error={error()} />
    </form>
  );
}
