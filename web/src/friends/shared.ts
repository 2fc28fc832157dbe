import { createSignal } from 'solid-js';
import type { RuleError } from '../../../src/kernel/index.js';
import { friendMessages } from '../../../src/protocol/friend-messages.js';
import { addCatalogs, t } from '../i18n';
import { ApiError } from '../online/api';
import { friendsUiMessages } from './messages';
import './friends.css';

// This chunk's texts, with it; the friends' error texts too (docs/protocol.md, "Errors").
addCatalogs(friendsUiMessages, friendMessages);

/** What a failed call says: the server's refusal in the reader's language, or the network. */
export function failure(e: unknown): string {
  const error: RuleError | null = e instanceof ApiError ? e.error : null;
  return error ? t(error.code, error.params) : t('friends.network');
}

/**
 * A call of the friends' UI, one at a time: busy meanwhile, and its refusal kept to be shown
 * (in an alert that is always in the page, so that screen readers announce it).
 */
export function createAction() {
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal('');
  const run = async (act: () => Promise<unknown>, then?: () => void): Promise<boolean> => {
    if (busy()) return false;
    setBusy(true);
    setError('');
    try {
      await act();
      then?.();
      return true;
    } catch (e) {
      setError(failure(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
