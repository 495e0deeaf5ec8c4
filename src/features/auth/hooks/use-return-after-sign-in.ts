import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { safeNextPath } from '@/boot/shared';
import { useConfirmedSession, useRequestSession } from './use-session';

/**
 * After a sign-in, goes back to the page that sent the visitor here (`?next=` or router state
 * `from`, same-site paths only), or home. It waits until the session says "signed-in", so a guarded
 * page such as /profile never sees the old, signed-out session and bounces the visitor back. It does
 * not load Firebase itself: /auth asks for it when the visitor starts on the form or the page is idle.
 */
export function useReturnAfterSignIn(): () => void {
  const session = useConfirmedSession();
  const requestSession = useRequestSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [signedIn, setSignedIn] = useState(false);

  const state: unknown = location.state;
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  const target = safeNextPath(params.get('next')) ?? safeNextPath(from) ?? paths.home.getHref();

  // Sent here by a guarded page: someone Firebase finds signed in (the session hint had missed it, see
  // docs/ARCHITECTURE.md, "/profile trusts the session hint") goes on to that page too.
  const sentHere = params.has('next') || from !== null;

  useEffect(() => {
    if ((signedIn || sentHere) && session.status === 'signed-in')
      navigate(target, { replace: true });
  }, [signedIn, sentHere, session.status, navigate, target]);

  // The same function on every render: /auth's screen is memoized and takes it as a prop.
  return useCallback(() => {
    requestSession();
    setSignedIn(true);
  }, [requestSession]);
}
