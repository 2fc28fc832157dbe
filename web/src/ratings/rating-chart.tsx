import { For } from 'solid-js';
import { lang, t } from '../i18n';
import { gameName } from '../lobby/names';
import type { GameRating } from './api';
import { CHART, chartScale } from './chart-scale';

/**
 * The rating after each of the latest games, as a line over two axes: the lowest and highest
 * ratings at the left, the first and last games' dates below (chart-scale.ts). Its words (the
 * game, how many games) are its label; the figures are drawn, not read twice.
 */
export function RatingChart(props: { rating: GameRating }) {
  const scale = () => chartScale(props.rating.history, lang());
  const { width, height, left, right, bottom } = CHART;
  const base = height - bottom;
  return (
    <svg
      class="rating-chart"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={t('ratings.chart', {
        game: gameName(props.rating.game),
        n: props.rating.history.length,
      })}
    >
      <g class="rating-axes">
        <path d={`M${left} 4V${base}H${width - right}`} fill="none" />
        <For each={scale().ratings}>
          {(r) => (
            <>
              <line x1={left - 3} x2={width - right} y1={r.y} y2={r.y} class="rating-grid" />
              <text x={left - 5} y={r.y + 3.5} text-anchor="end">
                {r.label}
              </text>
            </>
          )}
        </For>
        <For each={scale().dates}>
          {(d) => (
            // Written inward from its point: a date at the right end ends there.
            <text x={d.x} y={height - 6} text-anchor={d.x > width / 2 ? 'end' : 'start'}>
              {d.label}
            </text>
          )}
        </For>
      </g>
      <polyline
        points={scale()
          .points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
          .join(' ')}
        fill="none"
        stroke="currentColor"
        stroke-width="2"
      />
    </svg>
  );
}
