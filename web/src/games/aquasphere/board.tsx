import {
  createEffect,
  createMemo,
  createSignal,
  lazy,
  on,
  onCleanup,
  onMount,
  Show,
} from 'solid-js';
import type { AqMove, AqView } from '../../../../src/games/aquasphere/index.js';
import { t } from '../../i18n';
import type { BoardProps } from '../types';
import { actionsOf, letterChoices, withLetters, type ActMove } from './actions';
import { Headquarters } from './hq';
import { Players } from './players';
import { previewOf } from './preview';
import { recalled, remember, roundReport, scoredSince } from './scoring-report';
import { Station } from './station';
import { KnowledgeTrack } from './track';
import { InspectContext, type Inspected } from './ui';
// Imported last, so that the bundle keeps them beside the board (a smaller gzipped chunk).
import { Inspector } from './inspector';
import { MySupplies, Status } from './status';
import { Choices, type Selection } from './choices';
import { PreviewPanel } from './preview-panel';
import './aquasphere.css';

// The scorings' breakdown, in its own small chunk, loaded when the first scoring is in.
const Scorings = lazy(() => import('./scoring'));

/** The whole board: what the player sees and chooses, joined to the table's moves. */
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
