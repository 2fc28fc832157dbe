import { createEffect, For, on, Show } from 'solid-js';
import type { AqView } from '../../../../src/games/aquasphere/index.js';
import { t } from '../../i18n';
import { PlayerName } from '../../ui/player-mark';
import { parseAreaKey } from './actions';
import type { Selection } from './choices';
import type { Preview } from './preview';
import { actionName, areaColourName, cardText, colourName, expansionText, letterAt } from './text';

/** What the chosen move would do, before it is confirmed. */
export function PreviewPanel(props: {
  view: AqView;
  names: readonly string[];
  selection: Selection;
  preview: Preview;
  letterChoices: readonly number[];
  letters: readonly number[];
  maxLetters: number;
  onLetters: (l: number[]) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const v = () => props.view;
  const pack = () => v().options.pack;
  const pv = () => props.preview;
  const name = (seat: number) => props.names[seat] ?? `#${seat + 1}`;
  const title = () => {
    const s = props.selection;
    if (s.kind === 'room') {
      const i = pack().hq.rooms.findIndex((r) => r.id === s.id);
      const colour = v().tiles[i] ?? 0;
      return t('aq.ui.option-room', {
        room: s.id,
        colour: colourName(colour),
        action: actionName(colour),
      });
    }
    if (s.kind === 'buy')
      return t('aq.ui.buy', { colour: colourName(s.colour), action: actionName(s.colour) });
    const { sector, colour } = parseAreaKey(s.key);
    return t('aq.ui.area', {
      letter: letterAt(v(), sector),
      action: actionName(colour),
      colour: areaColourName(colour),
    });
  };
  const lines = () => {
    const p = pv();
    const out: string[] = [];
    if (p.locks > 0) out.push(t('aq.ui.pv-locks', { n: p.locks }));
    if (p.subCost > 0) out.push(t('aq.ui.pv-sub-cost', { n: p.subCost }));
    for (const c of p.cardsTaken) {
      const card = pack().researchCards[c]!;
      out.push(t('aq.ui.pv-card', { id: card.id, text: cardText(card) }));
    }
    for (const x of p.expansionsTaken) {
      const e = pack().expansions[x]!;
      out.push(t('aq.ui.pv-expansion', { id: e.id, text: expansionText(e) }));
    }
    for (const c of p.programmed)
      out.push(t('aq.ui.pv-program', { colour: colourName(c), action: actionName(c) }));
    if (p.submarine) out.push(t('aq.ui.pv-sub'));
    if (p.octopods > 0) out.push(t('aq.ui.pv-octopods', { n: p.octopods }));
    for (const c of p.fired) {
      const card = pack().researchCards[c]!;
      out.push(t('aq.ui.pv-fired', { id: card.id, text: cardText(card) }));
    }
    // What is taken, apart from what the locks cost: paying 2 and taking 2 is no "2 → 2".
    const taken = p.time[1] - (p.time[0] - p.locks - p.subCost);
    if (taken > 0) out.push(t('aq.ui.pv-take-time', { n: taken }));
    if (p.time[0] !== p.time[1]) out.push(t('aq.ui.pv-time', { from: p.time[0], to: p.time[1] }));
    if (p.cut)
      out.push(t(p.cut.kind === 'time' ? 'aq.ui.pv-time-full' : 'aq.ui.pv-crystals-full', p.cut));
    if (p.crystals[0] !== p.crystals[1])
      out.push(t('aq.ui.pv-crystals', { from: p.crystals[0], to: p.crystals[1] }));
    if (p.kpEarned !== 0)
      out.push(t('aq.ui.pv-kp', { n: p.kpEarned, from: p.kp[0], to: p.kp[0] + p.kpEarned }));
    if (p.redLine !== null) out.push(t('aq.ui.pv-redline', { line: p.redLine }));
    // One line for all the control spaces taken (an expansion's letters add to the action's).
    if (p.controls.length > 0)
      out.push(
        t('aq.ui.pv-control', {
          n: p.controls.length,
          letters: p.controls.map((pos) => letterAt(v(), pos)).join(', '),
        }),
      );
    for (const d of p.displaced)
      out.push(
        t(d.seat === p.seat ? 'aq.ui.pv-displaced-own' : 'aq.ui.pv-displaced', {
          name: name(d.seat),
          letter: letterAt(v(), d.sector),
        }),
      );
    for (const d of p.purged)
      out.push(
        t('aq.ui.pv-purged', { name: name(d.seat), n: d.n, letter: letterAt(v(), d.sector) }),
      );
    if (p.supply[0] !== p.supply[1])
      out.push(t('aq.ui.pv-supply', { from: p.supply[0], to: p.supply[1] }));
    if (out.length === 0) out.push(t('aq.ui.pv-nothing'));
    return out;
  };
  let confirmButton: HTMLButtonElement | undefined;
  createEffect(
    on(
      () => props.selection,
      () => queueMicrotask(() => confirmButton?.focus()),
    ),
  );
  return (
    <section
      class="aq-preview"
      aria-labelledby="aq-preview-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') props.onCancel();
      }}
    >
      <h3 id="aq-preview-title">{title()}</h3>
      <Show when={props.letterChoices.length > 0}>
        <fieldset class="aq-letters-choice">
          <legend>{t('aq.ui.letters-choice', { n: props.maxLetters })}</legend>
          <For each={props.letterChoices}>
            {(pos) => (
              <label>
                <input
                  type="checkbox"
                  checked={props.letters.includes(pos)}
                  disabled={
                    !props.letters.includes(pos) && props.letters.length >= props.maxLetters
                  }
                  onChange={(e) =>
                    props.onLetters(
                      e.currentTarget.checked
                        ? [...props.letters, pos]
                        : props.letters.filter((l) => l !== pos),
                    )
                  }
                />
                {t('aq.ui.sector', { letter: letterAt(v(), pos) })}
                <Show when={v().station[pos]!.control >= 0}>
                  {' '}
                  <PlayerName seat={v().station[pos]!.control} names={props.names} />
                </Show>
              </label>
            )}
          </For>
        </fieldset>
      </Show>
      <ul class="aq-preview-lines">
        <For each={lines()}>{(line) => <li>{line}</li>}</For>
      </ul>
      <div class="actions">
        <button
          type="button"
          class="primary aq-confirm"
          ref={(el) => (confirmButton = el)}
          onClick={() => props.onConfirm()}
        >
          {t('aq.ui.confirm')}
        </button>
        <button type="button" class="aq-cancel" onClick={() => props.onCancel()}>
          {t('aq.ui.cancel')}
        </button>
      </div>
    </section>
  );
}
