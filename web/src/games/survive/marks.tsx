import { For, Show } from 'solid-js';
import { seatColour } from './art';
import { HEX_POINTS, R, spaceLabel, spotCentre, type Spot } from './geometry';
import type { Mark } from './model';

/** A place's name for tests and tools: a space as the log writes it, or an isle's number. */
const spotName = (spot: Spot) => ('space' in spot ? spaceLabel(spot.space) : `isle${spot.isle}`);

/**
 * Others' latest moves on the map, under the pieces: an arrow from where a piece was to where
 * it went, a ring where one appeared, a cross where one was lost, a dashed hex where a tile sank.
 * Those of the latest turn are drawn stronger.
 */
export function MarksLayer(props: {
  marks: readonly { readonly mark: Mark; readonly fresh: boolean }[];
}) {
  return (
    <g class="sv-marks" aria-hidden="true">
      <For each={props.marks}>
        {({ mark, fresh }) => {
          const colour = seatColour(mark.seat);
          if (mark.kind === 'move') {
            const [x1, y1] = spotCentre(mark.from);
            const [x2, y2] = spotCentre(mark.to);
            const len = Math.hypot(x2 - x1, y2 - y1) || 1;
            const ux = (x2 - x1) / len;
            const uy = (y2 - y1) / len;
            const ex = x2 - ux * 12;
            const ey = y2 - uy * 12;
            const head = `M${x2 - ux * 4} ${y2 - uy * 4}L${ex - uy * 7} ${ey + ux * 7}L${ex + uy * 7} ${ey - ux * 7}Z`;
            return (
              <g
                class="sv-mark"
                classList={{ fresh }}
                data-kind="move"
                data-from={spotName(mark.from)}
                data-to={spotName(mark.to)}
              >
                <line x1={x1} y1={y1} x2={ex} y2={ey} class="sv-mark-casing" />
                <line x1={x1} y1={y1} x2={ex} y2={ey} stroke={colour} class="sv-mark-line" />
                <circle cx={x1} cy={y1} r="4" fill={colour} stroke="#fff" stroke-width="1.5" />
                <path d={head} fill={colour} stroke="#fff" stroke-width="1.5" />
              </g>
            );
          }
          const [x, y] = spotCentre(mark.at);
          return (
            <g
              class="sv-mark"
              classList={{ fresh }}
              data-kind={mark.kind}
              data-to={spotName(mark.at)}
              transform={`translate(${x} ${y})`}
            >
              <Show
                when={mark.kind === 'new'}
                fallback={
                  <Show
                    when={mark.kind === 'gone'}
                    fallback={
                      <polygon points={HEX_POINTS} transform="scale(0.9)" class="sv-sunk" />
                    }
                  >
                    <path d="M-8 -8L8 8M8 -8L-8 8" class="sv-gone" />
                  </Show>
                }
              >
                <circle r={R * 0.78} fill="none" stroke={colour} class="sv-new" />
              </Show>
            </g>
          );
        }}
      </For>
    </g>
  );
}
