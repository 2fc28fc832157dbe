import { createResource, createSignal, For, Show } from 'solid-js';
import { Feedback } from './feedback';
import { addCatalogs, t } from '../i18n';
import { AppLink } from '../ui/app-link';
import { AccountLink } from '../ui/profile-name';
import { loadHold } from '../online/api';
import { myTables } from '../online/my-tables';
import { gameName } from '../lobby/names';
import {
  accountCall,
  claimSeat,
  passkey,
  noteSignedIn,
  whoAmI,
  yourTables,
  declineInvitation,
  type Account,
} from './api';
import { timeLeft } from './time-left';
import { accountMessages } from './messages';
import { onlineInviteMessages } from '../online/invite-messages';
import { EmailLink, EmailSettings } from './email';
import { Form } from './form';
import { ForgotPassword, ResetLink } from './password-reset';
import { PlayedWith } from './played-with';
import { NoticeSettings } from './notices';
import { actions, said } from './act';
import './account.css';

addCatalogs(accountMessages, onlineInviteMessages);

function SignedOut(props: { signedIn: (a: Account) => void }) {
  const [error, setError] = createSignal('');
  const nameField = {
    name: 'name',
    label: 'account.name',
    type: 'text',
    autocomplete: 'username',
  };
  return (
    <div class="account-forms">
      <Form
        label={t('account.sign-in')}
        fields={[
          nameField,
          {
            name: 'password',
            label: 'account.password',
            type: 'password',
            autocomplete: 'current-password',
          },
        ]}
        submit={(v) => accountCall<{ account: Account }>('POST', '/account/signin', v)}
        done={(r) => props.signedIn((r as { account: Account }).account)}
      />
      <ForgotPassword />
      <p>
        <button
          type="button"
          onClick={async () => {
            setError('');
            try {
              props.signedIn((await passkey('signin')).account);
            } catch (e) {
              setError(said(e));
            }
          }}
        >
          {t('account.passkey-sign-in')}
        </button>
      </p>
      <Form
        label={t('account.sign-up')}
        fields={[
          nameField,
          {
            name: 'password',
            label: 'account.password',
            type: 'password',
            autocomplete: 'new-password',
          },
        ]}
        submit={(v) => accountCall<{ account: Account }>('POST', '/account/signup', v)}
        done={(r) => props.signedIn((r as { account: Account }).account)}
      />
      <div class="account-form account-passkey">
        <p class="hint">{t('account.passkey-or')}</p>
        <label>
          {t('account.name')}
          <input id="passkey-name" type="text" autocomplete="username webauthn" />
        </label>
        <button
          type="button"
          onClick={async () => {
            setError('');
            const name = (document.getElementById('passkey-name') as HTMLInputElement).value;
            try {
              props.signedIn((await passkey('register', { name })).account);
            } catch (e) {
              setError(said(e));
            }
          }}
        >
          {t('account.passkey-sign-up')}
        </button>
      </div>
      <Feedback error={error()} />
    </div>
  );
}

/** "Your tables", from the server: whose turn, and a link that opens the seat on this device. */
function YourTables(props: { account: Account }) {
  const [tables, { refetch }] = createResource(
    () => props.account.id,
    () => yourTables(1),
  );
  const { error, act } = actions();
  return (
    <section aria-labelledby="your-tables">
      <h2 id="your-tables">{t('account.your-tables')}</h2>
      <Show when={tables()} fallback={<p class="loading">{t('app.loading')}</p>}>
        {(list) => (
          <Show when={list().tables.length > 0} fallback={<p>{t('account.no-tables')}</p>}>
            <ul class="account-tables">
              <For each={list().tables}>
                {(row) => {
                  // A seat kept for this account by name (an invitation): not taken yet, so the
                  // link goes to the table's join page, where the account's join takes it.
                  const invited = () =>
                    row.table.status === 'open' && row.table.seats[row.seat]?.held === true;
                  const status = () =>
                    invited()
                      ? t('seat-invite.invited')
                      : row.table.status === 'open'
                        ? t('account.status-open')
                        : row.table.status === 'finished'
                          ? t('account.status-finished')
                          : row.table.toMove?.includes(row.seat)
                            ? t('account.your-turn')
                            : t('account.their-turn');
                  return (
                    <li>
                      <AppLink href={`/t/${row.table.id}${invited() ? '' : '?watch'}`}>
                        {gameName(row.table.game)}
                      </AppLink>{' '}
                      <span class="account-turn">{status()}</span>
                      <Show when={row.table.status === 'playing' && timeLeft(row)}>
                        {(left) => <span class="account-clock"> · {left()}</span>}
                      </Show>
                      <Show when={invited()}>
                        {' '}
                        <button
                          type="button"
                          aria-label={t('seat-invite.decline-table', {
                            game: gameName(row.table.game),
                          })}
                          onClick={act(async () => {
                            await declineInvitation(row.table.id);
                            await refetch();
                          })}
                        >
                          {t('seat-invite.decline')}
                        </button>
                      </Show>
                    </li>
                  );
                }}
              </For>
            </ul>
          </Show>
        )}
      </Show>
      <Feedback error={error()} />
    </section>
  );
}

/** Seats this browser holds by token: each can be kept in the account (claimed). */
function DeviceTables() {
  const [claimed, setClaimed] = createSignal<readonly string[]>([]);
  const [error, setError] = createSignal('');
  const held = () => myTables().filter((m) => loadHold(m.id) !== null);
  return (
    <Show when={held().length > 0}>
      <section aria-labelledby="device-tables">
        <h2 id="device-tables">{t('account.device-tables')}</h2>
        <ul class="account-tables">
          <For each={held()}>
            {(m) => (
              <li>
                {gameName(m.game)}, {t('account.seat', { n: m.seat + 1 })}{' '}
                <Show
                  when={!claimed().includes(m.id)}
                  fallback={<span>{t('account.claimed')}</span>}
                >
                  <button
                    type="button"
                    onClick={async () => {
                      setError('');
                      try {
                        await claimSeat(m.id);
                        setClaimed((c) => [...c, m.id]);
                      } catch (e) {
                        setError(said(e));
                      }
                    }}
                  >
                    {t('account.claim')}
                  </button>
                </Show>
              </li>
            )}
          </For>
        </ul>
        <Feedback error={error()} />
      </section>
    </Show>
  );
}

function SignedIn(props: {
  account: Account;
  signedOut: () => void;
  changed: (a: Account) => void;
}) {
  const { note, setNote, error, act } = actions();
  return (
    <div class="account-signed-in">
      <p class="account-who">
        <strong>{t('account.signed-in-as', { name: props.account.name })}</strong>{' '}
        <AccountLink name={props.account.name}>{t('account.profile')}</AccountLink>
      </p>
      <YourTables account={props.account} />
      <DeviceTables />
      <PlayedWith />
      <EmailSettings />
      <NoticeSettings />
      <p class="account-actions">
        <button
          type="button"
          onClick={act(async () => {
            props.changed((await passkey('register')).account);
            setNote(t('account.passkey-added'));
          })}
        >
          {t('account.passkey-add')}
        </button>{' '}
        <a class="account-download" href="/api/v1/account/data" download="fathom-account.json">
          {t('account.download')}
        </a>{' '}
        <button
          type="button"
          onClick={act(async () => {
            await accountCall('POST', '/account/signout');
            props.signedOut();
          })}
        >
          {t('account.sign-out')}
        </button>{' '}
        <button
          type="button"
          onClick={act(async () => {
            await accountCall('POST', '/account/signout-everywhere');
            props.signedOut();
          })}
        >
          {t('account.sign-out-everywhere')}
        </button>
      </p>
      <Feedback note={note()} error={error()} />
      <Form
        label={t('account.change-password')}
        fields={[
          ...(props.account.password
            ? [
                {
                  name: 'current',
                  label: 'account.current-password',
                  type: 'password',
                  autocomplete: 'current-password',
                },
              ]
            : []),
          {
            name: 'password',
            label: 'account.new-password',
            type: 'password',
            autocomplete: 'new-password',
          },
        ]}
        submit={(v) => accountCall<{ account: Account }>('POST', '/account/password', v)}
        done={(r) => {
          // A first password (a passkey account's) is added: nothing was changed.
          const added = !props.account.password;
          props.changed((r as { account: Account }).account);
          setNote(t(added ? 'account.password-added' : 'account.password-changed'));
        }}
      />
      <Form
        label={t('account.delete')}
        fields={[
          { name: 'name', label: 'account.delete-confirm', type: 'text', autocomplete: 'off' },
        ]}
        danger
        submit={(v) => accountCall('POST', '/account/delete', v)}
        done={() => props.signedOut()}
      >
        <p class="hint">{t('account.delete-hint')}</p>
      </Form>
    </div>
  );
}

/** `/account`: sign up, in and out, and what an account holds (docs/protocol.md, "Accounts"). */
export default function AccountPage() {
  const [me, { mutate: set }] = createResource(whoAmI);
  const mutate = (a: Account | null) => {
    noteSignedIn(a !== null);
    set(a);
  };
  document.title = `${t('account.title')} · Fathom`;
  return (
    <div class="account-page">
      <h1>{t('account.title')}</h1>
      <p class="hint">{t('account.optional')}</p>
      <EmailLink />
      <ResetLink signedIn={(a) => mutate(a)} />
      <Show
        when={!me.loading || me.latest !== undefined}
        fallback={<p class="loading">{t('app.loading')}</p>}
      >
        {/* Not keyed: a changed account (a passkey added) updates the page, not rebuilds it. */}
        <Show when={me()} fallback={<SignedOut signedIn={(a) => mutate(a)} />}>
          {(a) => (
            <SignedIn account={a()} signedOut={() => mutate(null)} changed={(x) => mutate(x)} />
          )}
        </Show>
      </Show>
    </div>
  );
}
