import { createEffect, For, on, onMount, Show } from 'solid-js';
import type { AqView } from '../../../../src/games/aquasphere/index.js';
import { COLOURS } from '../../../../src/games/aquasphere/pack.js';
import { lockCosts } from '../../../../src/games/aquasphere/station.js';
import { t } from '../../i18n';
import { actionsOf, areaKey, parseAreaKey } from './actions';
import { actionName, AREA_FILL, colourName, letterAt } from './text';

/** What the person has chosen and not yet confirmed. */
export type Selection =
  | { readonly kind: 'room'; readonly id: string }
  | { readonly kind: 'buy'; readonly colour: number }
  | { readonly kind: 'area'; readonly key: string };

/** The legal choices of this step, as buttons in words (the board's targets do the same). */
export function Choices(props: {
  view: AqView;
  actions: ReturnType<typeof actionsOf>;
  selected: Selection | null;
  onChoose: (s: Selection) => void;
  play: (m: unknown) => void;
}) {
  const v = () => props.view;
  const a = () => props.actions;
  const seat = () => v().current;
  const costs = () => {
    const p = v().seats[seat()];
    return p && p.scientist >= 0 ? lockCosts(v(), p.scientist) : [];
  };
  const roomColour = (id: string) => {
    const i = v().options.pack.hq.rooms.findIndex((r) => r.id === id);
    return v().tiles[i] ?? -1;
  };
  /** Areas grouped by the programmed bot's colour. */
  const byColour = () => {
    const groups = new Map<number, number[]>();
    for (const key of a().areas.keys()) {
      const { sector, colour } = parseAreaKey(key);
      groups.set(colour, [...(groups.get(colour) ?? []), sector]);
    }
    return [...groups.entries()];
  };
  const pressed = (s: Selection) => {
    const cur = props.selected;
    if (!cur || cur.kind !== s.kind) return false;
    return JSON.stringify(cur) === JSON.stringify(s);
  };
  const redline = () => v().redline;
  // A turn that begins with the focus nowhere (the last control pressed is gone) starts here.
  let heading: HTMLHeadingElement | undefined;
  onMount(() => {
    if (document.activeElement === document.body) heading?.focus();
  });
  // A question that needs an answer (cross the red line or stop?) comes into view and takes the
  // focus: after Confirm the page may be scrolled anywhere, and the turn banner only says
  // "your turn".
  createEffect(
    on(
      () => a().redline.length > 0,
      (question) => {
        if (!question || !heading) return;
        heading.scrollIntoView({ block: 'center' });
        heading.focus({ preventScroll: true });
      },
    ),
  );
  return (
    <section class="aq-choices" aria-labelledby="aq-choices-title">
      <h2 id="aq-choices-title" tabindex="-1" ref={(el) => (heading = el)}>
        {v().phase === 'redline' && redline()
          ? t('aq.ui.redline-prompt', { line: redline()!.line, target: redline()!.target })
          : t('aq.ui.prompt')}
      </h2>
      <Show when={a().redline.length > 0}>
        <div class="aq-choice-row">
          <For each={a().redline}>
            {(m) => (
              <button type="button" class="aq-choice aq-redline" onClick={() => props.play(m)}>
                {m.type === 'redline' && m.pay === 'bot'
                  ? t('aq.ui.pay-bot', { colour: colourName(COLOURS.indexOf(m.colour)) })
                  : m.type === 'redline' && m.pay === 'crystal'
                    ? t('aq.ui.pay-crystal')
                    : t('aq.ui.stop')}
              </button>
            )}
          </For>
        </div>
      </Show>
      <Show when={a().rooms.size > 0}>
        <h3>{t('aq.ui.choose-room')}</h3>
        <div class="aq-choice-row">
          <For each={[...a().rooms.keys()]}>
            {(id) => (
              <button
                type="button"
                class="aq-choice aq-option"
                aria-pressed={pressed({ kind: 'room', id })}
                onClick={() => props.onChoose({ kind: 'room', id })}
              >
                <Swatch colour={roomColour(id)} />
                {t('aq.ui.option-room', {
                  room: id,
                  colour: colourName(roomColour(id)),
                  action: actionName(roomColour(id)),
                })}
              </button>
            )}
          </For>
        </div>
      </Show>
      <Show when={a().areas.size > 0}>
        <h3>{t('aq.ui.choose-area')}</h3>
        <For each={byColour()}>
          {([colour, sectors]) => (
            <div class="aq-choice-row" role="group" aria-label={actionName(colour)}>
              <span class="aq-choice-colour">
                <Swatch colour={colour} />
                {actionName(colour)}
              </span>
              <For each={sectors}>
                {(sector) => {
                  const key = areaKey(sector, colour);
                  return (
                    <button
                      type="button"
                      class="aq-choice aq-option"
                      data-area={key}
                      aria-pressed={pressed({ kind: 'area', key })}
                      onClick={() => props.onChoose({ kind: 'area', key })}
                    >
                      {t('aq.ui.option-area', {
                        letter: letterAt(v(), sector),
                        n: costs()[sector] ?? 0,
                      })}
                    </button>
                  );
                }}
              </For>
            </div>
          )}
        </For>
      </Show>
      <Show when={a().buys.size > 0}>
        <details class="aq-buys">
          <summary>{t('aq.ui.choose-buy')}</summary>
          <div class="aq-choice-row">
            <For each={[...a().buys.keys()]}>
              {(colour) => (
                <button
                  type="button"
                  class="aq-choice aq-option aq-buy"
                  aria-pressed={pressed({ kind: 'buy', colour })}
                  onClick={() => props.onChoose({ kind: 'buy', colour })}
                >
                  <Swatch colour={colour} />
                  {actionName(colour)}
                </button>
              )}
            </For>
          </div>
        </details>
      </Show>
      <Show when={a().returns.size > 0 || a().pass}>
        <div class="aq-choice-row">
          <For each={[...a().returns.entries()]}>
            {([colour, m]) => (
              <button type="button" class="aq-choice aq-return" onClick={() => props.play(m)}>
                <Swatch colour={colour} />
                {t('aq.ui.return', { colour: colourName(colour) })}
              </button>
            )}
          </For>
          <Show when={a().pass}>
            {(m) => (
              <button type="button" class="aq-choice aq-pass" onClick={() => props.play(m())}>
                {t('aq.ui.pass')}
              </button>
            )}
          </Show>
        </div>
      </Show>
    </section>
  );
}

function Swatch(props: { colour: number }) {
  return (
    <span
      class="aq-swatch"
      style={{ background: AREA_FILL[props.colour] ?? '#ccc' }}
      aria-hidden="true"
    />
  );
}
