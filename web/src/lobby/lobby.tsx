import { batch, createResource, createSignal, For, lazy, Show } from 'solid-js';
import { Dynamic } from 'solid-js/web';
import { WEB_GAMES } from '../games/catalog';
import type { GameInfo } from '../games/types';
import { t } from '../i18n';
import { configToSearch, randomSeed, type SeatConfig } from '../local/config';
import { navigate } from '../router';
import { LeaderboardLink, RatedChoice } from '../ratings/lobby-parts';
import { ApiError, createTable, listGames, type TimeControl } from '../online/api';
import { clockText, perMoveText } from '../online/clocks';
import { gameName } from './names';
import { RulesLinks } from '../rules/lobby-links';
import { OpenTables } from './open-tables';
import { personName, rememberName } from './person-name';
import { GameArt } from '../ui/game-art';
import { NumberSelect } from '../ui/number-select';
import { AccountInvites } from './invite-accounts';
import { SeatsEditor } from './seats';
import { Home, returningHere } from './home';
import { Reconnecting, untilAnswered } from './reconnecting';
import { isPerson, keptSeat, localSeat } from './seat-kinds';

export { gameName };

const PlayersOnlyChoice = lazy(() => import('./players-only'));

const TIME_CHOICES = [0, 30, 60, 120];
/** Turn-based tables: hours per move. */
const TURN_HOURS = [1, 12, 24, 72];

/** The time choice as the server's time control: `s:N` seconds per decision, `h:N` hours a move. */
function timeControlOf(choice: string): TimeControl {
  const [kind, value] = choice.split(':');
  const n = Number(value);
  if (kind === 'h') return { kind: 'async', perMoveMs: n * 3_600_000 };
  return n > 0
    ? { kind: 'live', initialMs: liveInitialMs(n), incrementMs: n * 1000 }
    : { kind: 'none' };
}

/** Online, N seconds a decision becomes a clock of ten times N to start with, plus N a move. */
function liveInitialMs(seconds: number): number {
  return seconds * 10_000;
}

function defaultSeats(game: GameInfo, players: number): SeatConfig[] {
  const strongest = [...game.bots].sort((a, b) => b.strength - a.strength)[0];
  return Array.from({ length: players }, (_, i) =>
    i === 0
      ? { kind: 'human', name: personName() }
      : { kind: strongest?.name ?? 'human', name: t('lobby.bot-seat', { n: i + 1 }) },
  );
}

/**
 * Where a new local table's seed lives. With one person at most (against bots), in the link, so
 * that the link reopens the same table with the same dice in any browser: the only one who could
 * read the dice to come from it plays alone against bots. With several people at the screen
 * (hot-seat), never in the link, which all of them can read: drawn when the table opens and kept
 * in that tab (docs/web-client.md).
 */
function linkSeed(seats: readonly SeatConfig[]): { seed: string; seedInLink: boolean } {
  const people = seats.filter((s) => s.kind === 'human').length;
  return people <= 1 ? { seed: randomSeed(), seedInLink: true } : { seed: '', seedInLink: false };
}

/** The name the person typed, remembered for their next table (not the "Player 1" default). */
function rememberFirstName(seats: readonly SeatConfig[]): void {
  const name = seats.find((s) => s.kind === 'human')?.name.trim();
  if (name && name !== t('online.player-n', { n: 1 })) rememberName(name);
}

/** Pick a game and its options, seat people and bots, and open the table. */
export function Lobby() {
  const [gameId, setGameId] = createSignal(WEB_GAMES[0]?.id ?? '');
  const game = () => WEB_GAMES.find((g) => g.id === gameId()) as GameInfo;
  const [players, setPlayers] = createSignal(4);
  const [seats, setSeats] = createSignal<SeatConfig[]>(defaultSeats(game(), 4));
  const [options, setOptions] = createSignal<unknown>(game().defaultOptions(4));
  const [time, setTime] = createSignal('s:0');
  // Chance draws the start player unless the table keeps the seating order (every game's
  // option `startPlayer`, docs/rules-decisions.md); the lobby sets it over the options editor's.
  const [seatingOrder, setSeatingOrder] = createSignal(false);
  const tableOptions = () => ({
    ...(options() as Record<string, unknown>),
    startPlayer: seatingOrder() ? 'seating' : 'draw',
  });
  const turnSeconds = () => {
    const control = timeControlOf(time());
    return control.kind === 'live' ? control.incrementMs / 1000 : 0;
  };
  const turnBased = () => timeControlOf(time()).kind === 'async';

  const choosePlayers = (n: number) => {
    setPlayers(n);
    const current = seats();
    const fresh = defaultSeats(game(), n);
    setSeats(fresh.map((s, i) => current[i] ?? s));
  };
  // One batch: the options editor must never see one game's options with another's editor.
  const chooseGame = (id: string) =>
    batch(() => {
      const next = WEB_GAMES.find((g) => g.id === id) as GameInfo;
      const n = Math.min(Math.max(players(), next.minPlayers), next.maxPlayers);
      setGameId(id);
      setPlayers(n);
      setSeats(defaultSeats(next, n));
      setOptions(next.defaultOptions(n));
    });

  const createLocal = (e: Event) => {
    e.preventDefault();
    // Turn-based tables live on the server: Enter in the form opens one there.
    if (turnBased()) {
      void createOnline();
      return;
    }
    rememberFirstName(seats());
    const here = seats().map(localSeat);
    const search = configToSearch({
      game: gameId(),
      seats: here.map((s, i) => ({ ...s, name: s.name.trim() || `${i + 1}` })),
      options: tableOptions(),
      table: randomSeed(),
      ...linkSeed(here),
      turnSeconds: turnSeconds(),
    });
    navigate(`/local/${gameId()}?${search}`);
  };

  // Online play needs the server; served statically, the lobby offers local play only. A
  // server away (no answer at all) is asked again until it answers.
  const [server] = createResource(() =>
    untilAnswered(async () => {
      try {
        // Each game's bots with their ratings (docs/ratings.md, "Bots"), by the game's id.
        return new Map((await listGames()).games.map((g) => [g.id, g.bots]));
      } catch (e) {
        if (e instanceof ApiError) return null;
        throw e;
      }
    }),
  );
  const [onlineError, setOnlineError] = createSignal<string | null>(null);
  // Listed by default, as Board Game Arena's tables are: the list is how strangers find a game,
  // and a table for friends is one tick away. A private table is reached by its link only.
  const [privateTable, setPrivateTable] = createSignal(false);
  // Players only (no spectators, chat for the seated) is a private table's further choice.
  const [playersOnly, setPlayersOnly] = createSignal(false);
  // Off by default: most invitations go to a group through one link, and the names typed for
  // the other seats are often placeholders ("Player 2").
  const [reserveSeats, setReserveSeats] = createSignal(false);
  // Kept for Fathom accounts by those names (a signed-in creator's choice: invite-accounts.tsx).
  const [forAccounts, setForAccounts] = createSignal(false);
  /** The seats kept for someone: an account's, a guest's, and others' if all are kept. */
  const reservations = (first: number) =>
    seats().flatMap((s, i) => {
      const kept =
        i === first
          ? null
          : keptSeat(s, i, s.name.trim() || personName(i + 1), reserveSeats(), forAccounts());
      return kept ? [kept] : [];
    });
  // Come to invite someone (the account page's people played with: /?invite=NAME): the second
  // seat is theirs, kept for their account.
  const invitee = new URLSearchParams(location.search).get('invite')?.trim().slice(0, 100);
  if (invitee) {
    setSeats(seats().map((s, i) => (i === 1 ? { ...s, kind: 'human', name: invitee } : s)));
    setReserveSeats(true);
    setForAccounts(true);
  }
  // A player who comes back finds the form folded under their tables and Play now (issue 42),
  // unless come to invite someone or offline (no home then, only the form); decided once, so
  // that it never folds while being filled in.
  const folded = returningHere() && !invitee && navigator.onLine;
  const [rated, setRated] = createSignal(false);
  // A rated table needs a person; its bots are rated too (docs/ratings.md, "Bots").
  const noPerson = () => !seats().some((s) => isPerson(s.kind));
  const createOnline = async () => {
    const first = seats().findIndex((s) => s.kind === 'human');
    rememberFirstName(seats());
    try {
      const res = await createTable({
        game: gameId(),
        options: tableOptions(),
        seats: seats().map((s) =>
          isPerson(s.kind) ? { kind: 'human' } : { kind: 'bot', bot: s.kind },
        ),
        timeControl: timeControlOf(time()),
        name: seats()[Math.max(0, first)]?.name.trim() || personName(),
        seat: Math.max(0, first),
        listed: !privateTable(),
        ...(privateTable() && playersOnly() ? { playersOnly: true } : {}),
        ...(rated() && !noPerson() ? { rated: true } : {}),
        ...(reservations(Math.max(0, first)).length > 0
          ? { reserve: reservations(Math.max(0, first)) }
          : {}),
      });
      navigate(res.link);
    } catch (err) {
      const e = err instanceof ApiError ? err.error : { code: 'internal', params: {} };
      setOnlineError(t(e.code, e.params));
    }
  };

  return (
    <>
      <Reconnecting />
      {/* A player who comes back sees their tables first (issue 42); a newcomer, the games. */}
      <Show when={server()}>
        <Home />
      </Show>
      <form class="lobby" onSubmit={createLocal} aria-labelledby="lobby-title">
        <h1 id="lobby-title">{t('lobby.title')}</h1>
        <Dynamic component={folded ? 'details' : 'div'} class="lobby-more">
          <Show when={folded}>
            <summary>{t('home.more-options')}</summary>
          </Show>
          <fieldset class="games">
            <legend>{t('lobby.game')}</legend>
            <For each={WEB_GAMES}>
              {(g) => (
                <label class="game-choice">
                  <input
                    type="radio"
                    name="game"
                    value={g.id}
                    checked={g.id === gameId()}
                    onChange={() => chooseGame(g.id)}
                  />
                  {gameName(g.id)}
                  <GameArt id={g.id} />
                </label>
              )}
            </For>
          </fieldset>
          <RulesLinks game={gameId()} />
          <Show when={server()?.has(gameId())}>
            <LeaderboardLink game={gameId()} />
          </Show>
          <div class="row">
            <label>
              {t('lobby.players')}{' '}
              <NumberSelect
                values={Array.from(
                  { length: game().maxPlayers - game().minPlayers + 1 },
                  (_, i) => i + game().minPlayers,
                )}
                value={players()}
                onChange={choosePlayers}
              />
            </label>
            <label>
              {t('lobby.time')}{' '}
              <select
                value={time()}
                aria-describedby={turnSeconds() > 0 ? 'time-hint' : undefined}
                onChange={(e) => setTime(e.currentTarget.value)}
              >
                <For each={TIME_CHOICES}>
                  {(s) => (
                    <option value={`s:${s}`} selected={`s:${s}` === time()}>
                      {s === 0 ? t('lobby.time-none') : t('lobby.time-seconds', { n: s })}
                    </option>
                  )}
                </For>
                <Show when={server()}>
                  <optgroup label={t('online.turn-based')}>
                    <For each={TURN_HOURS}>
                      {(h) => (
                        <option value={`h:${h}`} selected={`h:${h}` === time()}>
                          {perMoveText(h * 3_600_000)}
                        </option>
                      )}
                    </For>
                  </optgroup>
                </Show>
              </select>
            </label>
            <label>
              <input
                type="checkbox"
                checked={seatingOrder()}
                onChange={(e) => setSeatingOrder(e.currentTarget.checked)}
              />
              {t('lobby.seating-order')}
            </label>
          </div>
          {/* "30 seconds" is not the whole story online, where it is a Fischer clock: say both. */}
          <Show when={turnSeconds() > 0}>
            <p class="hint time-hint" id="time-hint">
              {t('lobby.time-local', { n: turnSeconds() })}
              <Show when={server()}>
                {' '}
                {t('lobby.time-online', {
                  initial: clockText(liveInitialMs(turnSeconds())),
                  n: turnSeconds(),
                })}
              </Show>
            </p>
          </Show>
          <SeatsEditor
            seats={seats()}
            bots={game().bots}
            ratings={server()?.get(gameId())}
            online={server()?.has(gameId()) === true}
            onChange={setSeats}
          />
          <details class="components">
            <summary>{t('lobby.components')}</summary>
            <Show when={game().OptionsEditor}>
              {(editor) => <Dynamic component={editor()} value={options()} onChange={setOptions} />}
            </Show>
          </details>
          <Show when={!turnBased()} fallback={<p class="hint">{t('online.turn-based-hint')}</p>}>
            <div class="actions">
              <button type="submit" class="primary">
                {t('lobby.create-local')}
              </button>
            </div>
            <p class="hint">{t('lobby.local-hint')}</p>
          </Show>
          <Show when={server()?.has(gameId())}>
            <div class="online-choices">
              <label>
                <input
                  type="checkbox"
                  name="private"
                  checked={privateTable()}
                  onChange={(e) => setPrivateTable(e.currentTarget.checked)}
                />
                {t('lobby.private')}
              </label>
              <Show when={privateTable()}>
                <PlayersOnlyChoice checked={playersOnly()} onChange={setPlayersOnly} />
              </Show>
              <RatedChoice noPerson={noPerson()} checked={rated()} onChange={setRated} />
              <Show when={seats().filter((s) => s.kind === 'human').length > 1}>
                <label>
                  <input
                    type="checkbox"
                    name="reserve"
                    checked={reserveSeats()}
                    onChange={(e) => setReserveSeats(e.currentTarget.checked)}
                  />
                  {t('lobby.reserve')}
                </label>
                <Show when={reserveSeats()}>
                  <AccountInvites checked={forAccounts()} onChange={setForAccounts} />
                </Show>
              </Show>
            </div>
            <div class="actions">
              <button type="button" class="primary" onClick={createOnline}>
                {t('lobby.create-online')}
              </button>
            </div>
            <p class="hint">{t('lobby.online-hint')}</p>
          </Show>
          <Show when={onlineError()}>
            <p class="error" role="alert">
              {onlineError()}
            </p>
          </Show>
        </Dynamic>
      </form>
      <Show when={server()}>
        <OpenTables />
      </Show>
    </>
  );
}
