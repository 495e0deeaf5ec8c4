import { useEffect, type FocusEventHandler, type RefObject } from 'react';
import { whenIdle } from '@/boot/shared';
import { useRequestSession } from './use-session';

/**
 * For a prerendered form that will need Firebase (/auth): loads the session bridge, and with it the
 * Auth SDK, as soon as the visitor focuses the form (which typing needs), or when the page is idle,
 * whichever comes first; never while the page is painting or hydrating. Returns the focus handler for
 * the form's container. A field focused before hydration counts as well.
 */
export function useSessionOnFirstUse(
  container: RefObject<HTMLElement | null>,
): FocusEventHandler<HTMLElement> {
  const requestSession = useRequestSession();
  useEffect(() => {
    if (container.current?.contains(document.activeElement)) requestSession();
    return whenIdle(requestSession);
  }, [container, requestSession]);
  return requestSession;
}
