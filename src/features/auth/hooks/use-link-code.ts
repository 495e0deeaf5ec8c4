import { useCallback, useEffect, useState } from 'react';
import { isExpiredLinkError } from '../api/auth-error-message';

export type LinkCodeResult<T> =
  { step: 'pending' } | { step: 'done'; value: T } | { step: 'failed'; error: unknown };

/**
 * Sends an e-mail link's code (`request`, a function that never changes) while online, and says how
 * it went; `retry` sends it again. Going offline and back sends it again too, keeping the last result
 * shown meanwhile. A reply that comes after the code or the connection changed, or after the page
 * left, is dropped.
 */
export function useLinkCode<T>(
  code: string,
  offline: boolean,
  request: (code: string) => Promise<T>,
): [LinkCodeResult<T>, () => void] {
  const [result, setResult] = useState<LinkCodeResult<T>>({ step: 'pending' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (offline) return;
    let current = true;
    request(code).then(
      (value) => {
        if (current) setResult({ step: 'done', value });
      },
      (error: unknown) => {
        if (current) setResult({ step: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [code, offline, attempt, request]);

  const retry = useCallback(() => {
    setResult({ step: 'pending' });
    setAttempt((count) => count + 1);
  }, []);
  return [result, retry];
}

/**
 * `apply` for a code that works once: StrictMode's second effect run (or a remount) reuses the first
 * attempt instead of spending the code again. A failure other than "used up" (the network, say) may be
 * retried with the same code.
 */
export function oncePerCode<T>(apply: (code: string) => Promise<T>): (code: string) => Promise<T> {
  const attempts = new Map<string, Promise<T>>();
  return (code) => {
    let attempt = attempts.get(code);
    if (!attempt) {
      attempt = apply(code);
      attempts.set(code, attempt);
      attempt.catch((error: unknown) => {
        if (!isExpiredLinkError(error)) attempts.delete(code);
      });
    }
    return attempt;
  };
}
