import { createSignal, Show } from 'solid-js';
import { t } from '../i18n';
import { navigate } from '../router';
import { ApiError, askRematch, fetchReplayText, loadHold } from './api';
import type { TableConnection } from './connection';
import { seatLabel } from './join-page';
import { ResultNotes } from './result-notes';
import { RatedMark, RatingChanges } from './table-notes';

/** A file to save, made in the page (the token went in a header, never in a link). */
function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * What a finished online game offers: a rematch (the first to ask makes the table, everyone at
 * this one is told and takes their seat with one click), the replay to download, and the replay
 * to step through.
 */
export function EndOfGame(props: { conn: TableConnection; id: string }) {
  const [problem, setProblem] = createSignal<string | null>(null);
  const [busy, setBusy] = createSignal(false);
  const rematch = () => props.conn.summary()?.rematch ?? null;
  const seated = () => props.conn.you() !== null;
  const failed = (err: unknown) => {
    const e = err instanceof ApiError ? err.error : { code: 'online.offline', params: {} };
    setProblem(t(e.code, e.params));
  };
  const playAgain = async () => {
    const next = rematch();
    // Already seated there from this browser (asked before, or in another tab): go.
    if (next && loadHold(next)) return navigate(`/t/${next}`);
    setBusy(true);
    try {
      navigate(await askRematch(props.id));
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  const download = async () => {
    try {
      saveFile(`fathom-${props.id}.json`, await fetchReplayText(props.id));
    } catch (err) {
      failed(err);
    }
  };
  return (
    <section class="end-of-game" aria-labelledby="end-title">
      <h2 id="end-title">{t('online.end-title')}</h2>
      <RatedMark summary={props.conn.summary()} />
      <ResultNotes
        result={props.conn.result()}
        names={(props.conn.summary()?.seats ?? []).map(seatLabel)}
      />
      <Show when={props.conn.summary()?.rated}>
        <RatingChanges id={props.id} names={(props.conn.summary()?.seats ?? []).map(seatLabel)} />
      </Show>
      <Show when={rematch()}>
        <p class="rematch-offer" role="status">
          {t(seated() ? 'online.rematch-offered' : 'online.rematch-watch-offer')}
        </p>
      </Show>
      <div class="end-actions">
        <Show
          when={seated()}
          fallback={
            <Show when={rematch()}>
              {(next) => (
                <button
                  type="button"
                  class="primary"
                  onClick={() => navigate(`/t/${next()}?watch`)}
                >
                  {t('online.rematch-watch')}
                </button>
              )}
            </Show>
          }
        >
          <button type="button" class="primary" disabled={busy()} onClick={playAgain}>
            {t(rematch() ? 'online.rematch-join' : 'online.rematch')}
          </button>
        </Show>
        <button type="button" onClick={download}>
          {t('table.download-replay')}
        </button>
        <button type="button" onClick={() => navigate(`/replay?table=${props.id}`)}>
          {t('table.open-replay')}
        </button>
      </div>
      <Show when={problem()}>
        <p class="error" role="alert">
          {problem()}
        </p>
      </Show>
    </section>
  );
}
