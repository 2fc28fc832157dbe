import { t } from '../i18n';

/**
 * A person's default name is a name: the one they gave last time on this device, else "Player 1"
 * in their language. Never "You": others see it as a name ("You is diving"), and a log written
 * in the third person cannot use it.
 */
const KEY = 'fathom.name';

function stored(): string | null {
  try {
    const name = localStorage.getItem(KEY)?.trim();
    return name ? name : null;
  } catch {
    return null;
  }
}

/** The name this person gave before, or "Player {n}". */
export function personName(n = 1): string {
  return (n === 1 ? stored() : null) ?? t('online.player-n', { n });
}

/** The name this person gave before, or the name of the seat they are about to take. */
export function joinerName(seat: number): string {
  return stored() ?? t('online.player-n', { n: seat + 1 });
}

/** Remembers the name a person chose, for the next table on this device. */
export function rememberName(name: string): void {
  const clean = name.trim();
  if (!clean) return;
  try {
    localStorage.setItem(KEY, clean);
  } catch {
    // Not remembered: "Player 1" again next time.
  }
}
