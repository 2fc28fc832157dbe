import { For } from 'solid-js';
import { t } from '../../i18n';

/** The rules in a few paragraphs, beside the table. */
export function RulesSummary() {
  const paragraphs = [
    'aq.rules.goal',
    'aq.rules.turn',
    'aq.rules.program',
    'aq.rules.act',
    'aq.rules.control',
    'aq.rules.redline',
    'aq.rules.scoring',
    'aq.rules.final',
    'aq.rules.pack',
  ];
  return (
    <div class="rules">
      <For each={paragraphs}>{(key) => <p>{t(key)}</p>}</For>
    </div>
  );
}
