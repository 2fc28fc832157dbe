import { For, Show } from 'solid-js';
import { WEB_GAMES } from '../games/catalog';
import { addCatalogs, t } from '../i18n';
import { gameName } from '../lobby/names';
import { navigate } from '../router';
import { rulesMessages } from './messages';
import './rules.css';

addCatalogs(rulesMessages);

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
export default function RulesLinks(props: { game: string }) {
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
