import { useEffect, useState } from 'react';

/**
 * False in prerendered HTML and during hydration, true once React owns the page. Prerendered forms
 * keep their submit button disabled until then, so a quick tap cannot send them as a plain HTML form.
 * The change renders the calling component and all below it again, in a task of its own after the
 * hydration's (an effect's update): read through `useSyncExternalStore`, it was rendered synchronously
 * inside that task, which also hands the typed text over (components/form/adopt-typed-values.ts), and
 * a key pressed meanwhile waited for all of it. Call it from the smallest component that needs it,
 * never from a layout or a whole form.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the one change after hydration, by design
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
