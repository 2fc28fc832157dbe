import { createMemo, For, Index, Show } from 'solid-js';
import type { AqView } from '../../../../src/games/aquasphere/index.js';
import { ROUNDS } from '../../../../src/games/aquasphere/rules-constants.js';
import { lockCosts } from '../../../../src/games/aquasphere/station.js';
import { letterAt, tm } from './text';
import { SectorBox } from './sector-box';
import { angle, AREA_AT, boxAt, C, CORNER, HEX, RING_PATH, sectorCentre } from './station-geometry';
import { Glyph, Piece, useInspect } from './ui';

/**
 * The research station in SVG: the six sectors around the ring in play order of the ring
 * positions (clockwise from the top), the locks between them, the centre tile in the middle.
 * Each sector shows its seven coloured areas with what lies there, its control space and
 * charging station, and its submarine spaces with their costs; scientists glide between areas.
 */
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
