import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { signOut } from '../session';
import { useAuthErrorToast } from '../hooks/use-auth-error-toast';
import { RouteButton } from '@/components/link-button';
import { SESSION_PENDING_ATTRIBUTE } from '@/boot/shared';
import { useSession, useSessionStore } from '../hooks/use-session';

export interface AccountNavProps {
  placement: 'bar' | 'drawer';
  /** Closes the drawer after a choice. */
  onNavigate?: () => void;
}

/**
 * Wide enough for Profile and Sign Out side by side, so the bar's links keep their place while the
 * session loads and whichever state it turns out to be (no layout shift). They measure 236 px in the
 * tests' DejaVu Sans, which is wider than a phone's or a desktop's own UI font.
 */
export const ACCOUNT_SLOT_WIDTH = '15rem';

function useSignOut(onNavigate?: () => void) {
  const navigate = useNavigate();
  const sessionStore = useSessionStore();
  const showError = useAuthErrorToast();
  const [pending, setPending] = useState(false);
  const goHomeAndSignOut = async () => {
    setPending(true);
    let undoSignOut: (() => void) | undefined;
    try {
      onNavigate?.();
      // Home first. The router renders the new page in a transition, so /profile can still be on screen
      // when the session ends: beginSignOut tells its guard not to send the visitor to /auth.
      await navigate(paths.home.getHref());
      undoSignOut = sessionStore.beginSignOut();
      // The session loads the Auth SDK on click: the navigation is on every page and must not carry it.
      await signOut();
    } catch (error) {
      undoSignOut?.();
      showError(error);
    } finally {
      setPending(false);
    }
  };
  return { signOut: () => void goHomeAndSignOut(), pending };
}

/** The navigation's account items: Sign In when signed out; Profile and Sign Out when signed in. */
export function AccountNav({ placement, onNavigate }: AccountNavProps) {
  const session = useSession();
  const { signOut, pending } = useSignOut(onNavigate);
  const inDrawer = placement === 'drawer';

  let items = null;
  if (session.status === 'signed-in') {
    items = (
      <>
        <Button
          component={NavLink}
          to={paths.profile.getHref()}
          onClick={onNavigate}
          variant={inDrawer ? 'outlined' : 'text'}
          fullWidth={inDrawer}
          sx={
            inDrawer
              ? undefined
              : {
                  color: 'primary.main',
                  fontWeight: 600,
                  '&.active': { bgcolor: 'site.wash' },
                }
          }
        >
          Profile
        </Button>
        <Button
          onClick={signOut}
          disabled={pending}
          variant={inDrawer ? 'contained' : 'outlined'}
          fullWidth={inDrawer}
        >
          Sign Out
        </Button>
      </>
    );
  } else {
    // Prerendered, Sign In is there for the many who never signed in, and the app need not load to show
    // it. While the session loads for someone who may be signed in it is hidden (boot/shared/protocol).
    // The bar's and the menu's are alike, so the page carries their rules once.
    items = (
      <RouteButton
        to={paths.auth.getHref()}
        onClick={onNavigate}
        variant="outlined"
        {...{ [SESSION_PENDING_ATTRIBUTE]: session.status === 'loading' || undefined }}
      >
        Sign In
      </RouteButton>
    );
  }

  if (inDrawer) {
    return <Box sx={{ display: 'grid', gap: 1, minHeight: 48 }}>{items}</Box>;
  }
  return (
    <Box
      component="li"
      sx={{
        minWidth: ACCOUNT_SLOT_WIDTH,
        minHeight: 48,
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        gap: 1,
        ml: 1,
      }}
    >
      {items}
    </Box>
  );
}
