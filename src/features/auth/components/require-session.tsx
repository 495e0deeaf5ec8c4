import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionNow, useSessionStore } from '../hooks/use-session';
import type { SessionUser } from '../types';
import { signInHref } from '@/boot/shared';

export interface RequireSessionProps {
  children: (user: SessionUser) => ReactNode;
  /**
   * What shows while the session is being read (and in the prerendered page): a skeleton of the page,
   * so the real one takes its place without moving anything. A progress indicator by default.
   */
  fallback?: ReactNode;
}

/**
 * Renders its children for a signed-in user only. While the session is still being read it shows
 * a quiet progress indicator (never a redirect, never a flash of the form); signed-out visitors go
 * to /auth, which brings them back here afterwards.
 */
export function RequireSession({ children, fallback }: RequireSessionProps) {
  const session = useSessionNow();
  const store = useSessionStore();
  const location = useLocation();

  if (session.status === 'loading') {
    if (fallback !== undefined) return fallback;
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label="Checking your sign-in" />
      </Box>
    );
  }
  if (session.status === 'signed-out') {
    // The visitor signed out here: the navigation home is already under way.
    if (store.isSigningOut()) return null;
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={signInHref(here)} replace state={{ from: here }} />;
  }
  return children(session.user);
}
