import { createEffect, onCleanup, onMount, Show } from 'solid-js';
import { AppLink } from '../ui/app-link';
import { t } from '../i18n';
import { gameName } from '../lobby/names';
import { RulesView } from './rules-view';
import { hasRules } from './text/index';

/** The rules page, /rules/GAME: reachable from the lobby, with the game's default values. */
export default function RulesPage(props: { game: string }) {
  const before = document.title;
  createEffect(() => {
    if (hasRules(props.game))
      document.title = `${t('rules.title', { game: gameName(props.game) })} · Fathom`;
  });
  onMount(() => {
    // A page opened by a link starts at its title (unless the address names a section).
    if (location.hash.length < 2) document.getElementById('title')?.focus({ preventScroll: true });
  });
  onCleanup(() => (document.title = before));
  return (
    <Show
      when={hasRules(props.game)}
      fallback={
        <p class="error" role="alert">
          {t('rules.unknown-game', { game: props.game })}
        </p>
      }
    >
      <div class="rules-page">
        <RulesView game={props.game} table={null} level={1} idPrefix="" />
        <p class="rules-back">
          <AppLink href="/">{t('rules.back-to-lobby')}</AppLink>
        </p>
      </div>
    </Show>
  );
}
