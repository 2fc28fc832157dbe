import { createEffect, createSignal, For, on, onCleanup, onMount, Show, type JSX } from 'solid-js';
import { Dynamic } from 'solid-js/web';
import type { GameResult, Seat, Viewer } from '../../../src/kernel/index.js';
import type { BoardModule, LastMove } from '../games/types';
import { t } from '../i18n';
import { gameName } from '../lobby/names';
import { PlayerName } from '../ui/player-mark';
import { RulesButton } from '../rules/entry';
import { deservesToast } from './toast';

export interface TableViewProps {
  readonly mod: BoardModule;
  readonly names: readonly string[];
  readonly view: unknown;
  readonly viewer: Viewer;
  readonly legal: readonly unknown[];
  readonly play: (move: unknown) => void;
  readonly result: GameResult | null;
  readonly lastMove: LastMove | null;
  readonly log: readonly string[];
  /** Hot-seat: the seat the screen waits for before showing anything. */
  readonly covered?: Seat | null;
  readonly onReveal?: () => void;
  readonly deadline?: number | null;
  /** Offered while the last move can be taken back (local tables). */
  readonly onUndo?: (() => void) | null;
  readonly error?: string | null;
  /** Who is connected, for online tables. */
  readonly presence?: JSX.Element;
  readonly actions?: JSX.Element;
  /** The game's name heads the page (h1), or a section of a page that has its own (h2). */
  readonly headingLevel?: 1 | 2;
}

/** Whether nothing has the focus: a page that opens should then put it somewhere useful. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

function Countdown(props: { deadline: number }) {
  const [now, setNow] = createSignal(Date.now());
  const timer = setInterval(() => setNow(Date.now()), 250);
  onCleanup(() => clearInterval(timer));
  return (
    <span class="countdown">
      {t('table.time-left', { n: Math.max(0, Math.ceil((props.deadline - now()) / 1000)) })}
    </span>
  );
}

/**
 * Others' decisions, briefly, in words over the site's header (which holds no part of the game):
 * at the foot of the screen it covered the foot of Survive's map and the controls there. It lets
 * clicks through and is gone after two seconds. Screen readers get the log's live region instead.
 */
function LastMoveToast(props: {
  log: readonly string[];
  lastMove: LastMove | null;
  viewer: Viewer;
}) {
  const [shown, setShown] = createSignal<string | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  createEffect(
    on(
      () => props.lastMove,
      (m) => {
        if (!m || !deservesToast(m, props.viewer)) return;
        setShown(props.log[props.log.length - 1] ?? null);
        clearTimeout(timer);
        timer = setTimeout(() => setShown(null), 2000);
      },
      { defer: true },
    ),
  );
  onCleanup(() => clearTimeout(timer));
  return (
    <Show when={shown()}>
      <p class="toast" aria-hidden="true">
        <span>{shown()}</span>
      </p>
    </Show>
  );
}

/** A table around any game's board: whose turn, the board, the log in words, the rules. */
export function TableView(props: TableViewProps) {
  const current = () => props.mod.currentSeat(props.view);
  const winners = () =>
    props.result
      ? props.result.ranking.flatMap((r, seat) => (r === 1 ? [props.names[seat] ?? ''] : []))
      : [];
  // The log follows its latest line by scrolling itself only: scrolling it into view would move
  // the whole page to it (on a phone, away from the board) and lay the page out at every move.
  // It is drawn anew when a hot-seat cover lifts, and must then start at the latest line too.
  const [logList, setLogList] = createSignal<HTMLOListElement>();
  createEffect(() => {
    const list = logList();
    void props.log.length;
    if (list) list.scrollTop = list.scrollHeight;
  });
  // When the table opens, and when a cover lifts, the focus goes to the page's heading (a board
  // that put it on its own controls keeps it); on a cover, to its button. Never scrolling.
  let heading: HTMLElement | undefined;
  let coverButton: HTMLButtonElement | undefined;
  const settleFocus = () =>
    requestAnimationFrame(() => {
      if (!focusIsLost()) return;
      const target = props.covered === null || props.covered === undefined ? heading : coverButton;
      target?.focus({ preventScroll: true });
    });
  onMount(settleFocus);
  createEffect(on(() => props.covered, settleFocus, { defer: true }));
  const level = () => props.headingLevel ?? 1;
  return (
    <div class="table">
      <div class="turn-banner" role="status" data-current={current()}>
        <Show
          when={!props.result}
          fallback={
            <strong>{t('table.over', { names: winners().join(', '), n: winners().length })}</strong>
          }
        >
          <Show
            when={props.legal.length > 0}
            fallback={
              <span>
                <PlayerName seat={current()} names={props.names} /> {t('table.their-turn')}
              </span>
            }
          >
            <strong class="your-turn">{t('table.your-turn')}</strong>
          </Show>
          <Show when={props.deadline}>{(d) => <Countdown deadline={d()} />}</Show>
          <Show when={props.onUndo}>
            {(undo) => (
              <button
                type="button"
                class="undo"
                aria-keyshortcuts="U"
                aria-label={t('table.undo')}
                onClick={() => undo()()}
              >
                {/* A phone shows the short word (the name, for screen readers, stays whole). */}
                <span class="undo-full">{t('table.undo')}</span>
                <span class="undo-short">{t('table.undo-short')}</span>
              </button>
            )}
          </Show>
        </Show>
        <Dynamic
          component={level() === 1 ? 'h1' : 'h2'}
          class="game-name"
          tabindex="-1"
          ref={(el: HTMLElement) => (heading = el)}
        >
          {gameName(props.mod.game.id)}
        </Dynamic>
      </div>
      <Show when={props.presence}>{props.presence}</Show>
      {/* Not over a hot-seat cover: the line is written for the person about to take the screen. */}
      <Show when={props.covered === null || props.covered === undefined}>
        <LastMoveToast log={props.log} lastMove={props.lastMove} viewer={props.viewer} />
      </Show>
      <Show when={props.error}>
        <p class="error" role="alert">
          {props.error}
        </p>
      </Show>
      <Show
        when={props.covered === null || props.covered === undefined}
        fallback={
          <div class="cover" role="dialog" aria-modal="true" aria-labelledby="cover-title">
            <h2 id="cover-title">
              {t('table.pass-to', { name: props.names[props.covered ?? 0] ?? '' })}
            </h2>
            <p>{t('table.pass-hint')}</p>
            <button
              type="button"
              class="primary"
              ref={(el) => (coverButton = el)}
              onClick={() => props.onReveal?.()}
            >
              {t('table.reveal', { name: props.names[props.covered ?? 0] ?? '' })}
            </button>
          </div>
        }
      >
        <div class="table-body">
          <Dynamic
            component={props.mod.Board}
            view={props.view}
            viewer={props.viewer}
            legal={props.legal}
            play={props.play}
            names={props.names}
            result={props.result}
            lastMove={props.lastMove}
          />
          <aside class="side">
            <section class="log" aria-labelledby="log-title">
              <h2 id="log-title">{t('table.log')}</h2>
              {/* Focusable so that a keyboard can scroll it; named by its heading. */}
              <ol aria-live="polite" aria-labelledby="log-title" tabindex="0" ref={setLogList}>
                <For each={props.log}>{(line) => <li>{line}</li>}</For>
                <li class="log-end" aria-hidden="true" />
              </ol>
            </section>
            <details class="rules-summary">
              <summary>{t('table.rules')}</summary>
              <Dynamic component={props.mod.RulesSummary} />
            </details>
            <RulesButton game={props.mod.game.id} view={props.view} />
          </aside>
        </div>
      </Show>
      <Show when={props.actions}>
        <div class="table-actions">{props.actions}</div>
      </Show>
    </div>
  );
}
