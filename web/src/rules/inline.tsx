import { For, type JSX } from 'solid-js';
import { Dynamic } from 'solid-js/web';

/** Splits a text into plain runs, `**emphasis**` and `` `keys` ``. */
export function inlineParts(text: string): { kind: 'text' | 'strong' | 'kbd'; text: string }[] {
  const out: { kind: 'text' | 'strong' | 'kbd'; text: string }[] = [];
  for (const piece of text.split(/(\*\*[^*]+\*\*|`[^`]+`)/)) {
    if (piece === '') continue;
    if (piece.startsWith('**') && piece.endsWith('**') && piece.length > 4)
      out.push({ kind: 'strong', text: piece.slice(2, -2) });
    else if (piece.startsWith('`') && piece.endsWith('`') && piece.length > 2)
      out.push({ kind: 'kbd', text: piece.slice(1, -1) });
    else out.push({ kind: 'text', text: piece });
  }
  return out;
}

/** A text with its inline markup rendered. */
export function Inline(props: { text: string }): JSX.Element {
  return (
    <For each={inlineParts(props.text)}>
      {(part) =>
        part.kind === 'text' ? part.text : <Dynamic component={part.kind}>{part.text}</Dynamic>
      }
    </For>
  );
}

/** A heading of the given level (1 to 6), so the same text can sit in a page or a dialog. */
export function Heading(props: {
  level: number;
  id?: string;
  tabIndex?: number;
  children: JSX.Element;
}): JSX.Element {
  return (
    <Dynamic
      component={`h${Math.min(6, Math.max(1, props.level))}`}
      id={props.id}
      tabIndex={props.tabIndex}
    >
      {props.children}
    </Dynamic>
  );
}
