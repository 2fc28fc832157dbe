import { createMemo, For, Index, Show } from 'solid-js';
import type { AqView } from '../../../../src/games/aquasphere/index.js';
import { COLOURS, LETTERS } from '../../../../src/games/aquasphere/pack.js';
import { CHARGING_LIMIT, ROUNDS } from '../../../../src/games/aquasphere/rules-constants.js';
import { lockCosts } from '../../../../src/games/aquasphere/station.js';
import { areaKey } from './actions';
import {
  ACTION_GLYPH,
  actionName,
  AREA_FILL,
  AREA_INK,
  cardText,
  areaColourName,
  colourName,
  expansionText,
  letterAt,
  ownerName,
  tm,
} from './text';
import { fillOf, Glyph, onActivate, Piece, useInspect, type GlyphKind } from './ui';

/**
 * The research station in SVG: the six sectors around the ring in play order of the ring
 * positions (clockwise from the top), the locks between them, the centre tile in the middle.
 * Each sector shows its seven coloured areas with what lies there, its control space and
 * charging station, and its submarine spaces with their costs; scientists glide between areas.
 */
const C = 500;
const RING = 362;
const W = 292;
const H = 238;
const AW = 64;
/** Top-left corner of each area in a sector box, by colour index. */
const AREA_AT: readonly (readonly [number, number])[] = [
  [6, 42],
  [77, 42],
  [148, 42],
  [219, 42],
  [41, 112],
  [112, 112],
  [183, 112],
];
/** Where each seat's scientist stands within an area. */
const CORNER: readonly (readonly [number, number])[] = [
  [10, 10],
  [AW - 10, 10],
  [10, AW - 10],
  [AW - 10, AW - 10],
];

const angle = (pos: number) => ((-90 + 60 * pos) * Math.PI) / 180;
/** Centre of the sector box at a ring position. */
export const sectorCentre = (pos: number): [number, number] => [
  C + RING * Math.cos(angle(pos)),
  C + RING * Math.sin(angle(pos)),
];
const boxAt = (pos: number): [number, number] => {
  const [x, y] = sectorCentre(pos);
  return [x - W / 2, y - H / 2];
};
const HEX = Array.from({ length: 6 }, (_, i) => {
  const a = (Math.PI / 3) * i;
  return `${(C + 165 * Math.cos(a)).toFixed(1)},${(C + 165 * Math.sin(a)).toFixed(1)}`;
}).join(' ');
const RING_PATH = Array.from({ length: 6 }, (_, p) =>
  sectorCentre(p)
    .map((n) => n.toFixed(1))
    .join(','),
);

export interface StationProps {
  readonly view: AqView;
  readonly names: readonly string[];
  /** Areas (keys) the viewer can act on now, and the one being previewed. */
  readonly targets: ReadonlySet<string>;
  readonly selected: string | null;
  readonly onArea: (key: string) => void;
  /** Whose scientist the lock costs are counted from. */
  readonly costsFor: number;
  /** Ring positions the latest move changed, to flash (keyed by the move's index). */
  readonly flash: { readonly index: number; readonly sectors: readonly number[] } | null;
}

export function Station(props: StationProps) {
  const v = () => props.view;
  const pack = () => v().options.pack;
  const costs = () => {
    const p = v().seats[props.costsFor];
    return p && p.scientist >= 0 ? lockCosts(v(), p.scientist) : [0, 0, 0, 0, 0, 0];
  };
  const ready = () => v().station.length === 6;
  return (
    <svg class="aq-station" viewBox="20 10 960 980" role="group" aria-label={tm('aq.ui.station')}>
      <polygon class="aq-ring" points={RING_PATH.join(' ')} />
      <Centre view={v()} />
      <Show
        when={ready()}
        fallback={
          <text x={C} y={120} class="aq-setup-note" text-anchor="middle">
            {tm('aq.ui.setting-up')}
          </text>
        }
      >
        <Index each={v().station}>
          {(sector, pos) => (
            <SectorBox
              view={v()}
              pos={pos}
              names={props.names}
              targets={props.targets}
              selected={props.selected}
              onArea={props.onArea}
              cost={costs()[pos] ?? 0}
              flash={props.flash && props.flash.sectors.includes(pos) ? props.flash.index : null}
              sectorIndex={sector().sector}
            />
          )}
        </Index>
        <For each={[0, 1, 2, 3, 4, 5]}>
          {(pos) => {
            const [ax, ay] = sectorCentre(pos);
            const [bx, by] = sectorCentre((pos + 1) % 6);
            const x = (ax + bx) / 2;
            const y = (ay + by) / 2;
            const sector = () => pack().sectors[v().ring[pos] ?? 0]!;
            const label = createMemo(() =>
              tm('aq.ui.lock', {
                from: letterAt(v(), pos),
                to: letterAt(v(), (pos + 1) % 6),
                n: v().locks[pos] ?? 0,
              }),
            );
            const inspect = useInspect(() => ({
              title: label(),
              text: tm('aq.ui.lock-help'),
              provenance: sector(),
            }));
            return (
              <g class="aq-lock" role="img" tabindex="0" aria-label={label()} {...inspect}>
                <title>{label()}</title>
                <circle cx={x} cy={y} r="25" />
                <Glyph kind="lock" x={x - 8} y={y - 1} size={17} />
                <text x={x + 9} y={y + 8} text-anchor="middle">
                  {v().locks[pos]}
                </text>
              </g>
            );
          }}
        </For>
        {/* Scientists, one layer above the sectors, so that they glide from area to area. */}
        <Index each={v().seats}>
          {(p, seat) => {
            const at = () => {
              const s = p();
              if (s.scientist < 0) return null;
              const [bx, by] = boxAt(s.scientist);
              const [ax, ay] = AREA_AT[s.area] ?? [0, 0];
              const [cx, cy] = CORNER[seat] ?? [0, 0];
              return [bx + ax + cx, by + ay + cy] as const;
            };
            return (
              <Show when={at()}>
                {(xy) => (
                  <g
                    class="aq-scientist"
                    style={{ transform: `translate(${xy()[0]}px, ${xy()[1]}px)` }}
                  >
                    <Piece seat={seat} x={0} y={0} size={21} />
                  </g>
                )}
              </Show>
            );
          }}
        </Index>
      </Show>
    </svg>
  );
}

/** The centre tile: this round's bulb, and what the tile adds to each sector at the round's end. */
function Centre(props: { view: AqView }) {
  const v = () => props.view;
  const tile = () => v().options.pack.centreTiles[v().centre[v().centreDone] ?? -1];
  // The tile on top is put out at the end of rounds 1 to 3 (turned by chance first).
  const adds = () => v().round < ROUNDS && v().rotation >= 0 && v().station.length === 6;
  const edge = (pos: number) => tile()?.edges[(pos - v().rotation + 6) % 6];
  const label = createMemo(() =>
    tile()
      ? tm('aq.ui.centre', { bulb: tile()!.bulb, round: v().round, rounds: ROUNDS })
      : tm('aq.ui.setting-up'),
  );
  const inspect = useInspect(() => ({
    title: label(),
    text: tm(adds() ? 'aq.ui.centre-help' : 'aq.ui.centre-last'),
    ...(tile() ? { provenance: tile()! } : {}),
  }));
  return (
    <g class="aq-centre" role="img" tabindex="0" aria-label={label()} {...inspect}>
      <title>{label()}</title>
      <polygon points={HEX} />
      <Show when={tile()}>
        {(tl) => (
          <>
            <Glyph kind="bulb" x={C - 22} y={C - 4} size={40} fill="#f5c400" />
            <text class="aq-bulb" x={C + 14} y={C + 10} text-anchor="middle">
              {tl().bulb}
            </text>
            <text class="aq-round" x={C} y={C + 48} text-anchor="middle">
              {tm('aq.ui.round-short', { round: v().round, rounds: ROUNDS })}
            </text>
            <Show when={adds()}>
              <For each={[0, 1, 2, 3, 4, 5]}>
                {(pos) => {
                  const a = angle(pos);
                  const x = C + 108 * Math.cos(a);
                  const y = C + 108 * Math.sin(a);
                  const items = () => {
                    const e = edge(pos);
                    if (!e) return [];
                    return (
                      [
                        ['time', e.time],
                        ['crystal', e.crystals],
                        ['octopod', e.octopods],
                        ['sub', e.neutralSubs],
                      ] as const
                    ).filter(([, n]) => n > 0);
                  };
                  return (
                    <g class="aq-edge">
                      <For each={items()}>
                        {([kind, n], i) => {
                          // Top and bottom edges in a row, the side ones in a column.
                          const row = pos === 0 || pos === 3;
                          const ix = row ? x - (items().length * 32) / 2 + i() * 32 + 8 : x - 8;
                          const iy = row ? y : y - ((items().length - 1) * 22) / 2 + i() * 22;
                          return (
                            <>
                              <Glyph kind={kind} x={ix} y={iy} size={15} />
                              <text x={ix + 15} y={iy + 7} text-anchor="middle">
                                {n}
                              </text>
                            </>
                          );
                        }}
                      </For>
                    </g>
                  );
                }}
              </For>
            </Show>
          </>
        )}
      </Show>
    </g>
  );
}

interface SectorBoxProps {
  readonly view: AqView;
  readonly pos: number;
  readonly sectorIndex: number;
  readonly names: readonly string[];
  readonly targets: ReadonlySet<string>;
  readonly selected: string | null;
  readonly onArea: (key: string) => void;
  readonly cost: number;
  readonly flash: number | null;
}

function SectorBox(props: SectorBoxProps) {
  const v = () => props.view;
  const pack = () => v().options.pack;
  const s = () => v().station[props.pos]!;
  const def = () => pack().sectors[props.sectorIndex]!;
  const [x, y] = boxAt(props.pos);
  const letter = () => def().letter;
  const topCard = () => pack().researchCards[s().cards[s().cards.length - 1] ?? -1];
  const topExpansion = () => pack().expansions[s().expansions[s().expansions.length - 1] ?? -1];
  const nextSubCost = () => def().subCosts[s().subs.length];
  const white = () => COLOURS.indexOf(def().white);
  const limit = () => CHARGING_LIMIT[v().players] ?? 0;
  const charging = () => s().charging.flatMap((n, seat) => Array<number>(n).fill(seat));
  const home = () => v().seats.flatMap((p, seat) => (LETTERS[p.lab] === letter() ? [seat] : []));

  /** The sector in words, for screen readers and the inspector. */
  const summary = createMemo(() => {
    const parts = [
      tm('aq.ui.sector-stock', { time: s().time, crystals: s().crystals, octopods: s().octopods }),
      s().control >= 0
        ? tm('aq.ui.sector-control', { name: props.names[s().control] ?? '' })
        : tm('aq.ui.sector-control-free'),
      tm('aq.ui.sector-charging', {
        list:
          charging()
            .map((seat) => props.names[seat] ?? '')
            .join(', ') || '—',
        n: charging().length,
        limit: limit(),
      }),
      topCard()
        ? tm('aq.ui.sector-card', {
            id: topCard()!.id,
            n: s().cards.length,
            text: cardText(topCard()!),
          })
        : tm('aq.ui.sector-no-card'),
      topExpansion()
        ? tm('aq.ui.sector-expansion', {
            id: topExpansion()!.id,
            n: s().expansions.length,
            text: expansionText(topExpansion()!),
          })
        : tm('aq.ui.sector-no-expansion'),
      tm('aq.ui.sector-subs', {
        list:
          s()
            .subs.map((c) => ownerName(v(), props.names, c))
            .join(', ') || '—',
      }),
      nextSubCost() === undefined
        ? tm('aq.ui.sector-subs-full')
        : tm('aq.ui.sector-sub-cost', { n: nextSubCost()! }),
      tm('aq.ui.sector-white', { colour: colourName(white()) }),
    ];
    return parts.join('. ') + '.';
  });
  const title = () => tm('aq.ui.sector', { letter: letter() });
  const inspect = useInspect(() => ({ title: title(), text: summary(), provenance: def() }));

  // Hovering or tapping anything in the sector (an area too) shows it; so does focusing its box.
  return (
    <g
      class="aq-sector"
      data-letter={letter()}
      data-pos={props.pos}
      onMouseEnter={inspect.onMouseEnter}
      onClick={inspect.onClick}
    >
      <g
        role="group"
        tabindex="0"
        aria-label={`${title()}. ${summary()}`}
        class="aq-sector-box"
        onFocus={inspect.onFocus}
      >
        <title>{`${title()}. ${summary()}`}</title>
        <rect x={x} y={y} width={W} height={H} rx="14" />
        <text class="aq-letter" x={x + 14} y={y + 33}>
          {letter()}
        </text>
        <For each={home()}>
          {(seat, i) => <Piece seat={seat} x={x + 50 + i() * 15} y={y + 21} size={13} />}
        </For>
        {/* Control space and charging station (its limit written beside it). */}
        <rect class="aq-control" x={x + 128} y={y + 5} width="34" height="34" rx="4" />
        <Show when={s().control >= 0}>
          <Show when={`${s().control}:${props.flash ?? ''}`} keyed>
            <Piece
              seat={s().control}
              x={x + 145}
              y={y + 22}
              size={24}
              class={props.flash !== null ? 'aq-piece aq-drop' : 'aq-piece'}
            />
          </Show>
        </Show>
        <rect class="aq-charging" x={x + 168} y={y + 5} width={118} height="34" rx="4" />
        <For each={charging()}>
          {(seat, i) => <Piece seat={seat} x={x + 180 + i() * 17} y={y + 22} size={15} />}
        </For>
        <text class="aq-limit" x={x + 283} y={y + 36} text-anchor="end">
          {charging().length}/{limit()}
        </text>
      </g>
      <For each={COLOURS.map((_, c) => c)}>
        {(c) => {
          const [ax, ay] = AREA_AT[c]!;
          const key = areaKey(props.pos, c);
          const isTarget = () => props.targets.has(key);
          // The name says what the area shows (a count, a card), as a button's name must
          // contain its visible text.
          const shown = () =>
            areaValueText({
              c,
              view: v(),
              pos: props.pos,
              topCard: topCard()?.id,
              letters: topExpansion()?.letters.join('') ?? null,
              nextSubCost: nextSubCost(),
            });
          const label = createMemo(
            () =>
              tm('aq.ui.area', {
                letter: letter(),
                action: actionName(c),
                colour: areaColourName(c),
              }) +
              (shown() ? `, ${shown()}` : '') +
              (isTarget() ? ` — ${tm('aq.ui.area-target', { n: props.cost })}` : ''),
          );
          return (
            <g
              class="aq-area"
              classList={{
                'aq-target': isTarget(),
                'aq-selected': props.selected === key,
              }}
              data-area={key}
              role={isTarget() ? 'button' : undefined}
              tabindex={isTarget() ? 0 : undefined}
              aria-label={isTarget() ? label() : undefined}
              aria-pressed={isTarget() ? props.selected === key : undefined}
              onClick={() => isTarget() && props.onArea(key)}
              onKeyDown={onActivate(() => isTarget() && props.onArea(key))}
            >
              <title>{label()}</title>
              <rect
                x={x + ax}
                y={y + ay}
                width={AW}
                height={AW}
                rx="8"
                fill={AREA_FILL[c]}
                stroke={c === 6 ? '#999' : 'none'}
              />
              <AreaContent
                c={c}
                x={x + ax}
                y={y + ay}
                view={v()}
                pos={props.pos}
                white={white()}
                topCard={topCard()?.id}
                letters={topExpansion()?.letters.join('') ?? null}
                nextSubCost={nextSubCost()}
              />
            </g>
          );
        }}
      </For>
      {/* Submarine spaces, in the order they fill, with their costs. */}
      <Index each={def().subCosts}>
        {(cost, i) => {
          const owner = () => s().subs[i];
          const sx = x + 10 + i * 35;
          const sy = y + 182;
          return (
            <g class="aq-sub-space">
              <rect x={sx} y={sy} width="31" height="44" rx="5" />
              <Show
                when={owner() !== undefined}
                fallback={
                  <text x={sx + 15.5} y={sy + 29} text-anchor="middle">
                    {cost()}
                  </text>
                }
              >
                <Show when={`${owner()}:${props.flash ?? ''}`} keyed>
                  <g class={props.flash !== null ? 'aq-placed' : undefined}>
                    <Glyph
                      kind="sub"
                      x={sx + 15.5}
                      y={sy + 22}
                      size={26}
                      fill={fillOf(owner()!, v().players)}
                    />
                  </g>
                </Show>
              </Show>
            </g>
          );
        }}
      </Index>
      <Show when={props.flash !== null ? props.flash : null} keyed>
        <rect class="aq-flash" x={x} y={y} width={W} height={H} rx="14" />
      </Show>
    </g>
  );
}

/** What an area shows under its mark (a count, a card, letters), also said in its name. */
function areaValueText(props: {
  c: number;
  view: AqView;
  pos: number;
  topCard: string | undefined;
  letters: string | null;
  nextSubCost: number | undefined;
}): string | null {
  const s = props.view.station[props.pos]!;
  switch (props.c) {
    case 0:
      return props.topCard ?? '—';
    case 1:
      return props.letters === null ? '—' : props.letters || '·';
    case 2:
      return String(s.time);
    case 3:
      return String(s.crystals);
    case 4:
      return String(s.octopods);
    case 5:
      return props.nextSubCost === undefined ? '—' : `${props.nextSubCost}`;
    default:
      return null;
  }
}

function AreaContent(props: {
  c: number;
  x: number;
  y: number;
  view: AqView;
  pos: number;
  white: number;
  topCard: string | undefined;
  letters: string | null;
  nextSubCost: number | undefined;
}) {
  const ink = AREA_INK[props.c];
  const cx = props.x + AW / 2;
  const glyph = (kind: GlyphKind) => (
    <Glyph kind={kind} x={cx} y={props.y + 21} size={22} fill={ink} />
  );
  const value = (text: string | number) => (
    <text class="aq-count" x={cx} y={props.y + 54} text-anchor="middle" fill={ink}>
      {text}
    </text>
  );
  const shown = () => areaValueText(props);
  const GLYPHS: readonly GlyphKind[] = ['card', 'tile', 'time', 'crystal', 'octopod', 'sub'];
  switch (props.c) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4:
    case 5:
      return (
        <>
          {glyph(GLYPHS[props.c]!)}
          {value(shown() ?? '')}
        </>
      );
    default:
      // The colour this area programs, with that action's mark.
      return (
        <>
          <rect
            x={cx - 18}
            y={props.y + 6}
            width="36"
            height="36"
            rx="5"
            fill={AREA_FILL[props.white]}
            stroke="#555"
          />
          <Glyph
            kind={ACTION_GLYPH[props.white] ?? 'bot'}
            x={cx}
            y={props.y + 24}
            size={22}
            fill={AREA_INK[props.white]}
          />
          <Glyph kind="bot" x={cx} y={props.y + 53} size={13} fill={ink} />
        </>
      );
  }
}
