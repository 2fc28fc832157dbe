import { createResource, createSignal, For, Show } from 'solid-js';
import { t } from '../i18n';
import { inviteAccount, type TableSummary } from '../online/api';
import { friendsPage } from './api';
import { OnlineMark } from './home-friends';
import { createAction } from './shared';

/**
 * "Invite a friend" on a waiting table's page, for its creator (issue 42): one click opens the
 * list of their friends (online first), a second keeps the first open seat for the one chosen
 * (`POST /api/v1/tables/ID/invite`, as the invite form by name does). A disclosure button and a
 * list of buttons: the keyboard and screen readers work it as any other.
 */
export default function TableInvite(props: { id: string; summary: TableSummary | null }) {
  // Shown signed in only (online-page.tsx asks): a creator's friends are their account's.
  const [open, setOpen] = createSignal(false);
  const [done, setDone] = createSignal('');
  const [friends] = createResource(open, () => friendsPage(1).then((p) => p.friends));
  const seat = () =>
    (props.summary?.seats ?? []).find((s) => s.kind === 'human' && !s.taken)?.seat ?? null;
  const action = createAction();
  const invite = (name: string) => {
    const n = seat();
    if (n === null) return;
    setDone('');
    void action.run(
      () => inviteAccount(props.id, n, name),
      () => {
        setDone(t('friends.invited', { n: n + 1, name }));
        setOpen(false);
      },
    );
  };
  return (
    <Show when={seat() !== null || done()}>
      <div class="friend-invite">
        <button
          type="button"
          aria-expanded={open()}
          aria-controls="friend-invite-list"
          onClick={() => setOpen(!open())}
        >
          {t('friends.invite')}
        </button>
        <Show when={open()}>
          <div id="friend-invite-list">
            <Show when={friends()}>
              {(list) => (
                <Show
                  when={list().length > 0}
                  fallback={<p class="hint">{t('friends.invite-none')}</p>}
                >
                  <ul>
                    <For each={list()}>
                      {(f) => (
                        <li>
                          <button
                            type="button"
                            disabled={action.busy() || seat() === null}
                            aria-label={t('friends.invite-to', {
                              name: f.name,
                              n: (seat() ?? 0) + 1,
                            })}
                            onClick={() => invite(f.name)}
                          >
                            {f.name}
                          </button>{' '}
                          <OnlineMark online={f.online} />
                        </li>
                      )}
                    </For>
                  </ul>
                </Show>
              )}
            </Show>
          </div>
        </Show>
        <p class="status" role="status">
          {done()}
        </p>
        <p class="friends-error" role="alert">
          {action.error()}
        </p>
      </div>
    </Show>
  );
}
