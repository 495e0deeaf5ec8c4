import { useCallback, useRef, useState } from 'react';
import { isRecentLoginRequired } from '../../api/account-error-message';
import { ReauthenticateDialog } from './reauthenticate-dialog';

/** Thrown when the visitor closes the password dialog instead of confirming. */
export class ReauthenticationCancelled extends Error {
  constructor() {
    super('You cancelled. Nothing was changed.');
    this.name = 'ReauthenticationCancelled';
  }
}

interface PendingReauthentication {
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * Runs a sensitive request; when Firebase answers `auth/requires-recent-login` (or our function says
 * the same), asks for the password in a dialog, re-authenticates, and runs the request again. So an
 * old sign-in never ends at a dead end. Render `dialog` once, beside the forms that use `run`.
 */
export function useRecentLogin() {
  const [pending, setPending] = useState<PendingReauthentication | null>(null);
  const pendingRef = useRef<PendingReauthentication | null>(null);

  const settle = (outcome: 'confirmed' | 'cancelled') => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    if (outcome === 'confirmed') current?.resolve();
    else current?.reject(new ReauthenticationCancelled());
  };

  const run = useCallback(async <T,>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      if (!isRecentLoginRequired(error)) throw error;
      await new Promise<void>((resolve, reject) => {
        pendingRef.current = { resolve, reject };
        setPending(pendingRef.current);
      });
      return request();
    }
  }, []);

  const dialog = (
    <ReauthenticateDialog
      open={pending !== null}
      onConfirmed={() => settle('confirmed')}
      onCancel={() => settle('cancelled')}
    />
  );
  return { run, dialog };
}
