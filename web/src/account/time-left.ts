import { t } from '../i18n';
import { clockWords } from '../online/clocks';
import type { AccountTable } from './api';

/** The time left to the move awaited, as the server's clock said when the page asked. */
export function timeLeft(row: AccountTable): string | null {
  const c = row.clock;
  if (c.kind === 'async' && c.deadline !== null)
    return t('online.clock-left', { time: clockWords(Math.max(0, c.deadline - c.at)) });
  if (c.kind === 'live')
    return t('online.clock-left', { time: clockWords(c.remainingMs[row.seat] ?? 0) });
  return null;
}
