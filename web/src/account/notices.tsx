import { createResource, For, Show } from 'solid-js';
import { Feedback } from './feedback';
import { addCatalogs, t } from '../i18n';
import { accountCall } from './api';
import { noticeMessages } from './notice-messages';
import { actions } from './act';

addCatalogs(noticeMessages);

/** The kinds of notice, as the server names them (docs/protocol.md, "Notice settings"). */
const KINDS = ['turn', 'invited', 'started', 'ended', 'rematch', 'time-low', 'chat'] as const;
const CHANNELS = ['push', 'email'] as const;
type Channel = (typeof CHANNELS)[number];
/** Each kind's and channel's words (the keys written out: i18n-keys.test.ts finds them). */
const LABEL: Readonly<Record<string, string>> = {
  turn: 'notices.turn',
  invited: 'notices.invited',
  started: 'notices.started',
  ended: 'notices.ended',
  rematch: 'notices.rematch',
  'time-low': 'notices.time-low',
  chat: 'notices.chat',
  push: 'notices.push',
  email: 'notices.email',
};
const label = (key: string) => t(LABEL[key] ?? key);
type Notices = Record<Channel, Record<string, boolean>>;

/**
 * The account's choice of each kind of notice, for push and for e-mail, on every device: a table
 * of switches, each saved as it is changed (the server answers with what it keeps).
 */
export function NoticeSettings() {
  const [state, { mutate }] = createResource(() =>
    accountCall<{ notices: Notices }>('GET', '/account/notices'),
  );
  const { note, setNote, error, act } = actions('email.failed');
  const change = (box: HTMLInputElement, channel: Channel, kind: string) => {
    const on = box.checked;
    void act(async () => {
      try {
        const r = await accountCall<{ notices: Notices }>('POST', '/account/notices', {
          [channel]: { [kind]: on },
        });
        mutate(r);
        setNote(t('notices.saved'));
      } catch (err) {
        // Not stored: the box shows what is.
        box.checked = !on;
        throw err;
      }
    })();
  };
  return (
    <section aria-labelledby="notices-title" class="account-notices">
      <h2 id="notices-title">{t('notices.title')}</h2>
      <p class="hint">{t('notices.intro')}</p>
      <Show when={state()}>
        {(s) => (
          <table class="account-notices-table">
            <thead>
              <tr>
                <th scope="col">{t('notices.kind')}</th>
                <For each={CHANNELS}>{(c) => <th scope="col">{label(c)}</th>}</For>
              </tr>
            </thead>
            <tbody>
              <For each={KINDS}>
                {(kind) => (
                  <tr>
                    <th scope="row">{label(kind)}</th>
                    <For each={CHANNELS}>
                      {(channel) => (
                        <td>
                          <input
                            type="checkbox"
                            name={`${channel}-${kind}`}
                            aria-label={t('notices.box', {
                              kind: label(kind),
                              channel: label(channel),
                            })}
                            checked={s().notices[channel][kind] === true}
                            onChange={(e) => change(e.currentTarget, channel, kind)}
                          />
                        </td>
                      )}
                    </For>
                  </tr>
                )}
              </For>
            </tbody>
          </table>
        )}
      </Show>
      <Feedback note={note()} error={error()} />
    </section>
  );
}
