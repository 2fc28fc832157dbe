import { createSignal, For, lazy, Show } from 'solid-js';
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
                <span class="your-table-what">
                  {t('home.invited-to', { game: gameName(r.table.game) })}{' '}
                  <span class="your-table-players">{seatNames(r.table.seats).join(', ')}</span>
                </span>{' '}
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

/** Play now (issue 42): a chunk of its own, fetched when shown (the first visit's bytes). */
const PlayNowPanel = lazy(() => import('../play-now/play-now'));

/**
 * Play now below the returning player's tables; a newcomer's first screen stays the games, with a
 * button that brings it. Mounted once whichever it shows, so a wait survives the home appearing.
 */
function PlayNowSlot(props: { returning: boolean }) {
  const [asked, setAsked] = createSignal(false);
  return (
    <Show
      when={props.returning || asked()}
      fallback={
        <p class="home-actions">
          <button type="button" class="primary" onClick={() => setAsked(true)}>
            {t('home.play-now')}
          </button>
        </p>
      }
    >
      <PlayNowPanel focus={asked()} />
    </Show>
  );
}

/** Signed in, or holding seats on this device: known at once, from this device's storage. */
export const returningHere = () => myTables().length > 0 || wasSignedIn();

/**
 * The lobby's first screen for a player who comes back (signed in, or holding seats on this
 * device): their invitations and tables, then Play now, then their friends; the creation form
 * below is folded (lobby.tsx). A newcomer sees none of it but Play now's button: the form, its
 * games and guided first games come first.
 */
export function Home() {
  const [account] = createPolled(accountTables, 15_000, [] as readonly AccountTable[]);
  const invitations = () => account().filter(invitation);
  const seats = () => account().filter((r) => !invitation(r));
  const returning = () => returningHere() || account().length > 0;
  return (
    <>
      <Show when={returning()}>
        <div class="home">
          <Invitations rows={invitations()} />
          <YourTables account={seats()} />
        </div>
      </Show>
      <PlayNowSlot returning={returning()} />
      <Show when={returning() && wasSignedIn()}>
        <div class="home">
          <HomeFriends />
        </div>
      </Show>
    </>
  );
}
