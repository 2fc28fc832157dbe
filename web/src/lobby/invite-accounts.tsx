import { createResource, For, Show } from 'solid-js';
import { accountCall, whoAmI } from '../account/api';
import { t } from '../i18n';
import { AppLink } from '../ui/app-link';

/** The datalist the seats' name fields suggest from: the people the account played with. */
export const PLAYED_WITH_LIST = 'played-with';

export interface Person {
  readonly id: string;
  readonly name: string;
}

/** The signed-in account's people played with, latest first; none when signed out. */
export const playedWith = () =>
  accountCall<{ people: Person[] }>('GET', '/account/played-with').then((r) => r.people);

/**
 * With "keep the seats" ticked: for a signed-in creator, the choice of keeping each seat for the
 * Fathom account of the name typed there (the server refuses a name no account has, naming it),
 * and the people played with as suggestions for those names; for anyone else, how to get it.
 * Asked of the server only once the seats are to be kept, so the lobby's first visit asks nothing.
 */
export function AccountInvites(props: { checked: boolean; onChange: (on: boolean) => void }) {
  const [me] = createResource(() => whoAmI().catch(() => null));
  const [people] = createResource(me, () => playedWith().catch(() => [] as Person[]));
  return (
    <Show
      when={me()}
      fallback={
        <Show when={me.state === 'ready'}>
          <p class="hint">
            <AppLink href="/account">{t('invite.sign-in')}</AppLink>
          </p>
        </Show>
      }
    >
      <label>
        <input
          type="checkbox"
          name="reserve-accounts"
          checked={props.checked}
          onChange={(e) => props.onChange(e.currentTarget.checked)}
        />
        {t('invite.accounts')}
      </label>
      <datalist id={PLAYED_WITH_LIST}>
        <For each={people() ?? []}>{(p) => <option value={p.name} />}</For>
      </datalist>
    </Show>
  );
}
