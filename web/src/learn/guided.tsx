import { createMemo, createResource, createSignal, For, onCleanup, onMount, Show } from 'solid-js';
import { createRng, formatMessage, type Actor } from '../../../src/kernel/index.js';
import type { BoardModule, LastMove } from '../games/types';
import { lang, t } from '../i18n';
import { currentPace } from '../pace';
import { navigate } from '../router';
import { Inline } from '../rules/inline';
import { playScript, sameMove, type Guide } from './guide';
import { GUIDE_KEYS } from './guides';

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName);
}

/** A long opening (a setup played for the learner) is shown at once but for its last moves. */
const SHOWN_MOVES = 6;

/**
 * A guided game on the real board, one step at a time, each saying what to do and why. Next and
 * Back (or the arrow keys) move between steps; the steps that teach a move wait for that move on
 * the board (by click or by its keys). A guide with a bot to fill in may end by playing on.
 */
export function Guided(props: { game: string; board: BoardModule; guide: Guide }) {
  const { guide, board } = props;
  const { game, Board } = board;
  const learner = guide.script.learner;
  const played = playScript(guide.script);
  const last = played.length - 1;
  const params = guide.params(played);
  const pace = currentPace();
  const [steps] = createResource(lang, async (l) => (await guide.texts[l]()).steps);

  const [index, setIndex] = createSignal(0);
  // The first step opens on its own last state (the station set up, the island laid), as Back
  // to it shows it: its text describes that table, not the empty one before the setup's draws.
  const [state, setState] = createSignal<unknown>(played[0]!.states.at(-1));
  const [pending, setPending] = createSignal(0);
  const [busy, setBusy] = createSignal(false);
  const [lastMove, setLastMove] = createSignal<LastMove | null>(null);
  const [feedback, setFeedback] = createSignal<string | null>(null);
  const [free, setFree] = createSignal(false);
  const step = () => played[index()]!;
  const waiting = () => !free() && pending() < step().expect.length;
  let moves = 0;
  let heading: HTMLHeadingElement | undefined;
  const bot = guide.names.find((_, seat) => seat !== learner) ?? '';

  // Each step change gets a token: a step left while its moves are still playing stops them.
  let token = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pause = (ms: number) => new Promise<void>((ok) => (timer = setTimeout(ok, ms)));
  onCleanup(() => clearTimeout(timer));

  const show = (actor: Actor, move: unknown, next: unknown) => {
    setState(() => next);
    setLastMove({ index: ++moves, actor, move });
  };

  const enter = async (i: number, forward: boolean) => {
    const mine = ++token;
    clearTimeout(timer);
    const s = played[i]!;
    setFree(false);
    setIndex(i);
    setPending(0);
    setFeedback(null);
    if (!forward || s.auto.length === 0) {
      setBusy(false);
      setLastMove(null);
      setState(() => s.states.at(-1));
      heading?.focus();
      return;
    }
    // Chance and the bot, one move after another, so they can be followed.
    setBusy(true);
    const from = Math.max(0, s.auto.length - SHOWN_MOVES);
    setState(() => s.states[from]);
    for (let k = from; k < s.auto.length; k++) {
      const auto = s.auto[k]!;
      await pause(auto.actor === 'chance' ? pace.chanceMs : pace.botMs);
      if (mine !== token) return;
      show(auto.actor, auto.move, s.states[k + 1]);
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

  /** After the last step: the game goes on, the bot and chance answering every learner's move. */
  const fill = guide.script.fill;
  const rng = createRng(`${fill?.seed ?? ''}/on`);
  const agent = fill?.agent();
  const playOn = async () => {
    const mine = ++token;
    setFree(true);
    setBusy(true);
    for (;;) {
      const now = state();
      const actor = game.result(now) ? undefined : game.toMove(now)[0];
      if (actor === undefined || actor === learner || !agent) break;
      await pause(actor === 'chance' ? pace.chanceMs : pace.botMs);
      if (mine !== token) return;
      const move =
        actor === 'chance'
          ? game.sampleChance(now, rng)
          : agent.decide({
              view: game.view(now, actor),
              seat: actor,
              legal: game.legalMoves(now, actor),
              rng,
            });
      const after = game.apply(now, actor, move);
      if (!after.ok) break;
      show(actor, move, after.value);
    }
    setBusy(false);
  };

  /** A move on the board: the one the step waits for moves the game on; any other is refused. */
  const play = (move: unknown) => {
    if (busy()) return;
    if (free()) {
      const after = game.apply(state(), learner, move);
      if (!after.ok) return setFeedback(t(after.error.code, after.error.params));
      setFeedback(null);
      show(learner, move, after.value);
      void playOn();
      return;
    }
    const expected = step().expect[pending()];
    if (expected === undefined) return;
    if (!sameMove(move, expected)) {
      setFeedback(t('learn.wrong'));
      return;
    }
    setFeedback(null);
    show(learner, move, step().after[pending()]);
    setPending((n) => n + 1);
    if (!waiting()) void enter(index() + 1, true);
  };

  const legal = createMemo(() => {
    if (busy()) return [];
    if (free())
      return game.toMove(state()).includes(learner) ? game.legalMoves(state(), learner) : [];
    if (!waiting()) return [];
    return guide.narrow ? [step().expect[pending()]] : game.legalMoves(state(), learner);
  });

  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
    // The arrows inside the board are the board's (Survive's map moves its focus with them).
    if (e.target instanceof Element && e.target.closest('.learn-board .hex, .learn-board svg'))
      return;
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
        {t(GUIDE_KEYS[props.game]?.title ?? '')}
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
                {step().auto.some((m) => m.actor !== 'chance') || free()
                  ? t('learn.bot-plays', { name: bot })
                  : t('learn.rolling')}
              </p>
            }
          >
            <Show when={free()}>
              <p class="learn-on">{t('learn.playing-on')}</p>
            </Show>
            <Show when={!free()}>
              <For each={text()?.body ?? []}>
                {(p) => (
                  <p>
                    <Inline text={format(p)} />
                  </p>
                )}
              </For>
            </Show>
            <Show when={waiting() && text()?.hint}>
              {(hint) => (
                <p class="learn-hint">
                  <strong>{t('learn.hint-label')}</strong> <Inline text={format(hint())} />
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
                  <Show when={fill && !free() && !game.result(state())}>
                    <button
                      type="button"
                      class="primary learn-on-button"
                      onClick={() => void playOn()}
                    >
                      {t('learn.play-on', { name: bot })}
                    </button>
                  </Show>
                  <button type="button" class="primary" onClick={() => navigate('/')}>
                    {t('learn.play')}
                  </button>
                  <button type="button" onClick={() => navigate(`/rules/${props.game}`)}>
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
            view={game.view(state(), learner)}
            viewer={learner}
            legal={legal()}
            play={play}
            names={guide.names}
            result={game.result(state())}
            lastMove={lastMove()}
          />
        </div>
      </div>
    </div>
  );
}
