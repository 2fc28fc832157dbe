import type { JSX } from 'solid-js';
import { navigate } from '../router';

/** A link to one of the client's pages: followed in the page (no reload), a real link still. */
export function AppLink(props: { href: string; children: JSX.Element }) {
  return (
    <a
      href={props.href}
      onClick={(e) => {
        e.preventDefault();
        navigate(props.href);
      }}
    >
      {props.children}
    </a>
  );
}
