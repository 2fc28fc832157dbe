import type { JSX } from 'solid-js';
import { t } from '../i18n';
import type { Params } from '../../../src/kernel/i18n.js';

/** Stands for the element in the formatted text: a character no name or catalog holds. */
const SLOT = '\u0000';

/**
 * A message with an element (a link, say) where one of its parameters goes: each language puts
 * the parameter where its grammar wants it, so the text is formatted first and cut at the slot.
 * `element` is called once for each place the parameter appears.
 */
export function MessageWith(props: {
  message: string;
  params?: Params;
  slot: string;
  element: () => JSX.Element;
}) {
  const parts = () => t(props.message, { ...props.params, [props.slot]: SLOT }).split(SLOT);
  return <>{parts().flatMap((text, i) => (i === 0 ? [text] : [props.element(), text]))}</>;
}
