import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in prerendered HTML and during hydration, true once React owns the page. Prerendered forms
 * keep their submit button disabled until then, so a quick tap cannot send them as a plain HTML form.
 * The change re-renders the calling component and all below it synchronously, in one task right after
 * hydration: call it from the smallest component that needs it, never from a layout or a whole form.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
