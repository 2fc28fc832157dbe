import { For, Show } from 'solid-js';
import { t } from '../i18n';
import { gameName } from '../lobby/names';
import { createPolled } from '../lobby/reconnecting';
import { AppLink } from '../ui/app-link';
import { AccountLink } from '../ui/profile-name';
import { friendAct, friendsPage, type Friend, type FriendsPage } from './api';
import { createAction } from './shared';

/** How often the home reads its friends (reading keeps the reader online: friends/presence.ts). */
const POLL_MS = 30_000;

const EMPTY: FriendsPage = { friends: [], more: false, requests: [] };

/** Online or not, said in words beside the dot (colour alone says nothing to some readers). */
export function OnlineMark(props: { online: boolean }) {
  return (
    <span class="friend-presence" classList={{ online: props.online }}>
      <span class="friend-dot" aria-hidden="true" />
      {props.online ? t('friends.online') : t('friends.offline')}
    </span>
  );
}

function FriendLine(props: { friend: Friend }) {
  const f = () => props.friend;
  return (
    <li data-friend={f().name}>
      <AccountLink name={f().name} class="friend-name" /> <OnlineMark online={f().online} />
      <Show when={f().playing}>
        {(p) => (
          <>
            {' · '}
            <span>{t('friends.playing', { game: gameName(p().game) })}</span>{' '}
            <AppLink href={`/t/${p().table}`}>{t('friends.watch')}</AppLink>
          </>
        )}
      </Show>
    </li>
  );
}

/**
 * The home's friends (issue 42), for a signed-in player: requests made to them (accept, decline),
 * then their friends, those online first, each with what they play at a listed table. Nothing
 * signed out (the server answers 401, and the section stays away).
 */
export default function HomeFriends() {
  const [page, reload] = createPolled(
    () =>
      friendsPage(1).catch((e: unknown) => {
        // Signed out: no section, and no "reconnecting" for it.
        if ((e as { error?: { code?: string } }).error?.code === 'not-signed-in') return null;
        throw e;
      }),
    POLL_MS,
    EMPTY as FriendsPage | null,
  );
  const action = createAction();
  const answer = (path: string, name: string) =>
    void action.run(() => friendAct(path, name), reload);
  return (
    <Show when={page()}>
      {(p) => (
        <section class="home-friends" aria-labelledby="home-friends-title">
          <Show when={p().requests.length > 0}>
            <h2 id="home-friend-requests">{t('friends.requests')}</h2>
            <ul class="friend-requests" aria-labelledby="home-friend-requests">
              <For each={p().requests}>
                {(r) => (
                  <li data-request={r.name}>
                    <AccountLink name={r.name} class="friend-name" />{' '}
                    <button
                      type="button"
                      class="primary"
                      disabled={action.busy()}
                      aria-label={t('friends.accept-label', { name: r.name })}
                      onClick={() => answer('friends/accept', r.name)}
                    >
                      {t('friends.accept')}
                    </button>{' '}
                    <button
                      type="button"
                      disabled={action.busy()}
                      aria-label={t('friends.decline-label', { name: r.name })}
                      onClick={() => answer('friends/decline', r.name)}
                    >
                      {t('friends.decline')}
                    </button>
                  </li>
                )}
              </For>
            </ul>
          </Show>
          <p class="friends-error" role="alert">
            {action.error()}
          </p>
          <h2 id="home-friends-title">{t('friends.title')}</h2>
          <Show when={p().friends.length > 0} fallback={<p class="hint">{t('friends.none')}</p>}>
            <ul class="friend-list">
              <For each={p().friends}>{(f) => <FriendLine friend={f} />}</For>
            </ul>
          </Show>
        </section>
      )}
    </Show>
  );
}
