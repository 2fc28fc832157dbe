import {
  createEffect,
  createMemo,
  createRoot,
  createSignal,
  For,
  lazy,
  on,
  onCleanup,
  onMount,
  Show,
} from 'solid-js';
import type { Catalog, Catalogs, Lang } from '../../../../src/kernel/index.js';
import { aquasphere, type AqMove, type AqView } from '../../../../src/games/aquasphere/index.js';
import { aquasphereBots } from '../../../../src/games/aquasphere/bots/index.js';
import { DEFAULT_PACK } from '../../../../src/games/aquasphere/default-pack.js';
import { COLOURS } from '../../../../src/games/aquasphere/pack.js';
import { ROUNDS } from '../../../../src/games/aquasphere/rules-constants.js';
import { capacity, lockCosts } from '../../../../src/games/aquasphere/station.js';
import { bulb } from '../../../../src/games/aquasphere/turn.js';
import { addCatalogs, lang, t } from '../../i18n';
import { PlayerName } from '../../ui/player-mark';
import type { BoardProps } from '../types';
import {
  actionsOf,
  areaKey,
  letterChoices,
  parseAreaKey,
  withLetters,
  type ActMove,
} from './actions';
import { Headquarters } from './hq';
import { Players } from './players';
import { previewOf, type Preview } from './preview';
import { recalled, remember, roundReport, scoredSince, type RoundReport } from './scoring-report';
import { sourceIn } from './sources';
import { Station } from './station';
import { TEXTS } from './texts';
import { KnowledgeTrack } from './track';
import {
  actionName,
  AREA_FILL,
  areaColourName,
  cardText,
  colourName,
  expansionText,
  letterAt,
} from './text';
import { InspectContext, type Inspected } from './ui';

// The scorings' breakdown, in its own small chunk, loaded when the first scoring is in.
const Scorings = lazy(() => import('./scoring'));

// The board chunk: AquaSphere's rules, bots, default pack and board, loaded when a table opens
// (or when the lobby's pack editor needs the pack and its checks).
export const game = aquasphere;
export const bots = aquasphereBots;

/**
 * The board's texts: only the reader's language comes with the board (loadTexts, awaited by
 * info.tsx before the board shows); another is fetched when the reader switches to it.
 */
const texts: Record<Lang, Catalog> = { en: {}, es: {}, fr: {} };
export const messages: Catalogs = texts;
/** Keeps a language's texts (info.tsx loads the first alongside this chunk). */
export function setTexts(l: Lang, catalog: Catalog): void {
  texts[l] = catalog;
}
createRoot(() =>
  createEffect(
    on(
      lang,
      async (l) => {
        if (Object.keys(texts[l]).length > 0) return;
        setTexts(l, (await TEXTS[l]()).catalog);
        // A new catalog object, so that every text on screen is written again.
        addCatalogs({ ...texts });
      },
      { defer: true },
    ),
  ),
);
export const currentSeat = (view: unknown) => (view as AqView).current;
export { DEFAULT_PACK };

type Selection =
  | { readonly kind: 'room'; readonly id: string }
  | { readonly kind: 'buy'; readonly colour: number }
  | { readonly kind: 'area'; readonly key: string };

const PROVENANCE_KEY = {
  rulebook: 'provenance.rulebook',
  public: 'provenance.public',
  provisional: 'provenance.provisional',
} as const;

export function Board(props: BoardProps) {
  const legal = () => props.legal as readonly AqMove[];
  // Views that follow each other within a frame (chance laying out the station, bots at full
  // speed) are drawn once, the latest; a view where the person has to choose is drawn at once.
  // Views that follow each other quickly (chance laying out the station, bots at full speed) are
  // drawn at most every 80 ms, the latest last; a view where the person has to choose, at once.
  const [shown, setShown] = createSignal(props.view as AqView);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let drawn = 0;
  createEffect(() => {
    const v = props.view as AqView;
    clearTimeout(timer);
    const wait = drawn + 80 - performance.now();
    if (legal().length > 0 || wait <= 0) {
      drawn = performance.now();
      setShown(() => v);
    } else
      timer = setTimeout(() => {
        drawn = performance.now();
        setShown(() => v);
      }, wait);
  });
  onCleanup(() => clearTimeout(timer));
  const view = shown;
  // The supplies line sticks under the table's turn banner, whose height varies with its text.
  let boardEl: HTMLElement | undefined;
  onMount(() => {
    const banner = document.querySelector<HTMLElement>('.turn-banner');
    if (!banner || !boardEl || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      boardEl?.style.setProperty('--aq-banner-h', `${banner.getBoundingClientRect().height}px`);
    const observer = new ResizeObserver(measure);
    observer.observe(banner);
    onCleanup(() => observer.disconnect());
  });
  const actions = createMemo(() => actionsOf(legal()));
  const me = () => (typeof props.viewer === 'number' ? props.viewer : null);
  const myTurn = () => legal().length > 0;
  const [selected, setSelected] = createSignal<Selection | null>(null);
  const [letters, setLetters] = createSignal<number[]>([]);
  createEffect(on(actions, () => setSelected(null)));
  const [inspected, setInspected] = createSignal<(() => Inspected) | null>(null);

  // Scorings seen happen between two views: the one before is what they counted.
  let before: AqView | null = null;
  const [reportsSeen, setReportsSeen] = createSignal(0);
  createEffect(() => {
    const now = props.view as AqView;
    if (before && scoredSince(before, now)) {
      remember(before, roundReport(before));
      setReportsSeen((n) => n + 1);
    }
    before = now;
  });
  // Only the scorings this view has reached (a replay may step back before some).
  const reports = () => {
    reportsSeen();
    const v = view();
    const scored = v.phase === 'over' || v.passed.length === v.order.length;
    return recalled(v).filter((r) => r.round < v.round || (r.round === v.round && scored));
  };

  const areaMoves = (key: string): readonly ActMove[] => actions().areas.get(key) ?? [];
  const choose = (s: Selection) => {
    setSelected(s);
    // A lab expansion's bots to lettered sectors come from the supply: none unless ticked.
    setLetters([]);
  };
  /** The move the selection stands for (for a lab expansion, with the lettered sectors ticked). */
  const move = (): AqMove | null => {
    const s = selected();
    if (!s) return null;
    if (s.kind === 'room') return actions().rooms.get(s.id) ?? null;
    if (s.kind === 'buy') return actions().buys.get(s.colour) ?? null;
    return withLetters(areaMoves(s.key), letters());
  };
  const preview = createMemo(() => {
    const m = move();
    const seat = me();
    return m && seat !== null ? previewOf(view(), seat, m) : null;
  });
  const confirm = () => {
    const m = move();
    if (!m) return;
    setSelected(null);
    props.play(m);
  };

  const costsFor = () => me() ?? view().current;
  const flash = createMemo(() => {
    const m = props.lastMove;
    if (!m || m.actor === 'chance') return null;
    const mv = m.move as AqMove;
    if (mv.type === 'act') return { index: m.index, sectors: [mv.sector, ...(mv.letters ?? [])] };
    return null;
  });
  const roomFlash = createMemo(() => {
    const m = props.lastMove;
    const mv = m?.move as AqMove | undefined;
    return m && mv?.type === 'program' ? { index: m.index, room: mv.room } : null;
  });
  const targets = createMemo(() => new Set(actions().areas.keys()));
  const roomTargets = createMemo(() => new Set(actions().rooms.keys()));
  const buyTargets = createMemo(() => new Set(actions().buys.keys()));
  const selectedKey = (kind: Selection['kind']) => {
    const s = selected();
    if (!s || s.kind !== kind) return null;
    return s.kind === 'room' ? s.id : s.kind === 'area' ? s.key : s.colour;
  };

  return (
    <InspectContext.Provider value={(what) => setInspected(() => what)}>
      <section
        class="aq-board"
        ref={(el) => (boardEl = el)}
        aria-label={t('aq.ui.board')}
        data-phase={view().phase}
        data-round={view().round}
        data-my-turn={myTurn() ? 'yes' : 'no'}
      >
        <Status view={view()} names={props.names} mine={myTurn()} scored={reports()} />
        <Show when={me() !== null && view().seats[me()!]}>
          {(p) => <MySupplies view={view()} seat={me()!} p={p()} choosing={myTurn()} />}
        </Show>
        <div class="aq-layout">
          <div class="aq-station-wrap">
            <Station
              view={view()}
              names={props.names}
              targets={targets()}
              selected={selectedKey('area') as string | null}
              onArea={(key) => choose({ kind: 'area', key })}
              costsFor={costsFor()}
              flash={flash()}
            />
            <Inspector inspected={inspected()?.() ?? null} />
          </div>
          <div class="aq-side">
            <Show when={myTurn()}>
              <Choices
                view={view()}
                actions={actions()}
                selected={selected()}
                onChoose={choose}
                play={props.play}
              />
            </Show>
            <Show when={selected() && preview()}>
              <PreviewPanel
                view={view()}
                names={props.names}
                selection={selected()!}
                preview={preview()!}
                letterChoices={
                  selected()!.kind === 'area'
                    ? letterChoices(areaMoves((selected() as { key: string }).key))
                    : []
                }
                letters={letters()}
                maxLetters={view().seats[me() ?? 0]?.supply ?? 0}
                onLetters={setLetters}
                onConfirm={confirm}
                onCancel={() => setSelected(null)}
              />
            </Show>
            <Headquarters
              view={view()}
              names={props.names}
              targets={roomTargets()}
              selected={selectedKey('room') as string | null}
              onRoom={(id) => choose({ kind: 'room', id })}
              flash={roomFlash()}
            />
            <KnowledgeTrack view={view()} names={props.names} />
          </div>
        </div>
        <Players
          view={view()}
          names={props.names}
          buys={buyTargets()}
          selected={selectedKey('buy') as number | null}
          onBuy={(colour) => choose({ kind: 'buy', colour })}
        />
        <Show when={reports().length > 0 || props.result}>
          <Scorings reports={reports()} view={view()} names={props.names} result={props.result} />
        </Show>
      </section>
    </InspectContext.Provider>
  );
}

function Status(props: {
  view: AqView;
  names: readonly string[];
  mine: boolean;
  scored: readonly RoundReport[];
}) {
  const v = () => props.view;
  const text = () => {
    if (v().phase === 'over') return t('aq.ui.over');
    if (v().round === 0) return t('aq.ui.setting-up');
    return t('aq.ui.round', { round: v().round, rounds: ROUNDS, bulb: bulb(v()) });
  };
  const waiting = () => {
    const r = v().redline;
    if (v().phase === 'redline' && r && !props.mine)
      return t('aq.ui.redline-other', { name: props.names[r.seat] ?? '', line: r.line });
    if (v().phase === 'chance' && v().round > 0) return t('aq.ui.round-end');
    return '';
  };
  // The latest scoring, announced here at the top: its breakdown is far down the page.
  const latest = () => props.scored[props.scored.length - 1]?.round ?? 0;
  const toReport = (e: MouseEvent) => {
    e.preventDefault();
    const report = document.getElementById(`aq-report-${latest()}`) as HTMLDetailsElement | null;
    if (!report) return;
    report.open = true;
    report.scrollIntoView({ block: 'start' });
    report.querySelector('summary')?.focus({ preventScroll: true });
  };
  return (
    <div class="aq-status" aria-live="polite">
      <strong>{text()}</strong>
      <Show when={waiting()}>
        <span>{waiting()}</span>
      </Show>
      <Show when={latest() > 0}>
        <a class="aq-scored" href={`#aq-report-${latest()}`} onClick={toReport}>
          {t('aq.ui.scored', { round: latest() })}
        </a>
      </Show>
    </div>
  );
}

/**
 * The viewer's own supplies in one line, kept in view (sticky) while they choose: the player
 * boards with the same facts are far below the choices.
 */
function MySupplies(props: {
  view: AqView;
  seat: number;
  p: AqView['seats'][number];
  choosing: boolean;
}) {
  const cap = (kind: 'time' | 'crystals') => capacity(props.view, props.p, kind);
  return (
    <div
      class="aq-mine"
      classList={{ 'aq-sticky': props.choosing }}
      role="group"
      aria-label={t('aq.ui.mine')}
    >
      <span>{t('aq.ui.lab-time', { n: props.p.time, cap: cap('time') })}</span>
      <span>{t('aq.ui.lab-crystals', { n: props.p.crystals, cap: cap('crystals') })}</span>
      <span>{t('aq.ui.mine-bots', { n: props.p.supply })}</span>
      <Show when={props.p.programmed.length > 0}>
        <span>
          {t('aq.ui.programmed', { list: props.p.programmed.map(colourName).join(', ') })}
        </span>
      </Show>
      <span>{t('aq.ui.kp', { kp: props.p.kp, laps: 0 })}</span>
    </div>
  );
}

/** The legal choices of this step, as buttons in words (the board's targets do the same). */
function Choices(props: {
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

/** What the chosen move would do, before it is confirmed. */
function PreviewPanel(props: {
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

/** A component in words, with where its values come from (hover, focus or tap one). */
function Inspector(props: { inspected: Inspected | null }) {
  return (
    <aside class="aq-inspector" aria-label={t('aq.ui.inspector')}>
      <Show when={props.inspected} fallback={<p class="hint">{t('aq.ui.inspector-hint')}</p>}>
        {(i) => (
          <>
            {/* h2: the inspector comes before the choices' h2 in the page. */}
            <h2>{i().title}</h2>
            <p>{i().text}</p>
            <Show when={i().provenance}>
              {(p) => (
                <p class={`provenance provenance-${p().provenance}`}>
                  <strong>{t(PROVENANCE_KEY[p().provenance])}</strong>{' '}
                  <cite>{sourceIn(lang(), p().source)}</cite>
                </p>
              )}
            </Show>
          </>
        )}
      </Show>
    </aside>
  );
}

export function RulesSummary() {
  const paragraphs = [
    'aq.rules.goal',
    'aq.rules.turn',
    'aq.rules.program',
    'aq.rules.act',
    'aq.rules.control',
    'aq.rules.redline',
    'aq.rules.scoring',
    'aq.rules.final',
    'aq.rules.pack',
  ];
  return (
    <div class="rules">
      <For each={paragraphs}>{(key) => <p>{t(key)}</p>}</For>
    </div>
  );
}

/** For the lobby: a pack file checked by the rules' own validation (an error names the field). */
export function checkPackOptions(
  raw: unknown,
  players: number,
):
  | { ok: true; options: { pack: unknown } }
  | { ok: false; code: string; params: Record<string, string | number> } {
  const parsed = aquasphere.parseOptions({ pack: raw }, players);
  if (parsed.ok) return { ok: true, options: { pack: parsed.value.pack } };
  return { ok: false, code: parsed.error.code, params: { ...parsed.error.params } };
}
