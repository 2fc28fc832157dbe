import type { JSX } from 'solid-js';
import { navigate } from '../router';

/**
 * A link to one of the client's pages: followed in the page (no reload), a real link still, so a
 * click with a modifier key (a new tab or window) is left to the browser.
 */
export function AppLink(props: { href: string; class?: string; children: JSX.Element }) {
  return (
    <a
      href={props.href}
      class={props.class}
      onClick={(e) => {
        if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(props.href);
      }}
    >
      {props.children}
    </a>
  );
}
