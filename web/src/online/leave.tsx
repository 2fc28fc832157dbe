import { createSignal, Show } from 'solid-js';
import { t } from '../i18n';
import { navigate } from '../router';
import type { TableConnection } from './connection';

/**
 * Leaving a table, said plainly and confirmed: before the start the seat is freed for someone
 * else; once the game runs, a bot plays it to the end (the server's `leave`, as Board Game
 * Arena's "abandon"). Going back to the lobby is another thing: it keeps the seat, and says so.
 */
export function LeaveTable(props: { conn: TableConnection }) {
  const [asking, setAsking] = createSignal(false);
  const [problem, setProblem] = createSignal<string | null>(null);
  const started = () => props.conn.summary()?.status === 'playing';
  let confirm: HTMLButtonElement | undefined;
  let opener: HTMLButtonElement | undefined;
  const ask = () => {
    setAsking(true);
    queueMicrotask(() => confirm?.focus());
  };
  const cancel = () => {
    setAsking(false);
    setProblem(null);
    opener?.focus();
  };
  /** Resigning at two seats ends the game: the page stays on its end, as a spectator's. */
  const endsGame = () => started() && props.conn.summary()?.seats.length === 2;
  const leave = async () => {
    const ends = endsGame();
    const answer = await props.conn.leave();
    if (answer) return setProblem(t(answer.code, answer.params));
    if (!ends) navigate('/');
  };
  return (
    <div class="leave">
      <Show
        when={asking()}
        fallback={
          <button type="button" class="danger" ref={(el) => (opener = el)} onClick={ask}>
            {t(started() ? 'online.resign' : 'online.leave')}
          </button>
        }
      >
        <div
          class="confirm"
          role="group"
          aria-labelledby="leave-question"
          onKeyDown={(e) => {
            if (e.key === 'Escape') cancel();
          }}
        >
          <p id="leave-question">
            <strong>{t(started() ? 'online.resign-question' : 'online.leave-question')}</strong>{' '}
            {t(
              !started()
                ? 'online.leave-explain'
                : endsGame()
                  ? 'online.resign-explain-two'
                  : 'online.resign-explain',
            )}
          </p>
          <button type="button" class="danger" ref={(el) => (confirm = el)} onClick={leave}>
            {t(started() ? 'online.resign-confirm' : 'online.leave-confirm')}
          </button>{' '}
          <button type="button" onClick={cancel}>
            {t('online.stay')}
          </button>
          <Show when={problem()}>
            <p class="error" role="alert">
              {problem()}
            </p>
          </Show>
        </div>
      </Show>
    </div>
  );
}

/** Back to the lobby without leaving: the seat stays this player's, and the page says so. */
export function BackToLobby(props: { seated: boolean }) {
  return (
    <span class="back">
      <button
        type="button"
        aria-describedby={props.seated ? 'back-hint' : undefined}
        onClick={() => navigate('/')}
      >
        {t('online.back')}
      </button>
      <Show when={props.seated}>
        {' '}
        <span id="back-hint" class="hint">
          {t('online.back-keeps-seat')}
        </span>
      </Show>
    </span>
  );
}
