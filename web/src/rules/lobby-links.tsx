import { For, Show } from 'solid-js';
import { WEB_GAMES } from '../games/catalog';
import { t } from '../i18n';
import { gameName } from '../lobby/names';
import { navigate } from '../router';
// Its texts are the page texts' (lobby-messages.ts), its styles its own: the lobby loads none of
// the rules' chunk, which only the rules pages and dialogs need.
import './lobby-links.css';

function Link(props: { href: string; children: string }) {
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

/**
 * The lobby's way to each game's rules, and to the guided first game of Into the Blue: offered
 * only while Into the Blue is the game chosen, as it teaches no other (beside AquaSphere's
 * rules, it read as a guided game of AquaSphere).
 */
export function RulesLinks(props: { game: string }) {
  return (
    <nav class="rules-links" aria-label={t('rules.lobby-nav')}>
      <ul>
        <For each={WEB_GAMES}>
          {(g) => (
            <li>
              <Link href={`/rules/${g.id}`}>{t('rules.title', { game: gameName(g.id) })}</Link>
            </li>
          )}
        </For>
        <Show when={props.game === 'into-the-blue'}>
          <li class="rules-links-learn">
            <Link href="/learn/into-the-blue">{t('rules.lobby-learn')}</Link>
          </li>
        </Show>
      </ul>
    </nav>
  );
}
