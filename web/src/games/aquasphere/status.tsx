import { Show } from 'solid-js';
import type { AqView } from '../../../../src/games/aquasphere/index.js';
import { ROUNDS } from '../../../../src/games/aquasphere/rules-constants.js';
import { capacity } from '../../../../src/games/aquasphere/station.js';
import { bulb } from '../../../../src/games/aquasphere/turn.js';
import { t } from '../../i18n';
import type { RoundReport } from './scoring-report';
import { colourName } from './text';

/** Where the game is (round, whose red line, the latest scoring's link). */
export function Status(props: {
  view: AqView;
  names: readonly string[];
  mine: boolean;
  scored: readonly RoundReport[];
}) {
  const v = () => props.view;
  const text = () => {
    if (v().phase === 'over') return t('aq.ui.over');
    if (v().round === 0) return t('aq.ui.setting-up');
    return t('aq.ui.round', { round: v().round, rounds: ROUNDS, bulb: bulb(v()) });
  };
  const waiting = () => {
    const r = v().redline;
    if (v().phase === 'redline' && r && !props.mine)
      return t('aq.ui.redline-other', { name: props.names[r.seat] ?? '', line: r.line });
    if (v().phase === 'chance' && v().round > 0) return t('aq.ui.round-end');
    return '';
  };
  // The latest scoring, announced here at the top: its breakdown is far down the page.
  const latest = () => props.scored[props.scored.length - 1]?.round ?? 0;
  const toReport = (e: MouseEvent) => {
    e.preventDefault();
    const report = document.getElementById(`aq-report-${latest()}`) as HTMLDetailsElement | null;
    if (!report) return;
    report.open = true;
    report.scrollIntoView({ block: 'start' });
    report.querySelector('summary')?.focus({ preventScroll: true });
  };
  return (
    <div class="aq-status" aria-live="polite">
      <strong>{text()}</strong>
      <Show when={waiting()}>
        <span>{waiting()}</span>
      </Show>
      <Show when={latest() > 0}>
        <a class="aq-scored" href={`#aq-report-${latest()}`} onClick={toReport}>
          {t('aq.ui.scored', { round: latest() })}
        </a>
      </Show>
    </div>
  );
}

/**
 * The viewer's own supplies in one line, kept in view (sticky) while they choose: the player
 * boards with the same facts are far below the choices.
 */
export function MySupplies(props: {
  view: AqView;
  seat: number;
  p: AqView['seats'][number];
  choosing: boolean;
}) {
  const cap = (kind: 'time' | 'crystals') => capacity(props.view, props.p, kind);
  return (
    <div
      class="aq-mine"
      classList={{ 'aq-sticky': props.choosing }}
      role="group"
      aria-label={t('aq.ui.mine')}
    >
      <span>{t('aq.ui.lab-time', { n: props.p.time, cap: cap('time') })}</span>
      <span>{t('aq.ui.lab-crystals', { n: props.p.crystals, cap: cap('crystals') })}</span>
      <span>{t('aq.ui.mine-bots', { n: props.p.supply })}</span>
      <Show when={props.p.programmed.length > 0}>
        <span>
          {t('aq.ui.programmed', { list: props.p.programmed.map(colourName).join(', ') })}
        </span>
      </Show>
      <span>{t('aq.ui.kp', { kp: props.p.kp, laps: 0 })}</span>
    </div>
  );
}
