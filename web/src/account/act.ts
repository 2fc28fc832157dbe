import { createSignal } from 'solid-js';
import { t } from '../i18n';
import { ApiError } from '../online/api';

/** An error as the person reads it: the server's code in their language. */
export function said(e: unknown): string {
  if (e instanceof ApiError) return t(e.error.code, e.error.params);
  return t('account.passkey-cancelled');
}

/**
 * A note and an error for a part of the account page, and `act`, which runs an action with both
 * cleared first and says what went wrong in words.
 */
export function actions() {
  const [note, setNote] = createSignal('');
  const [error, setError] = createSignal('');
  const act = (f: () => Promise<void>) => async () => {
    setError('');
    setNote('');
    try {
      await f();
    } catch (e) {
      setError(said(e));
    }
  };
  return { note, setNote, error, setError, act };
}
