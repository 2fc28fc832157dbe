import { createMemo, For, Index, Show } from 'solid-js';
import type { AqView } from '../../../../src/games/aquasphere/index.js';
import { COLOURS, LETTERS } from '../../../../src/games/aquasphere/pack.js';
import { CHARGING_LIMIT } from '../../../../src/games/aquasphere/rules-constants.js';
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
  ownerName,
  tm,
} from './text';
import { fillOf, Glyph, onActivate, Piece, useInspect, type GlyphKind } from './ui';

import { AREA_AT, AW, boxAt, H, W } from './station-geometry';

/** A sector of the station: its areas with what lies there, its control space, charging station and submarine spaces. */
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

export function SectorBox(props: SectorBoxProps) {
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
