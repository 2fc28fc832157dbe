import { createResource, For, Show } from 'solid-js';
import { t } from '../i18n';
import { playedWith } from '../lobby/invite-accounts';
import { AppLink } from '../ui/app-link';
import { AccountLink } from '../ui/profile-name';

/** The people the account has played with, latest first: their profiles, and a new table with them. */
export function PlayedWith() {
  const [people] = createResource(() => playedWith().catch(() => []));
  return (
    <Show when={(people() ?? []).length > 0}>
      <section aria-labelledby="played-with">
        <h2 id="played-with">{t('invite.played-with')}</h2>
        <ul class="played-with">
          <For each={people()}>
            {(p) => (
              <li>
                <AccountLink name={p.name} />{' '}
                <AppLink class="invite-again" href={`/?invite=${encodeURIComponent(p.name)}`}>
                  {t('invite.again')}
                </AppLink>
              </li>
            )}
          </For>
        </ul>
      </section>
    </Show>
  );
}
