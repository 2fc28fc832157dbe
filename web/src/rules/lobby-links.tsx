import { For, Show } from 'solid-js';
import { WEB_GAMES } from '../games/catalog';
import { t } from '../i18n';
import { gameName } from '../lobby/names';
import { GUIDE_KEYS } from '../learn/guides';
import { AppLink } from '../ui/app-link';
// Its texts are the page texts' (lobby-messages.ts), its styles its own: the lobby loads none of
// the rules' chunk, which only the rules pages and dialogs need.
import './lobby-links.css';

/**
 * The lobby's way to each game's rules, and to the guided first game of the game chosen (only
 * that one's: beside another game's rules, it read as a guide to that game).
 */
export function RulesLinks(props: { game: string }) {
  return (
    <nav class="rules-links" aria-label={t('rules.lobby-nav')}>
      <ul>
        <For each={WEB_GAMES}>
          {(g) => (
            <li>
              <AppLink href={`/rules/${g.id}`}>
                {t('rules.title', { game: gameName(g.id) })}
              </AppLink>
            </li>
          )}
        </For>
        <Show when={GUIDE_KEYS[props.game]}>
          {(keys) => (
            <li class="rules-links-learn">
              <AppLink href={`/learn/${props.game}`}>{t(keys().lobby)}</AppLink>
            </li>
          )}
        </Show>
      </ul>
    </nav>
  );
}
