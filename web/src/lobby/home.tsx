import { For, lazy, Show } from 'solid-js';
import { t } from '../i18n';
import { wasSignedIn, whoAmI, yourTables, type AccountTable } from '../account/api';
import { myTables } from '../online/my-tables';
import { navigate } from '../router';
import { gameName } from './names';
import { seatNames, YourTables } from './your-tables';
import { createPolled } from './reconnecting';
import './home.css';

// Friends online and friend requests (issue 42): their own chunk, for a signed-in player only.
const HomeFriends = lazy(() => import('../friends/home-friends'));

/** A seat kept for the account by name at a table still waiting: an invitation to take it. */
const invitation = (row: AccountTable) =>
  row.table.status === 'open' && row.table.seats[row.seat]?.held === true;

/** The seats a signed-in account holds or is invited to; none signed out. */
async function accountTables(): Promise<readonly AccountTable[]> {
  if (!(await whoAmI())) return [];
  return (await yourTables(1)).tables;
}

/** "A seat is kept for you at Survive", with the people there and one button to take it. */
function Invitations(props: { rows: readonly AccountTable[] }) {
  return (
    <Show when={props.rows.length > 0}>
      <section class="home-invitations" aria-labelledby="home-invitations-title">
        <h2 id="home-invitations-title">{t('home.invitations')}</h2>
        <ul>
          <For each={props.rows}>
            {(r) => (
              <li data-table={r.table.id}>
                <span>{t('home.invited-to', { game: gameName(r.table.game) })}</span>{' '}
                <span class="your-table-players">· {seatNames(r.table.seats).join(', ')}</span>{' '}
                <button type="button" class="primary" onClick={() => navigate(`/t/${r.table.id}`)}>
                  {t('home.accept')}
                </button>
              </li>
            )}
          </For>
        </ul>
      </section>
    </Show>
  );
}

/** "New table": to the creation form below, its chosen game focused (the keyboard starts there). */
function openForm(): void {
  const form = document.querySelector<HTMLFormElement>('form.lobby');
  form?.scrollIntoView({ block: 'start' });
  form?.querySelector<HTMLInputElement>('input[name=game]:checked')?.focus({ preventScroll: true });
}

/**
 * The lobby's first screen for a player who comes back (signed in, or holding seats on this
 * device): their invitations and tables, then "New table", which leads to the creation form
 * below. A newcomer sees nothing of it: the form, its games and guided first games come first.
 */
export function Home() {
  const [account] = createPolled(accountTables, 15_000, [] as readonly AccountTable[]);
  const invitations = () => account().filter(invitation);
  const seats = () => account().filter((r) => !invitation(r));
  return (
    <Show when={myTables().length > 0 || account().length > 0 || wasSignedIn()}>
      <div class="home">
        <Invitations rows={invitations()} />
        <YourTables account={seats()} />
        <Show when={wasSignedIn()}>
          <HomeFriends />
        </Show>
        <p class="home-actions">
          <button type="button" class="primary" onClick={openForm}>
            {t('home.new-table')}
          </button>
        </p>
      </div>
    </Show>
  );
}
