import type { Lang } from '../i18n';
import { loadHold } from '../online/api';
import { myTables } from '../online/my-tables';
import { PushError, pushChoice, pushOn, pushSupported, turnPushOff, turnPushOn } from './push';

/**
 * "Notify me when it's my turn" for the whole device, chosen in the lobby (issue 27): the server
 * notifies per seat (docs/protocol.md, "POST /api/v1/tables/:id/push"), so the device's choice
 * is carried out seat by seat, for every seat this browser holds at a table not finished, and
 * for each seat it takes later (syncDevicePush, when the lobby or a table page is shown). A seat
 * turned off at its table stays off.
 */
const KEY = 'fathom.push.device';

/** What the lobby's switch can show. */
export type DevicePushState = 'unsupported' | 'denied' | 'on' | 'off';

export function devicePushState(): DevicePushState {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && devicePushChosen() ? 'on' : 'off';
}

function devicePushChosen(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

function remember(on: boolean): void {
  try {
    if (on) localStorage.setItem(KEY, 'on');
    else localStorage.removeItem(KEY);
  } catch {
    // Not remembered: the seats already subscribed stay so.
  }
}

/** The seats this device holds at tables not finished, with their tokens. */
function heldSeats(): { id: string; token: string }[] {
  return myTables().flatMap((m) => {
    const hold = m.status === 'finished' ? null : loadHold(m.id);
    return hold ? [{ id: m.id, token: hold.token }] : [];
  });
}

/**
 * Turns the device's notifications on: asks the browser's permission (the person clicked), then
 * subscribes every seat held here (one turned off at its table too: this is asked for all). A
 * table that refuses (gone, its seat lost) is left out; a refused permission is thrown.
 */
export async function turnDevicePushOn(lang: Lang): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushError('pwa.denied');
  remember(true);
  await Promise.all(heldSeats().map((s) => turnPushOn(s.id, s.token, lang).catch(() => {})));
}

/** Turns them off: every seat this device had on, and the choice for seats to come. */
export async function turnDevicePushOff(): Promise<void> {
  remember(false);
  await Promise.all(
    heldSeats()
      .filter((s) => pushOn(s.id))
      .map((s) => turnPushOff(s.id, s.token).catch(() => {})),
  );
}

/**
 * With the device's notifications on, subscribes the seats taken since (no prompt: permission
 * is already granted). Seats turned off at their table are left off. Resolves to how many were
 * subscribed now.
 */
export async function syncDevicePush(lang: Lang): Promise<number> {
  if (devicePushState() !== 'on') return 0;
  const fresh = heldSeats().filter((s) => pushChoice(s.id) === null);
  const done = await Promise.all(
    fresh.map((s) =>
      turnPushOn(s.id, s.token, lang).then(
        () => true,
        () => false,
      ),
    ),
  );
  return done.filter(Boolean).length;
}
