import { Show } from 'solid-js';

/** What an action said: its outcome for everyone (a status) and a failure (an alert). */
export function Feedback(props: { note?: string | null; error: string | null }) {
  return (
    <>
      <Show when={props.note}>
        <p role="status">{props.note}</p>
      </Show>
      <Show when={props.error}>
        <p class="error" role="alert">
          {props.error}
        </p>
      </Show>
    </>
  );
}
