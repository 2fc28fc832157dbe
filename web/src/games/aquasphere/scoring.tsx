import { For, Index, Show } from 'solid-js';
import type { GameResult } from '../../../../src/kernel/index.js';
import type { AqView } from '../../../../src/games/aquasphere/index.js';
import { ROUNDS } from '../../../../src/games/aquasphere/rules-constants.js';
import { t } from '../../i18n';
import { PlayerName } from '../../ui/player-mark';
import { TotalsTable } from '../../ui/totals-table';
import { finalReport, type RoundReport } from './scoring-report';
import { signed } from './signed';
import { roundSteps, tieBreakWords } from './scoring-words';

/**
 * A seat's scoring: its name and points, then how they came, one step after another (by index:
 * a language switch rewrites the steps without playing them again).
 */
function SeatSteps(props: {
  seat: number;
  total: number;
  names: readonly string[];
  steps: readonly string[];
}) {
  return (
    <section class="aq-report-seat">
      <h3>
        <PlayerName seat={props.seat} names={props.names} /> <strong>{signed(props.total)}</strong>
      </h3>
      <ol class="aq-steps">
        <Index each={props.steps}>
          {(step, i) => <li style={{ 'animation-delay': `${i * 0.35}s` }}>{step()}</li>}
        </Index>
      </ol>
    </section>
  );
}

/** The intermediate scorings seen at this table, the latest open, each step shown in turn. */
function RoundReports(props: {
  reports: readonly RoundReport[];
  view: AqView;
  names: readonly string[];
}) {
  const latest = () => props.reports[props.reports.length - 1]?.round ?? 0;
  return (
    <For each={props.reports}>
      {(report) => (
        <details
          class="aq-round-report"
          id={`aq-report-${report.round}`}
          open={report.round === latest()}
          data-round={report.round}
        >
          <summary>{t('aq.score.round', { round: report.round, rounds: ROUNDS })}</summary>
          <p class="hint">{t('aq.score.round-help')}</p>
          <div class="aq-report-seats">
            <For each={report.lines}>
              {(line) => (
                <SeatSteps
                  seat={line.seat}
                  total={line.total}
                  names={props.names}
                  steps={roundSteps(
                    props.view,
                    line,
                    props.names[line.seat] ?? `#${line.seat + 1}`,
                    t,
                  )}
                />
              )}
            </For>
          </div>
        </details>
      )}
    </For>
  );
}

/** The final scoring step by step, then the totals with ranks and how ties were broken. */
function FinalScoring(props: {
  view: AqView;
  names: readonly string[];
  result: GameResult;
  lastRound: RoundReport | null;
}) {
  const lines = () => finalReport(props.view);
  const tieBreak = (seat: number) => tieBreakWords(lines(), props.result.ranking, seat, t);
  return (
    <section class="scoring aq-final" aria-labelledby="aq-final-title">
      <h2 id="aq-final-title">{t('aq.score.final')}</h2>
      <p class="hint">{t('aq.score.final-help')}</p>
      <div class="aq-report-seats">
        <For each={lines()}>
          {(line) => (
            <SeatSteps
              seat={line.seat}
              total={line.total}
              names={props.names}
              steps={[
                t('aq.score.before', { kp: line.before }),
                t('aq.score.letters', { n: line.letters, points: signed(line.letterPoints) }),
                t('aq.score.time', { n: line.time, points: signed(line.timePoints) }),
                t(line.allSubs > 0 ? 'aq.score.all-subs' : 'aq.score.not-all-subs', {
                  points: signed(line.allSubs),
                }),
                t(line.completeLab > 0 ? 'aq.score.lab' : 'aq.score.no-lab', {
                  points: signed(line.completeLab),
                }),
              ]}
            />
          )}
        </For>
      </div>
      <TotalsTable
        headings={[
          t('aq.score.rank'),
          t('aq.score.player'),
          ...(props.lastRound ? [t('aq.score.round-col', { round: ROUNDS })] : []),
          t('aq.score.final-col'),
          t('aq.score.kp'),
        ]}
        players={lines().length}
        names={props.names}
        result={props.result}
        ranked
        afterName={(seat) => (
          <Show when={tieBreak(seat)}>
            <span class="why"> {tieBreak(seat)}</span>
          </Show>
        )}
        cells={(seat) => (
          <>
            <Show when={props.lastRound}>
              {(r) => <td>{signed(r().lines[seat]?.total ?? 0)}</td>}
            </Show>
            <td>{signed(lines()[seat]!.total)}</td>
            <td>{props.result.scores[seat]}</td>
          </>
        )}
      />
    </section>
  );
}

/** The intermediate scorings seen, then (at the end) the final scoring. */
export default function Scorings(props: {
  reports: readonly RoundReport[];
  view: AqView;
  names: readonly string[];
  result: GameResult | null;
}) {
  return (
    <>
      <RoundReports reports={props.reports} view={props.view} names={props.names} />
      <Show when={props.result}>
        {(result) => (
          <FinalScoring
            view={props.view}
            names={props.names}
            result={result()}
            lastRound={props.reports.find((r) => r.round === ROUNDS) ?? null}
          />
        )}
      </Show>
    </>
  );
}
