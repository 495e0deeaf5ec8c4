import { useCallback, useState } from 'react';
import { accountErrorMessage } from '../api/account-error-message';

export interface AccountRequestOptions {
  /** When set, a failure is also logged to the console under this sentence. */
  logFailureAs?: string;
}

export interface AccountRequest {
  /** True from the start of `send` until its request settles: the button is disabled and relabelled. */
  pending: boolean;
  /** The last failure as a sentence for the form's alert (accountErrorMessage), or null. */
  error: string | null;
  /**
   * Runs `request` (the call and what follows its success): clears the last error, is pending until
   * it settles, and turns a rejection into `error`. Resolves to whether it succeeded; never rejects.
   */
  send: (request: () => Promise<void>) => Promise<boolean>;
  /** Hides the error (a dialog closed, say). */
  clearError: () => void;
}

/**
 * The request handling the account settings share: the change-email and change-password forms, the
 * password dialog and the data download. A stale sign-in is answered inside `request`, by wrapping the
 * Firebase call in useRecentLogin's `run`; a cancelled dialog rejects and is shown as any failure.
 */
export function useAccountRequest({ logFailureAs }: AccountRequestOptions = {}): AccountRequest {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = useCallback(
    async (request: () => Promise<void>) => {
      setPending(true);
      setError(null);
      try {
        await request();
        return true;
      } catch (caught) {
        if (logFailureAs) console.error(logFailureAs, caught);
        setError(accountErrorMessage(caught));
        return false;
      } finally {
        setPending(false);
      }
    },
    [logFailureAs],
  );
  const clearError = useCallback(() => setError(null), []);

  return { pending, error, send, clearError };
}
