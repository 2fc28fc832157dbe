import { createSignal } from 'solid-js';
import { t } from '../i18n';
import { ApiError } from '../online/api';

/**
 * An error as the person reads it: the server's code in their language; otherwise (no answer, a
 * passkey dialog closed) the `fallback` message.
 */
export function said(e: unknown, fallback = 'account.passkey-cancelled'): string {
  if (e instanceof ApiError) return t(e.error.code, e.error.params);
  return t(fallback);
}

/**
 * A note and an error for a part of the account page, and `act`, which runs an action with both
 * cleared first and says what went wrong in words.
 */
export function actions(fallback?: string) {
  const [note, setNote] = createSignal('');
  const [error, setError] = createSignal('');
  const act = (f: () => Promise<void>) => async () => {
    setError('');
    setNote('');
    try {
      await f();
    } catch (e) {
      setError(said(e, fallback));
    }
  };
  return { note, setNote, error, setError, act };
}
