import { createSignal, For, Index, Show } from 'solid-js';
import { COL_OF, ROW_OF, SPACES } from '../../../../src/games/survive/board.js';
import { SAFE_ISLES } from '../../../../src/games/survive/components.js';
import type { SurviveView } from '../../../../src/games/survive/state.js';
import { t } from '../../i18n';
import { SEAT_COLOURS, SHAPES } from '../../ui/player-mark';
import { targetKey, type Target } from './actions';

const R = 20;
const W = Math.sqrt(3) * R;
const WIDTH = 13 * W;
const HEIGHT = 13 * 1.5 * R + R;

export function centre(row: number, col: number): [number, number] {
  return [col * W + (row % 2 === 0 ? W / 2 : 0) + W / 2, row * 1.5 * R + R];
}

const HEX = Array.from({ length: 6 }, (_, i) => {
  const a = (Math.PI / 180) * (60 * i - 30);
  return `${(R * Math.cos(a)).toFixed(2)},${(R * Math.sin(a)).toFixed(2)}`;
}).join(' ');

/** Terrain by colour and by a letter pattern, so it reads without colour too. */
const TERRAIN_FILL = ['#7cc3e6', '#f1dc9a', '#5fa35a', '#9a9088', '#4c5a66'];
const TERRAIN_MARK = ['', '·', '♣', '▲', '?'];
const CREATURE_FILL = ['#7d3c98', '#5b6770', '#1b3a6b'];

export interface MapProps {
  readonly view: SurviveView;
  readonly names: readonly string[];
  readonly targets: readonly Target[];
  /** Spaces holding pieces that can act now (clicking one selects them). */
  readonly active: ReadonlySet<number>;
  readonly onSpace: (space: number) => void;
  readonly onIsle: (isle: number) => void;
  /** Creatures, ships or explorers that just moved, to flash. */
  readonly flash: ReadonlySet<number>;
}

/** The hex map in SVG, with zoom (buttons, wheel) and pan (drag). */
export function SurviveMap(props: MapProps) {
  const [box, setBox] = createSignal({ x: 0, y: 0, w: WIDTH, h: HEIGHT });
  const zoom = (factor: number, cx = box().x + box().w / 2, cy = box().y + box().h / 2) => {
    const b = box();
    const w = Math.min(WIDTH, Math.max(WIDTH / 5, b.w * factor));
    const h = (w / WIDTH) * HEIGHT;
    setBox({ x: cx - ((cx - b.x) * w) / b.w, y: cy - ((cy - b.y) * h) / b.h, w, h });
  };
  let svg: SVGSVGElement | undefined;
  let drag: { x: number; y: number; bx: number; by: number } | null = null;
  const targetSet = () => new Set(props.targets.map(targetKey));
  const toSvg = (e: { clientX: number; clientY: number }) => {
    const r = svg?.getBoundingClientRect();
    if (!r) return [0, 0] as const;
    return [
      box().x + ((e.clientX - r.left) / r.width) * box().w,
      box().y + ((e.clientY - r.top) / r.height) * box().h,
    ] as const;
  };
  const spaces = Array.from({ length: SPACES }, (_, s) => s);
  const explorersAt = (s: number) =>
    props.view.explorers.filter(
      (e) =>
        ((e.where === 'land' || e.where === 'sea') && e.at === s) ||
        (e.where === 'aboard' && props.view.ships[e.at] === s),
    );
  const activate = (key: string, run: () => void) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      run();
    }
    void key;
  };
  return (
    <div class="survive-map">
      <div class="zoom" role="group" aria-label={t('surv.ui.zoom')}>
        <button type="button" aria-label={t('surv.ui.zoom-in')} onClick={() => zoom(0.8)}>
          +
        </button>
        <button type="button" aria-label={t('surv.ui.zoom-out')} onClick={() => zoom(1.25)}>
          −
        </button>
        <button type="button" onClick={() => setBox({ x: 0, y: 0, w: WIDTH, h: HEIGHT })}>
          {t('surv.ui.zoom-reset')}
        </button>
      </div>
      <svg
        ref={(el) => (svg = el)}
        viewBox={`${box().x} ${box().y} ${box().w} ${box().h}`}
        role="group"
        aria-label={t('surv.ui.map')}
        onWheel={(e) => {
          e.preventDefault();
          const [x, y] = toSvg(e);
          zoom(e.deltaY < 0 ? 0.85 : 1.18, x, y);
        }}
        onPointerDown={(e) => {
          drag = { x: e.clientX, y: e.clientY, bx: box().x, by: box().y };
        }}
        onPointerMove={(e) => {
          if (!drag || !svg || box().w >= WIDTH) return;
          const r = svg.getBoundingClientRect();
          const dx = ((e.clientX - drag.x) / r.width) * box().w;
          const dy = ((e.clientY - drag.y) / r.height) * box().h;
          if (Math.abs(dx) + Math.abs(dy) > 2)
            setBox({ ...box(), x: drag.bx - dx, y: drag.by - dy });
        }}
        onPointerUp={() => (drag = null)}
        onPointerLeave={() => (drag = null)}
      >
        <Index each={spaces}>
          {(s) => {
            const [x, y] = centre(ROW_OF[s()] as number, COL_OF[s()] as number);
            const terrain = () => props.view.terrain[s()] ?? 0;
            const isTarget = () => targetSet().has(`s${s()}`);
            const isActive = () => props.active.has(s());
            // What is on the space, in words: terrain, ship, explorers (with values one may see), creatures.
            const label = () => {
              const parts = [
                t('surv.ui.space', { space: `${ROW_OF[s()]},${COL_OF[s()]}`, t: terrain() }),
              ];
              if (props.view.ships.includes(s())) parts.push(t('surv.ui.has-ship'));
              for (const e of explorersAt(s())) {
                parts.push(
                  t('surv.ui.has-explorer', {
                    name: props.names[e.owner] ?? '',
                    value: e.value ?? '?',
                  }),
                );
              }
              (props.view.creatures.find((c) => c.space === s())?.counts ?? []).forEach((n, k) => {
                if (n > 0) parts.push(t('surv.ui.has-creature', { c: k, n }));
              });
              if (isTarget()) parts.push(t('surv.ui.target'));
              return parts.join('; ');
            };
            return (
              <g
                class="hex"
                classList={{ target: isTarget(), active: isActive(), flash: props.flash.has(s()) }}
                transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
                data-space={s()}
                role={isTarget() || isActive() ? 'button' : 'img'}
                tabindex={isTarget() ? 0 : undefined}
                aria-label={label()}
                onClick={() => props.onSpace(s())}
                onKeyDown={activate(`s${s()}`, () => props.onSpace(s()))}
              >
                <polygon
                  points={HEX}
                  fill={TERRAIN_FILL[terrain()]}
                  stroke="#2a4a5a"
                  stroke-width="0.8"
                />
                <Show when={terrain() > 0}>
                  <text class="terrain-mark" y="-9" text-anchor="middle">
                    {TERRAIN_MARK[terrain()]}
                  </text>
                </Show>
                <Show when={props.view.ships.includes(s())}>
                  <path d="M-13 2h26l-5 7h-16z" fill="#8a5a2b" stroke="#3b2508" />
                </Show>
                <For each={props.view.creatures.find((c) => c.space === s())?.counts ?? []}>
                  {(n, k) => (
                    <Show when={n > 0}>
                      <g transform={`translate(${-10 + k() * 10} ${-2})`}>
                        <circle r="5" fill={CREATURE_FILL[k()]} stroke="#fff" stroke-width="0.8" />
                        <text class="creature-mark" y="2.5" text-anchor="middle">
                          {['S', 'K', 'W'][k()]}
                          {n > 1 ? n : ''}
                        </text>
                      </g>
                    </Show>
                  )}
                </For>
                <For each={explorersAt(s())}>
                  {(e, i) => (
                    <g
                      transform={`translate(${-10 + (i() % 3) * 10} ${5 + (Math.floor(i() / 3) % 2) * 9 - (i() >= 6 ? 22 : 0)}) scale(0.6) translate(-8 -8)`}
                    >
                      <path
                        d={SHAPES[e.owner % SHAPES.length]}
                        fill={SEAT_COLOURS[e.owner % SEAT_COLOURS.length]}
                        stroke="#111"
                      />
                      <Show when={e.value !== null}>
                        <text class="explorer-value" x="8" y="12" text-anchor="middle">
                          {e.value}
                        </text>
                      </Show>
                    </g>
                  )}
                </For>
                <Show when={isTarget()}>
                  <polygon points={HEX} class="target-ring" fill="none" />
                </Show>
              </g>
            );
          }}
        </Index>
        <For each={SAFE_ISLES.value}>
          {([r, c], isle) => {
            const [x, y] = centre(r, c);
            const isTarget = () => targetSet().has(`i${isle()}`);
            return (
              <g
                class="hex isle"
                classList={{ target: isTarget() }}
                transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
                role={isTarget() ? 'button' : 'img'}
                tabindex={isTarget() ? 0 : undefined}
                aria-label={t('surv.ui.isle', {
                  isle: isle(),
                  n: props.view.explorers.filter((e) => e.where === 'safe' && e.at === isle())
                    .length,
                })}
                onClick={() => props.onIsle(isle())}
                onKeyDown={activate(`i${isle()}`, () => props.onIsle(isle()))}
              >
                <polygon points={HEX} fill="#e9c46a" stroke="#7a5c00" stroke-width="1.5" />
                <text class="isle-count" y="4" text-anchor="middle">
                  {props.view.explorers.filter((e) => e.where === 'safe' && e.at === isle()).length}
                </text>
                <Show when={isTarget()}>
                  <polygon points={HEX} class="target-ring" fill="none" />
                </Show>
              </g>
            );
          }}
        </For>
      </svg>
    </div>
  );
}
