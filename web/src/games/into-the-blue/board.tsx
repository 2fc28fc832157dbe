import {
  createEffect,
  createMemo,
  createSignal,
  For,
  on,
  onCleanup,
  onMount,
  Show,
} from 'solid-js';
import { intoTheBlue } from '../../../../src/games/into-the-blue/index.js';
import { itbBots } from '../../../../src/games/into-the-blue/bots/index.js';
import { diveOutcome } from '../../../../src/games/into-the-blue/dice.js';
import type { ItbMove, ItbView } from '../../../../src/games/into-the-blue/state.js';
import { t } from '../../i18n';
import { PlayerName } from '../../ui/player-mark';
import type { BoardProps } from '../types';
import { DiceTray } from './dice';
import { ChestIcon } from './art';
import { PlayersPanel, Reef } from './levels';
import { boardMessages } from './messages';
import { OddsHint } from './odds';
import { ScoringBreakdown } from './scoring';
import './itb.css';

// The board chunk: Into the Blue's rules, bots and board, loaded when a table opens.
export const game = intoTheBlue;
export const loadBots = async () => itbBots;
export const messages = boardMessages;
export const currentSeat = (view: unknown) => (view as ItbView).current;

const MAX_ROLLS = 3;

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName);
}

export function Board(props: BoardProps) {
  const view = () => props.view as ItbView;
  const legal = () => props.legal as readonly ItbMove[];
  const canDecide = () => view().phase === 'decide' && legal().some((m) => m.type === 'reroll');
  const canStop = () => legal().some((m) => m.type === 'stop');
  const placeOptions = createMemo(() => {
    if (view().phase !== 'place' || legal().length === 0) return [];
    const outcome = diveOutcome(view().dice);
    return outcome.kind === 'successful' ? outcome.options : [];
  });
  const rollsLeft = () => MAX_ROLLS - view().rollsMade;
  const rollId = () => `${view().turnCount}:${view().rollsMade}:${view().phase}`;

  const [kept, setKept] = createSignal<ReadonlySet<number>>(new Set());
  createEffect(on(rollId, () => setKept(new Set<number>())));
  const [showOdds, setShowOdds] = createSignal(false);

  const toggle = (i: number) => {
    if (!canDecide() || i >= view().dice.length) return;
    setKept((s) => {
      const next = new Set(s);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  };
  const reroll = () => {
    if (!canDecide() || kept().size >= view().dice.length) return;
    const keep = [...kept()].map((i) => view().dice[i] as number).sort((a, b) => a - b);
    props.play({ type: 'reroll', keep });
  };
  const stop = () => {
    if (canStop()) props.play({ type: 'stop' });
  };
  const place = (level: number) => {
    if (legal().some((m) => m.type === 'place' && m.level === level))
      props.play({ type: 'place', level });
  };

  // Keyboard play: 1-6 keep dice, R rerolls, S stops, 1-5 choose a level, O shows the odds.
  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
    const digit = Number(e.key);
    const key = e.key.toLowerCase();
    if (view().phase === 'decide' && digit >= 1 && digit <= 6) toggle(digit - 1);
    else if (view().phase === 'place' && digit >= 1 && digit <= 5) place(digit);
    else if (key === 'r') reroll();
    else if (key === 's') stop();
    else if (key === 'o') setShowOdds((s) => !s);
    else return;
    e.preventDefault();
  };
  onMount(() => document.addEventListener('keydown', onKey));
  onCleanup(() => document.removeEventListener('keydown', onKey));

  const last = () => props.lastMove;
  const animateDice = () => {
    const m = last();
    return m !== null && m.actor === 'chance' && (m.move as ItbMove).type === 'dice';
  };
  const flash = () => {
    const m = last();
    if (!m || m.actor === 'chance' || m.actor === props.viewer) return null;
    const move = m.move as ItbMove;
    return move.type === 'place' ? { level: move.level, seat: m.actor } : null;
  };
  const myTurn = () => legal().length > 0;

  const [preview, setPreview] = createSignal<number | null>(null);
  createEffect(on(rollId, () => setPreview(null)));

  return (
    <section
      class="itb-board"
      aria-label={t('itb.ui.board')}
      data-phase={view().phase}
      data-my-turn={myTurn() ? 'yes' : 'no'}
    >
      <div class="itb-status" aria-live="polite">
        <span class="rolls-left">{t('itb.ui.rolls-left', { n: rollsLeft() })}</span>
        <span class="chests-left">
          <ChestIcon />
          {t('itb.ui.chests-left', { n: view().chestsLeft })}
        </span>
        <Show when={view().trigger}>
          {(trigger) => (
            <span class="last-round">
              {t(trigger().kind === 'last-shell' ? 'itb.ui.last-round' : 'itb.ui.last-chest', {
                name: props.names[trigger().by] ?? '',
              })}
            </span>
          )}
        </Show>
      </div>
      <div class="itb-layout">
        <Show when={view().phase !== 'over'}>
          <div class="turn-area">
            <div class="dive-of">
              <p>
                <PlayerName seat={view().current} names={props.names} />{' '}
                <span>{t('itb.ui.dive-of')}</span>
              </p>
              <Show when={canDecide()}>
                <button
                  type="button"
                  class="odds-toggle"
                  aria-expanded={showOdds()}
                  aria-keyshortcuts="O"
                  onClick={() => setShowOdds((s) => !s)}
                >
                  {t(showOdds() ? 'itb.ui.odds-hide' : 'itb.ui.odds-show')}
                </button>
              </Show>
            </div>
            <Show when={rollId()} keyed>
              <DiceTray
                view={view()}
                canDecide={canDecide()}
                canStop={canStop()}
                kept={kept()}
                animate={animateDice()}
                onToggle={toggle}
                onReroll={reroll}
                onStop={stop}
              />
            </Show>
            <Show when={view().phase === 'place' && placeOptions().length > 0}>
              <div class="place" role="group" aria-labelledby="place-title">
                <p id="place-title">{t('itb.ui.place-title')}</p>
                <For each={placeOptions()}>
                  {(option) => (
                    <button
                      type="button"
                      class="place-level"
                      aria-keyshortcuts={String(option.level)}
                      onClick={() => place(option.level)}
                      onMouseEnter={() => setPreview(option.level)}
                      onMouseLeave={() => setPreview(null)}
                      onFocus={() => setPreview(option.level)}
                      onBlur={() => setPreview(null)}
                    >
                      {t('itb.ui.place-option', { level: option.level, n: option.shells })}
                    </button>
                  )}
                </For>
              </div>
            </Show>
            <Show when={canDecide() && showOdds()}>
              <OddsHint dice={view().dice} rollsLeft={rollsLeft()} />
            </Show>
          </div>
        </Show>
        <Reef
          view={view()}
          names={props.names}
          flash={flash()}
          options={placeOptions()}
          preview={preview()}
          onPlace={place}
        />
        <PlayersPanel view={view()} names={props.names} />
      </div>
      <Show when={props.result}>
        {(result) => <ScoringBreakdown view={view()} result={result()} names={props.names} />}
      </Show>
    </section>
  );
}

export function RulesSummary() {
  const paragraphs = [
    'itb.rules.goal',
    'itb.rules.turn',
    'itb.rules.dive',
    'itb.rules.perfect',
    'itb.rules.end',
    'itb.rules.scoring',
    'itb.rules.ties',
  ];
  return (
    <div class="rules">
      <For each={paragraphs}>{(key) => <p>{t(key)}</p>}</For>
    </div>
  );
}
