import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in prerendered HTML and during hydration, true once React owns the page. Prerendered forms
 * keep their submit button disabled until then, so a quick tap cannot send them as a plain HTML form.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
