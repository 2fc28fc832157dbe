import { createMemo, createResource, createSignal, For, onCleanup, onMount, Show } from 'solid-js';
import type { ItbMove, ItbState } from '../../../src/games/into-the-blue/index.js';
import { formatMessage } from '../../../src/kernel/index.js';
import { Board, game, messages as boardMessages } from '../games/into-the-blue/board';
import type { LastMove } from '../games/types';
import { addCatalogs, lang, t } from '../i18n';
import { currentPace } from '../pace';
import { navigate } from '../router';
import { Inline } from '../rules/inline';
import { rulesMessages } from '../rules/messages';
import '../rules/rules.css';
import { LEARNER, playScript, sameMove, scoringParams } from './script';
import { loadSteps } from './text/index';

addCatalogs(game.messages, boardMessages, rulesMessages);

/** The players' names: the learner dives as Marina, a name and not "You" (the board writes
 * "Marina is diving"); Finn is the bot. */
const NAMES = ['Marina', 'Finn'];

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName);
}

/**
 * /learn/into-the-blue: a short scripted game against a bot on the real board, one step at a
 * time, each saying what to do and why. Next and Back (or the arrow keys) move between steps;
 * the steps that teach a move wait for that move on the board (by click or by its keys).
 */
export default function LearnPage() {
  const played = playScript();
  const last = played.length - 1;
  const final = played[last]!.states.at(-1) as ItbState;
  const params = scoringParams(final);
  const pace = currentPace();
  const [steps] = createResource(lang, loadSteps);

  const [index, setIndex] = createSignal(0);
  const [state, setState] = createSignal<ItbState>(played[0]!.states[0] as ItbState);
  const [pending, setPending] = createSignal(0);
  const [busy, setBusy] = createSignal(false);
  const [lastMove, setLastMove] = createSignal<LastMove | null>(null);
  const [feedback, setFeedback] = createSignal<string | null>(null);
  const step = () => played[index()]!;
  const waiting = () => pending() < step().expect.length;
  let moves = 0;
  let heading: HTMLHeadingElement | undefined;

  // Each step change gets a token: a step left while its moves are still playing stops them.
  let token = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pause = (ms: number) => new Promise<void>((ok) => (timer = setTimeout(ok, ms)));
  onCleanup(() => clearTimeout(timer));

  const enter = async (i: number, forward: boolean) => {
    const mine = ++token;
    clearTimeout(timer);
    const s = played[i]!;
    setIndex(i);
    setPending(0);
    setFeedback(null);
    if (!forward || s.auto.length === 0) {
      setBusy(false);
      setLastMove(null);
      setState(s.states.at(-1) as ItbState);
      heading?.focus();
      return;
    }
    // The dice and Finn's moves, one after another, so they can be followed.
    setBusy(true);
    setState(s.states[0] as ItbState);
    for (let k = 0; k < s.auto.length; k++) {
      const auto = s.auto[k]!;
      await pause(auto.actor === 'chance' ? pace.chanceMs : pace.botMs);
      if (mine !== token) return;
      setState(s.states[k + 1] as ItbState);
      setLastMove({ index: ++moves, actor: auto.actor, move: auto.move });
    }
    setBusy(false);
    heading?.focus();
  };

  const next = () => {
    if (busy() || waiting() || index() >= last) return;
    void enter(index() + 1, true);
  };
  const back = () => {
    if (index() > 0) void enter(index() - 1, false);
  };

  /** A move on the board: the one the step waits for moves the game on; any other is refused. */
  const play = (raw: unknown) => {
    const move = raw as ItbMove;
    const expected = step().expect[pending()];
    if (busy() || !expected) return;
    if (!sameMove(move, expected)) {
      setFeedback(t('learn.wrong'));
      return;
    }
    setFeedback(null);
    setState(step().after[pending()] as ItbState);
    setLastMove({ index: ++moves, actor: LEARNER, move });
    setPending((n) => n + 1);
    if (!waiting()) void enter(index() + 1, true);
  };

  const legal = createMemo(() => (busy() || !waiting() ? [] : game.legalMoves(state(), LEARNER)));

  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
    if (e.key === 'ArrowRight') next();
    else if (e.key === 'ArrowLeft') back();
    else return;
    e.preventDefault();
  };
  onMount(() => {
    document.addEventListener('keydown', onKey);
    document.getElementById('learn-title')?.focus({ preventScroll: true });
  });
  onCleanup(() => document.removeEventListener('keydown', onKey));

  const text = () => steps.latest?.[step().id];
  const format = (s: string) => formatMessage(lang(), s, params);

  return (
    <div class="learn">
      <h1 id="learn-title" tabIndex={-1}>
        {t('learn.title')}
      </h1>
      <div class="learn-layout">
        <section class="learn-coach" aria-labelledby="learn-step-title" data-step={step().id}>
          <p class="learn-progress">{t('learn.step', { n: index() + 1, total: last + 1 })}</p>
          <h2 id="learn-step-title" tabIndex={-1} ref={(el) => (heading = el)}>
            {text()?.title ?? ''}
          </h2>
          <Show
            when={!busy()}
            fallback={
              <p class="learn-busy" role="status">
                {t(
                  step().auto.some((m) => m.actor !== 'chance')
                    ? 'learn.finn-plays'
                    : 'learn.rolling',
                )}
              </p>
            }
          >
            <For each={text()?.body ?? []}>
              {(p) => (
                <p>
                  <Inline text={format(p)} />
                </p>
              )}
            </For>
            <Show when={waiting() && text()?.hint}>
              {(hint) => (
                <p class="learn-hint">
                  <strong>{t('learn.hint-label')}</strong> <Inline text={hint()} />
                </p>
              )}
            </Show>
          </Show>
          <p class="learn-feedback" role="status">
            {feedback() ?? ''}
          </p>
          <div class="learn-nav">
            <button
              type="button"
              disabled={index() === 0}
              aria-keyshortcuts="ArrowLeft"
              onClick={back}
            >
              {t('learn.back')}
            </button>
            <Show
              when={index() < last}
              fallback={
                <>
                  <button type="button" class="primary" onClick={() => navigate('/')}>
                    {t('learn.play')}
                  </button>
                  <button type="button" onClick={() => navigate('/rules/into-the-blue')}>
                    {t('learn.rules')}
                  </button>
                  <button type="button" onClick={() => void enter(0, true)}>
                    {t('learn.again')}
                  </button>
                </>
              }
            >
              <button
                type="button"
                class="primary learn-next"
                disabled={busy() || waiting()}
                aria-keyshortcuts="ArrowRight"
                onClick={next}
              >
                {t('learn.next')}
              </button>
            </Show>
          </div>
        </section>
        <div class="learn-board">
          <Board
            view={game.view(state(), LEARNER)}
            viewer={LEARNER}
            legal={legal()}
            play={play}
            names={NAMES}
            result={game.result(state())}
            lastMove={lastMove()}
          />
        </div>
      </div>
    </div>
  );
}
