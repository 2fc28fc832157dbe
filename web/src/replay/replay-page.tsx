import { createMemo, createSignal, onCleanup, onMount, Show } from 'solid-js';
import {
  checkReplay,
  parseReplayText,
  replayGameId,
  replayNames,
  replayProblemText,
  type ReplayedGame,
  type Viewer,
} from '../../../src/kernel/index.js';
import { gameInfo } from '../games/catalog';
import type { BoardModule } from '../games/types';
import { addCatalogs, t } from '../i18n';
import { botName } from '../lobby/seats';
import { logLine } from '../table/log';
import { TableView } from '../table/table-view';
import { ApiError, fetchAnalysis, fetchReplayText } from '../online/api';
import { ResultNotes } from '../online/result-notes';
import { tableResultOf } from '../online/table-result';
import { AnalysisChart, type AnalysisData } from './analysis-chart';
import { PENDING_REPLAY_KEY } from './replay-file';

interface Loaded {
  readonly mod: BoardModule;
  readonly replayed: ReplayedGame<unknown>;
}

/** Validates a replay after loading the board of its game; every problem says where it is. */
export async function openReplay(text: string): Promise<Loaded | string> {
  const raw = parseReplayText(text);
  if (!raw.ok) return replayProblemText(raw.problem, [], t);
  const id = replayGameId(raw.value);
  if (!id.ok) return replayProblemText(id.problem, [], t);
  const info = gameInfo(id.value);
  if (!info) return t('replay.unknown-game', { game: id.value });
  const mod = await info.load();
  addCatalogs(mod.game.messages, mod.messages);
  const loaded = checkReplay(raw.value, mod.game);
  if (!loaded.ok) return replayProblemText(loaded.problem, replayNames(raw.value), t);
  return { mod, replayed: loaded.value };
}

/** A finished online table's analysis, asked of the server and polled until it is done. */
function TableAnalysis(props: {
  table: string;
  names: readonly string[];
  total: number;
  selected: number | null;
  onSelect: (index: number) => void;
  describe: (index: number, move: unknown, seat: number) => string;
}) {
  let box: HTMLDivElement | undefined;
  const [data, setData] = createSignal<AnalysisData | null>(null);
  const [progress, setProgress] = createSignal<string | null>(null);
  const [failed, setFailed] = createSignal<string | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  onCleanup(() => clearTimeout(timer));
  const ask = async () => {
    setFailed(null);
    try {
      const answer = await fetchAnalysis(props.table);
      if (answer.status === 'done') {
        setProgress(null);
        setData(answer.analysis);
        return;
      }
      setProgress(t('replay.analysis.running', { done: answer.done, total: answer.total }));
      timer = setTimeout(() => void ask(), 1500);
    } catch (e) {
      setProgress(null);
      const error = e instanceof ApiError ? e.error : { code: 'internal', params: {} };
      setFailed(t('replay.analysis.failed', { reason: t(error.code, error.params) }));
    }
  };
  // Arriving by a link to the analysis (a profile's recent games: /replay?table=ID#analysis):
  // asked for at once, and in view, rather than one more button to find.
  onMount(() => {
    if (location.hash !== '#analysis') return;
    void ask();
    box?.scrollIntoView({ block: 'start' });
  });
  return (
    <div id="analysis" ref={(el) => (box = el)}>
      <Show
        when={data()}
        fallback={
          <div class="analysis-ask">
            <button type="button" onClick={() => void ask()} disabled={progress() !== null}>
              {t('replay.analysis.analyse')}
            </button>
            <Show when={progress()}>
              <span role="status">{progress()}</span>
            </Show>
            <Show when={failed()}>
              <p class="error" role="alert">
                {failed()}
              </p>
            </Show>
          </div>
        }
      >
        {(d) => (
          <AnalysisChart
            data={d()}
            names={props.names}
            total={props.total}
            selected={props.selected}
            onSelect={props.onSelect}
            describe={props.describe}
          />
        )}
      </Show>
    </div>
  );
}

/**
 * The step buttons' arrows, drawn: the media-control characters (⏮ ⏭) are missing from many
 * fonts and showed as empty boxes. The buttons are named by their aria-label.
 */
function StepIcon(props: { kind: 'first' | 'back' | 'forward' | 'last' }) {
  const PATHS = {
    first: 'M3 3h2.5v14H3zM17 3v14L6.5 10z',
    back: 'M15 3v14L4 10z',
    forward: 'M5 3v14l11-7z',
    last: 'M14.5 3H17v14h-2.5zM3 3v14l10.5-7z',
  } as const;
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true">
      <path d={PATHS[props.kind]} />
    </svg>
  );
}

/**
 * A seat's name as players read it: a bot the file names by its id ("random") or not at all, as
 * the server writes unnamed bot seats, gets the lobby's name for it ("Random bot").
 */
function seatName(p: { name: string; kind: string }): string {
  const bot = p.kind.startsWith('bot:') ? p.kind.slice(4) : null;
  return bot !== null && (p.name === '' || p.name === bot) ? botName(bot) : p.name;
}

function ReplayViewer(props: { loaded: Loaded; table: string | null }) {
  const { mod, replayed } = props.loaded;
  const [selected, setSelected] = createSignal<number | null>(null);
  const total = replayed.replay.moves.length;
  const names = replayed.replay.players.map(seatName);
  const [step, setStep] = createSignal(total);
  const [viewer, setViewer] = createSignal<Viewer>('spectator');
  const state = () => replayed.states[step()];
  // At its end, an online table's result as the server gave it (who resigned ranks last).
  const told = tableResultOf(replayed.replay.meta, names.length);
  const result = () => {
    const game = mod.game.result(state());
    // A game a resignation ended at two seats has no result of its own: the table's is its end.
    if (step() === total && told?.ended === 'resigned') return told;
    return game && step() === total && told ? told : game;
  };
  const view = createMemo(() => mod.game.view(state(), viewer()));
  const log = createMemo(() =>
    replayed.replay.moves
      .slice(0, step())
      .map((m, i) =>
        logLine(mod, { before: replayed.states[i], actor: m.actor, move: m.move }, viewer(), names),
      ),
  );
  const lastMove = () => {
    const i = step() - 1;
    const m = replayed.replay.moves[i];
    return m ? { index: i, actor: m.actor, move: m.move } : null;
  };
  const go = (n: number) => setStep(Math.max(0, Math.min(total, n)));
  const onKey = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
    if (e.key === 'ArrowRight') go(step() + 1);
    else if (e.key === 'ArrowLeft') go(step() - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(total);
    else return;
    e.preventDefault();
  };
  onMount(() => document.addEventListener('keydown', onKey));
  onCleanup(() => document.removeEventListener('keydown', onKey));
  return (
    <div class="replay">
      <div class="replay-controls" role="group" aria-label={t('replay.controls')}>
        <button
          type="button"
          onClick={() => go(0)}
          aria-label={t('replay.first')}
          aria-keyshortcuts="Home"
        >
          <StepIcon kind="first" />
        </button>
        <button
          type="button"
          onClick={() => go(step() - 1)}
          aria-label={t('replay.back')}
          aria-keyshortcuts="ArrowLeft"
        >
          <StepIcon kind="back" />
        </button>
        <input
          type="range"
          min="0"
          max={total}
          value={step()}
          aria-label={t('replay.position')}
          onInput={(e) => go(Number(e.currentTarget.value))}
        />
        <button
          type="button"
          onClick={() => go(step() + 1)}
          aria-label={t('replay.forward')}
          aria-keyshortcuts="ArrowRight"
        >
          <StepIcon kind="forward" />
        </button>
        <button
          type="button"
          onClick={() => go(total)}
          aria-label={t('replay.last')}
          aria-keyshortcuts="End"
        >
          <StepIcon kind="last" />
        </button>
        <span class="replay-step" data-step={step()}>
          {t('replay.step', { n: step(), total })}
        </span>
        <label>
          {t('replay.viewer')}{' '}
          <select
            value={String(viewer())}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setViewer(v === 'spectator' ? 'spectator' : Number(v));
            }}
          >
            <option value="spectator">{t('replay.spectator')}</option>
            {names.map((n, i) => (
              <option value={i}>{n}</option>
            ))}
          </select>
        </label>
      </div>
      <Show when={props.table !== null && (replayed.result !== null || told?.ended === 'resigned')}>
        <TableAnalysis
          table={props.table!}
          names={names}
          total={total}
          selected={selected()}
          onSelect={(index) => {
            // The position after the decision: the step counter then says "Move n" as the
            // note does, and the log's last line is the move the note judges (one step back
            // shows the position its player saw).
            setSelected(index);
            go(index + 1);
          }}
          describe={(index, move, seat) =>
            logLine(mod, { before: replayed.states[index], actor: seat, move }, seat, names)
          }
        />
      </Show>
      <TableView
        mod={mod}
        headingLevel={2}
        names={names}
        view={view()}
        viewer={viewer()}
        legal={[]}
        play={() => undefined}
        result={result()}
        lastMove={lastMove()}
        log={log()}
      />
      <Show when={step() === total}>
        <ResultNotes result={told} names={names} />
      </Show>
    </div>
  );
}

/** Open a replay file (or the game just finished) and step through it, forwards and back. */
export default function ReplayPage() {
  const [loaded, setLoaded] = createSignal<Loaded | null>(null);
  const [table, setTable] = createSignal<string | null>(null);
  const [error, setError] = createSignal<string | null>(null);
  const open = async (text: string) => {
    // The game's board comes as its own chunk: without a connection, say so.
    const result = await openReplay(text).catch(() => t('app.load-failed'));
    if (typeof result === 'string') {
      setError(result);
      setLoaded(null);
    } else {
      setError(null);
      setLoaded(result);
    }
  };
  onMount(async () => {
    const params = new URLSearchParams(location.search);
    if (params.get('from') === 'session') {
      const text = sessionStorage.getItem(PENDING_REPLAY_KEY);
      if (text) void open(text);
    }
    // A finished online table: its replay comes from the server.
    const table = params.get('table');
    if (table) {
      try {
        await open(await fetchReplayText(table));
        setTable(table);
      } catch {
        setError(t('replay.table-missing', { table }));
      }
    }
  });
  return (
    <section class="replay-page" aria-labelledby="replay-title">
      <h1 id="replay-title">{t('replay.title')}</h1>
      <label class="file">
        {t('replay.open-file')}{' '}
        <input
          type="file"
          accept="application/json,.json"
          onChange={async (e) => {
            const file = e.currentTarget.files?.[0];
            if (file) await open(await file.text());
          }}
        />
      </label>
      <Show when={error()}>
        <p class="error" role="alert">
          {error()}
        </p>
      </Show>
      <Show when={loaded()} keyed>
        {(l) => <ReplayViewer loaded={l} table={table()} />}
      </Show>
    </section>
  );
}
