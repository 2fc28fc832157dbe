import { For, Show } from 'solid-js';
import type { DecisionAnalysis, PlayerSummary } from '../../../src/ai/index.js';
import { t } from '../i18n';
import { PlayerMark, SEAT_COLOURS } from '../ui/player-mark';

/** What the server's analysis of a finished table holds (the same as `fathom analyze --json`). */
export interface AnalysisData {
  readonly decisions: readonly DecisionAnalysis[];
  readonly summary: readonly PlayerSummary[];
}

const W = 600;
const H = 160;
const PAD = 6;
/** Marks by how much they cost, light to dark (also told apart by their names in the detail). */
const MARK_FILL = { inaccuracy: '#f2d45c', mistake: '#e8892b', blunder: '#b3261e' } as const;
const MARK_KEY = {
  inaccuracy: 'replay.analysis.inaccuracy',
  mistake: 'replay.analysis.mistake',
  blunder: 'replay.analysis.blunder',
} as const;
const MARKS = ['inaccuracy', 'mistake', 'blunder'] as const;

/**
 * Each player's estimated chance to win after each of their decisions, over the game; decisions
 * that lost much are marked (lichess's inaccuracy, mistake, blunder) and jump to that moment when
 * chosen, by click, tap or keyboard. Then each player's accuracy.
 */
export function AnalysisChart(props: {
  data: AnalysisData;
  names: readonly string[];
  total: number;
  /** The decision shown: its move index, or null. */
  selected: number | null;
  onSelect: (index: number) => void;
  /** A move written out for the log. */
  describe: (index: number, move: unknown, seat: number) => string;
}) {
  const x = (index: number) => PAD + ((W - 2 * PAD) * (index + 1)) / Math.max(1, props.total);
  const y = (chance: number) => H - PAD - (H - 2 * PAD) * chance;
  const judged = () => props.data.decisions.filter((d) => !d.forced);
  const series = (seat: number) =>
    judged()
      .filter((d) => d.seat === seat)
      .map((d) => `${x(d.index).toFixed(1)},${y(d.after).toFixed(1)}`)
      .join(' ');
  const chosen = () => props.data.decisions.find((d) => d.index === props.selected);
  const pct = (c: number) => Math.round(100 * c);
  return (
    <section class="analysis" aria-labelledby="analysis-title">
      <h2 id="analysis-title">{t('replay.analysis.title')}</h2>
      {/* The axes' words and the legend are HTML around the drawing, not SVG text: the drawing
          scales down to a phone's width, and its text would shrink with it. */}
      <div class="analysis-plot">
        <p class="analysis-y" aria-hidden="true">
          <span class="analysis-axis-title">{t('replay.analysis.axis-chance')}</span>
          <span class="analysis-ticks">
            <span>100%</span>
            <span>50%</span>
            <span>0%</span>
          </span>
        </p>
        <svg
          class="analysis-chart"
          viewBox={`0 0 ${W} ${H}`}
          role="group"
          aria-label={t('replay.analysis.chart')}
        >
          <path
            class="axes"
            d={`M${PAD} ${PAD}V${H - PAD}H${W - PAD}`}
            fill="none"
            stroke="#5f7480"
            stroke-width="1.5"
          />
          <line
            class="half"
            x1={PAD}
            x2={W - PAD}
            y1={y(0.5)}
            y2={y(0.5)}
            stroke="#8a9aa5"
            stroke-dasharray="4 4"
          />
          <For each={props.names}>
            {(_, seat) => (
              <polyline
                class={`series seat-${seat()}`}
                points={series(seat())}
                fill="none"
                stroke={SEAT_COLOURS[seat() % SEAT_COLOURS.length]}
                stroke-width="2"
              />
            )}
          </For>
          <For each={judged().filter((d) => d.mark)}>
            {(d) => (
              <circle
                class={`mark mark-${d.mark} seat-${d.seat}`}
                classList={{ selected: props.selected === d.index }}
                cx={x(d.index)}
                cy={y(d.after)}
                r={6}
                fill={MARK_FILL[d.mark!]}
                stroke={SEAT_COLOURS[d.seat % SEAT_COLOURS.length]}
                stroke-width={props.selected === d.index ? 4 : 2}
                tabindex="0"
                role="button"
                aria-label={t('replay.analysis.mark', {
                  n: d.index + 1,
                  player: props.names[d.seat] ?? '?',
                  mark: t(MARK_KEY[d.mark!]),
                })}
                onClick={() => props.onSelect(d.index)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    props.onSelect(d.index);
                  }
                }}
              />
            )}
          </For>
        </svg>
        <p class="analysis-x" aria-hidden="true">
          <span>1</span>
          <span class="analysis-axis-title">{t('replay.analysis.axis-move')}</span>
          <span>{props.total}</span>
        </p>
      </div>
      <ul class="analysis-legend" aria-label={t('replay.analysis.legend')}>
        <For each={props.names}>
          {(name, seat) => (
            <li>
              <svg class="legend-line" viewBox="0 0 24 8" aria-hidden="true">
                <path
                  d="M0 4H24"
                  stroke={SEAT_COLOURS[seat() % SEAT_COLOURS.length]}
                  stroke-width="3"
                />
              </svg>
              <PlayerMark seat={seat()} /> {name}
            </li>
          )}
        </For>
        <For each={MARKS}>
          {(mark) => (
            <li>
              <svg class="legend-mark" viewBox="0 0 16 16" aria-hidden="true">
                <circle
                  cx="8"
                  cy="8"
                  r="6"
                  fill={MARK_FILL[mark]}
                  stroke="#5f7480"
                  stroke-width="2"
                />
              </svg>
              {t(MARK_KEY[mark])}
            </li>
          )}
        </For>
      </ul>
      <Show when={chosen()} keyed>
        {(d) => (
          <p class="analysis-detail" role="status">
            {t('replay.analysis.detail', {
              n: d.index + 1,
              move: props.describe(d.index, d.played, d.seat),
              before: pct(d.before),
              after: pct(d.after),
            })}{' '}
            <Show when={d.mark}>
              {t('replay.analysis.better', { move: props.describe(d.index, d.best, d.seat) })}
            </Show>
          </p>
        )}
      </Show>
      <table class="analysis-summary">
        <caption>{t('replay.analysis.accuracy')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('replay.analysis.player')}</th>
            <th scope="col">{t('replay.analysis.accuracy')}</th>
            <th scope="col">{t('replay.analysis.inaccuracy')}</th>
            <th scope="col">{t('replay.analysis.mistake')}</th>
            <th scope="col">{t('replay.analysis.blunder')}</th>
          </tr>
        </thead>
        <tbody>
          <For each={props.data.summary}>
            {(s) => (
              <tr>
                <th scope="row">
                  <PlayerMark seat={s.seat} /> {props.names[s.seat]}
                </th>
                <td>{Math.round(s.accuracy)}%</td>
                <td>{s.inaccuracies}</td>
                <td>{s.mistakes}</td>
                <td>{s.blunders}</td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
    </section>
  );
}
