import { For, type JSX } from 'solid-js';

/** A select of whole numbers (players, counts), its value kept by the caller. */
export function NumberSelect(props: {
  values: readonly number[];
  value: number;
  onChange: (n: number) => void;
  id?: string;
  'aria-describedby'?: string;
}): JSX.Element {
  return (
    <select
      id={props.id}
      aria-describedby={props['aria-describedby']}
      value={props.value}
      onChange={(e) => props.onChange(Number(e.currentTarget.value))}
    >
      <For each={props.values}>
        {(n) => (
          <option value={n} selected={n === props.value}>
            {n}
          </option>
        )}
      </For>
    </select>
  );
}
