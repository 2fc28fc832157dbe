import { createResource, Show } from 'solid-js';
import { t } from '../i18n';
import { friendAct, relationWith, type Relation } from './api';
import { createAction } from './shared';

/**
 * A profile's "Add friend" and "Block" for a signed-in visitor (issue 42): what they can do
 * depends on how they stand (friends, asked, asked by them, blocked). Nothing for a visitor
 * signed out, nor on one's own profile (the server refuses both, and the buttons stay away).
 */
export default function ProfileFriend(props: { name: string }) {
  const [rel, { refetch }] = createResource(
    () => props.name,
    (name) => relationWith(name).catch((): Relation | null => null),
  );
  const action = createAction();
  const act = (path: string) =>
    void action.run(
      () => friendAct(path, rel()?.name ?? props.name),
      () => void refetch(),
    );
  const button = (path: string, key: string, primary = false) => (
    <button
      type="button"
      class={primary ? 'primary' : undefined}
      disabled={action.busy()}
      onClick={() => act(path)}
    >
      {t(key)}
    </button>
  );
  return (
    <Show when={rel()}>
      {(r) => (
        <div class="profile-friend">
          <Show
            when={!r().blocks}
            fallback={
              <>
                <p>{t('friends.blocked', { name: r().name })}</p>
                {button('unblock', 'friends.unblock')}
              </>
            }
          >
            <Show when={r().friends}>
              <span role="status">{t('friends.are-friends')}</span>
              {button('friends/remove', 'friends.remove')}
            </Show>
            <Show when={!r().friends && r().askedBy}>
              {button('friends/accept', 'friends.accept-them', true)}
            </Show>
            <Show when={!r().friends && !r().askedBy && r().asked}>
              <span role="status">{t('friends.asked')}</span>
            </Show>
            <Show when={!r().friends && !r().askedBy && !r().asked}>
              {button('friends/request', 'friends.add', true)}
            </Show>
            {button('block', 'friends.block')}
          </Show>
          <p class="friends-error" role="alert">
            {action.error()}
          </p>
        </div>
      )}
    </Show>
  );
}
