import { Index } from 'solid-js';
import { ROWS } from '../../../../src/games/survive/board.js';
import { centre, COLUMNS, HEIGHT, MARGIN_X, MARGIN_Y, WIDTH } from './geometry';

/** Row numbers down both sides of the map, column numbers along the top and the bottom. */
export function MapEdges() {
  return (
    <>
      <Index each={Array.from({ length: ROWS }, (_, r) => r)}>
        {(r) => {
          const y = centre(r(), 0)[1];
          return (
            <>
              <text class="sv-edge" x={MARGIN_X / 2} y={y + 4} text-anchor="middle">
                {r()}
              </text>
              <text class="sv-edge" x={WIDTH - MARGIN_X / 2} y={y + 4} text-anchor="middle">
                {r()}
              </text>
            </>
          );
        }}
      </Index>
      <Index each={Array.from({ length: COLUMNS }, (_, c) => c)}>
        {(c) => {
          const x = centre(0, c())[0];
          return (
            <>
              <text class="sv-edge" x={x} y={MARGIN_Y - 6} text-anchor="middle">
                {c()}
              </text>
              <text class="sv-edge" x={x} y={HEIGHT - 7} text-anchor="middle">
                {c()}
              </text>
            </>
          );
        }}
      </Index>
    </>
  );
}
