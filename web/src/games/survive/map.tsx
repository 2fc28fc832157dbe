import { createEffect, createMemo, createSignal, For, Index, on, onCleanup, Show } from 'solid-js';
import { ISLES, NEIGHBOURS, SPACES } from '../../../../src/games/survive/board.js';
import type { SurviveView } from '../../../../src/games/survive/state.js';
import { t } from '../../i18n';
import { focusByArrow } from '../../ui/spatial-nav';
import { ArtDefs, CREATURE_SYMBOL, ExplorerGlyph, IsleGlyph, TERRAIN_SYMBOL } from './art';
import { targetKey, type Target } from './actions';
import {
  HEIGHT,
  HEX_POINTS,
  isleCentre,
  R,
  spaceCentre,
  spaceLabel,
  W,
  WIDTH,
  type Spot,
} from './geometry';
import { MapEdges } from './edges';
import { MarksLayer } from './marks';
import type { CreatureToken, Mark } from './model';
import { createPanZoom, glide } from './pan-zoom';
import { placePieces, type Placed } from './placement';
import { frame, MIN_HEX_PX, WHOLE, type Box } from './zoom';

export interface MapProps {
  readonly view: SurviveView;
  readonly names: readonly string[];
  readonly creatures: readonly CreatureToken[];
  readonly targets: readonly Target[];
  /** Spaces holding pieces that can act now (choosing one selects them). */
  readonly active: ReadonlySet<number>;
  /** The selected piece's key on the map (e12, s3, c7), if it is drawn there. */
  readonly selected: string | null;
  /** Pieces that can act, by key on the map. */
  readonly movable: ReadonlySet<string>;
  readonly onSpace: (space: number) => void;
  readonly onIsle: (isle: number) => void;
  /** Others' latest moves, to keep on the map; `fresh` are those of the latest turn. */
  readonly marks: readonly { readonly mark: Mark; readonly fresh: boolean }[];
  /** What a small screen should frame (the piece chosen and where it can go). */
  readonly focus: readonly Spot[];
  /** Changes when a new choice begins: the map then frames it again, whatever the zoom was. */
  readonly focusKey: string;
  /** No gliding, no tweening (reduced motion, or tests at ?pace=0). */
  readonly still: boolean;
  /** Hands the zoom to buttons drawn elsewhere (beside the phase, to save a phone's height). */
  readonly zoomRef?: (api: ZoomApi) => void;
}

export interface ZoomApi {
  readonly zoomIn: () => void;
  readonly zoomOut: () => void;
  readonly whole: () => void;
}

const px = (n: number) => `${n.toFixed(1)}px`;
const place = (x: number, y: number, scale = 1) =>
  `translate(${px(x)}, ${px(y)}) scale(${scale.toFixed(3)})`;

/**
 * The island and the sea in SVG: terrain with its textures, the pieces (which glide between
 * spaces), the names of the spaces, the latest moves, and the choices at hand. Each space is a
 * named target in tab order when it can be chosen; zoom with the buttons, ctrl+wheel or a
 * pinch, pan by dragging.
 */
export function SurviveMap(props: MapProps) {
  const spaces = Array.from({ length: SPACES }, (_, s) => s);
  const isles = Array.from({ length: ISLES }, (_, i) => i);
  const targetSet = createMemo(() => new Set(props.targets.map(targetKey)));

  // ---- Where every piece stands.
  const placed = createMemo(() => placePieces(props.view, props.creatures));
  const shipIds = createMemo(() =>
    props.view.ships.flatMap((space, id) => (space >= 0 ? [id] : [])),
  );
  const explorerIds = createMemo(() =>
    props.view.explorers.flatMap((e) =>
      e.where === 'land' || e.where === 'sea' || e.where === 'aboard' || e.where === 'safe'
        ? [e.id]
        : [],
    ),
  );
  const creatureIds = createMemo(() => props.creatures.map((c) => c.id));
  const creatureKind = (id: number) => props.creatures.find((c) => c.id === id)?.kind ?? 0;
  const at = (key: string): Placed => placed().get(key) ?? { x: 0, y: 0, scale: 0 };

  // ---- What is in each space, in words (for the space's name to a screen reader).
  const explorersAt = (s: number) =>
    props.view.explorers.filter(
      (e) =>
        ((e.where === 'land' || e.where === 'sea') && e.at === s) ||
        (e.where === 'aboard' && props.view.ships[e.at] === s),
    );
  const spaceText = (s: number) => {
    const parts = [t('surv.ui.space', { space: spaceLabel(s), t: props.view.terrain[s] ?? 0 })];
    if (props.view.ships.includes(s)) parts.push(t('surv.ui.has-ship'));
    for (const e of explorersAt(s)) {
      parts.push(
        t('surv.ui.has-explorer', { name: props.names[e.owner] ?? '', value: e.value ?? '?' }),
      );
    }
    (props.view.creatures.find((c) => c.space === s)?.counts ?? []).forEach((n, k) => {
      if (n > 0) parts.push(t('surv.ui.has-creature', { c: k, n }));
    });
    if (targetSet().has(`s${s}`)) {
      parts.push(t(props.view.phase === 'remove' ? 'surv.ui.target-remove' : 'surv.ui.target'));
    } else if (props.active.has(s)) parts.push(t('surv.ui.can-select'));
    return parts.join('; ');
  };

  // ---- Zoom and pan: the whole map on a large screen; on a small one, the current choice.
  let svg: SVGSVGElement | undefined;
  const [widthPx, setWidthPx] = createSignal(WIDTH);
  const [manual, setManual] = createSignal<Box | null>(null);
  createEffect(
    on(
      () => props.focusKey,
      () => setManual(null),
      { defer: true },
    ),
  );
  const autoBox = createMemo(() =>
    (widthPx() / WIDTH) * W < MIN_HEX_PX ? frame(props.focus) : WHOLE,
  );
  const wanted = () => manual() ?? autoBox();
  const [box, setBox] = createSignal<Box>(WHOLE);
  let raf = 0;
  createEffect(
    on(wanted, (to) => {
      cancelAnimationFrame(raf);
      const from = box();
      if (props.still || (from.x === to.x && from.y === to.y && from.w === to.w)) {
        setBox(to);
        return;
      }
      const start = performance.now();
      const step = (now: number) => {
        const k = Math.min(1, (now - start) / 260);
        setBox(glide(from, to, k));
        if (k < 1) raf = requestAnimationFrame(step);
      };
      raf = requestAnimationFrame(step);
    }),
  );
  onCleanup(() => cancelAnimationFrame(raf));
  const panZoom = createPanZoom(box, setManual);
  const zoom = panZoom.zoom;
  // The map is as tall as the screen below its top allows (CSS reads --sv-top), as wide as its
  // column: measured again whenever something above it or the window changes size.
  let wrap: HTMLDivElement | undefined;
  const measure = () => {
    if (!wrap) return;
    const top = Math.round(wrap.getBoundingClientRect().top + scrollY);
    wrap
      .closest<HTMLElement>('.survive-board')
      ?.style.setProperty('--sv-top', `${Math.max(0, top)}px`);
  };
  props.zoomRef?.({
    zoomIn: () => zoom(0.75),
    zoomOut: () => zoom(1.33),
    whole: () => setManual(WHOLE),
  });
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries)
      if (entry.target === svg) setWidthPx(entry.contentRect.width || WIDTH);
    measure();
  });
  addEventListener('resize', measure);
  onCleanup(() => {
    observer.disconnect();
    removeEventListener('resize', measure);
  });
  // ---- Keyboard: Enter or Space chooses; the arrows go to the nearest choice that way.
  const onKey = (e: KeyboardEvent, run: () => void) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      run();
      return;
    }
    if (svg && focusByArrow(e.key, e.currentTarget as Element, svg, '.hex[tabindex]')) {
      e.preventDefault();
    }
  };

  const shallow = (s: number) =>
    props.view.terrain[s] === 0 &&
    (NEIGHBOURS[s] ?? []).some((n) => (props.view.terrain[n] ?? 0) > 0);
  const terrainFill = ['', 'url(#sv-sand)', 'url(#sv-grass)', 'url(#sv-rock)', '#5d6b74'];
  const selectedAt = () => (props.selected ? placed().get(props.selected) : undefined);

  return (
    <div
      class="survive-map"
      classList={{ still: props.still, zoomed: box().w < WIDTH - 1 }}
      ref={(el) => {
        wrap = el;
        queueMicrotask(() => {
          measure();
          const board = el.closest('.survive-board');
          if (board) observer.observe(board);
        });
      }}
    >
      <svg
        ref={(el) => {
          svg = el;
          observer.observe(el);
          // The end of a drag is not a choice.
          el.addEventListener(
            'click',
            (e) => {
              if (panZoom.takeDrag()) e.stopPropagation();
            },
            true,
          );
        }}
        viewBox={`${box().x.toFixed(1)} ${box().y.toFixed(1)} ${box().w.toFixed(1)} ${box().h.toFixed(1)}`}
        role="group"
        aria-label={t('surv.ui.map')}
        onWheel={(e) => {
          if (!e.ctrlKey && !e.metaKey) return;
          e.preventDefault();
          const [x, y] = panZoom.toMap(
            e.clientX,
            e.clientY,
            e.currentTarget.getBoundingClientRect(),
          );
          zoom(e.deltaY < 0 ? 0.85 : 1.18, x, y);
        }}
        onPointerDown={(e) => panZoom.down(e.pointerId, e.clientX, e.clientY)}
        onPointerMove={(e) =>
          panZoom.move(e.pointerId, e.clientX, e.clientY, e.currentTarget.getBoundingClientRect())
        }
        onPointerUp={(e) => panZoom.up(e.pointerId)}
        onPointerCancel={(e) => panZoom.up(e.pointerId)}
        onPointerLeave={(e) => panZoom.up(e.pointerId)}
      >
        <ArtDefs />
        <g aria-hidden="true">
          <rect width={WIDTH} height={HEIGHT} fill="url(#sv-sea)" />
          <rect width={WIDTH} height={HEIGHT} fill="url(#sv-waves)" />
          <MapEdges />
          <Index each={spaces}>
            {(s) => {
              const [x, y] = spaceCentre(s());
              const terrain = () => props.view.terrain[s()] ?? 0;
              return (
                <g
                  class="sv-cell"
                  classList={{ land: terrain() > 0, shallow: shallow(s()) }}
                  transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
                >
                  <polygon
                    class="sv-tile"
                    points={HEX_POINTS}
                    fill={terrain() > 0 ? terrainFill[terrain()] : 'transparent'}
                  />
                  <Show when={terrain() > 0}>
                    <use href={`#${TERRAIN_SYMBOL[terrain()]}`} />
                  </Show>
                  <text class="sv-name" y={-R * 0.58} text-anchor="middle">
                    {spaceLabel(s())}
                  </text>
                </g>
              );
            }}
          </Index>
          <Index each={isles}>
            {(i) => {
              const [x, y] = isleCentre(i());
              return (
                <g transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
                  <IsleGlyph />
                </g>
              );
            }}
          </Index>
        </g>
        <MarksLayer marks={props.marks} />
        {/* Where the chosen piece can go. */}
        <g class="sv-targets" aria-hidden="true">
          <For each={props.targets}>
            {(target) => {
              const [x, y] =
                target.kind === 'space' ? spaceCentre(target.space) : isleCentre(target.isle);
              return (
                <g class="sv-target" transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
                  <polygon points={HEX_POINTS} transform="scale(0.86)" class="sv-target-casing" />
                  <polygon points={HEX_POINTS} transform="scale(0.86)" class="sv-target-ring" />
                  <circle r="6.5" class="sv-target-dot" />
                </g>
              );
            }}
          </For>
        </g>
        {/* The pieces that can act, and the one chosen. */}
        <g class="sv-halos" aria-hidden="true">
          <For each={[...props.movable]}>
            {(key) => (
              <Show when={placed().get(key)}>
                {(p) => (
                  <circle
                    class="sv-halo"
                    classList={{ chosen: key === props.selected }}
                    r={17}
                    style={{ transform: place(p().x, p().y, Math.max(0.55, p().scale)) }}
                  />
                )}
              </Show>
            )}
          </For>
        </g>
        <g class="sv-pieces" aria-hidden="true">
          <For each={shipIds()}>
            {(id) => (
              <g class="sv-piece ship" style={{ transform: place(at(`s${id}`).x, at(`s${id}`).y) }}>
                <use href="#sv-ship" />
              </g>
            )}
          </For>
          <For each={creatureIds()}>
            {(id) => (
              <g
                class={`sv-piece creature ${CREATURE_SYMBOL[creatureKind(id)]}`}
                style={{
                  transform: place(at(`c${id}`).x, at(`c${id}`).y, at(`c${id}`).scale * 0.85),
                }}
              >
                <use href={`#${CREATURE_SYMBOL[creatureKind(id)]}`} />
              </g>
            )}
          </For>
          <For each={explorerIds()}>
            {(id) => {
              const e = () => props.view.explorers[id];
              return (
                <g
                  class="sv-piece explorer"
                  data-piece={`e${id}`}
                  data-owner={e()?.owner}
                  style={{ transform: place(at(`e${id}`).x, at(`e${id}`).y, at(`e${id}`).scale) }}
                >
                  <ExplorerGlyph seat={e()?.owner ?? 0} value={e()?.value ?? null} />
                </g>
              );
            }}
          </For>
        </g>
        <Show when={selectedAt()}>
          {(p) => (
            <g
              class="sv-pointer"
              aria-hidden="true"
              style={{ transform: place(p().x, p().y - 18 * Math.max(0.6, p().scale)) }}
            >
              <path d="M0 0l-7-9h4.5v-8h5v8H7z" />
            </g>
          )}
        </Show>
        {/* The spaces themselves, on top: named, and in tab order when they can be chosen. */}
        <g class="sv-hits">
          <Index each={spaces}>
            {(s) => {
              const [x, y] = spaceCentre(s());
              const isTarget = () => targetSet().has(`s${s()}`);
              const isActive = () => props.active.has(s());
              return (
                <g
                  class="hex"
                  classList={{ target: isTarget(), active: isActive() }}
                  transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
                  data-space={s()}
                  data-name={spaceLabel(s())}
                  role={isTarget() || isActive() ? 'button' : 'img'}
                  tabindex={isTarget() || isActive() ? 0 : undefined}
                  aria-label={spaceText(s())}
                  onClick={() => props.onSpace(s())}
                  onKeyDown={(e) => onKey(e, () => props.onSpace(s()))}
                >
                  <title>{spaceLabel(s())}</title>
                  <polygon points={HEX_POINTS} class="sv-hit" />
                </g>
              );
            }}
          </Index>
          <Index each={isles}>
            {(isle) => {
              const [x, y] = isleCentre(isle());
              const isTarget = () => targetSet().has(`i${isle()}`);
              const saved = () =>
                props.view.explorers.filter((e) => e.where === 'safe' && e.at === isle()).length;
              return (
                <g
                  class="hex isle"
                  classList={{ target: isTarget() }}
                  transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
                  role={isTarget() ? 'button' : 'img'}
                  tabindex={isTarget() ? 0 : undefined}
                  aria-label={t('surv.ui.isle', { isle: isle(), n: saved() })}
                  onClick={() => props.onIsle(isle())}
                  onKeyDown={(e) => onKey(e, () => props.onIsle(isle()))}
                >
                  <polygon points={HEX_POINTS} class="sv-hit" />
                  <Show when={saved() > 0}>
                    <g
                      class="sv-saved"
                      transform={`translate(${R * 0.55} ${R * 0.55})`}
                      aria-hidden="true"
                    >
                      <circle r="9" />
                      <text y="4" text-anchor="middle">
                        {saved()}
                      </text>
                    </g>
                  </Show>
                </g>
              );
            }}
          </Index>
        </g>
      </svg>
    </div>
  );
}
