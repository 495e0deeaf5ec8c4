import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { RouteButton } from '@/components/link-button';
import { paths } from '@/config/paths';
import type { AdminUser } from '../triage';
import { hasAdminClaim } from '../api/admin-access';
import { savedInbox } from '../inbox-cache';

/** The inbox's pages for an admin; for anyone else signed in, a page that says why there are none. */
export function AdminGate({
  user,
  children,
}: {
  user: AdminUser;
  children: (admin: AdminUser) => ReactNode;
}) {
  const [access, setAccess] = useState<'checking' | 'admin' | 'not-admin'>('checking');

  useEffect(() => {
    let current = true;
    hasAdminClaim().then(
      (admin) => current && setAccess(admin ? 'admin' : 'not-admin'),
      // Offline with an expired token: an inbox this admin saved here may still be read.
      async () => {
        const saved = await savedInbox(user.uid);
        if (current) setAccess(saved ? 'admin' : 'not-admin');
      },
    );
    return () => {
      current = false;
    };
  }, [user.uid]);

  if (access === 'checking') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label="Checking your access" />
      </Box>
    );
  }
  if (access === 'admin') return children(user);
  return (
    <Stack spacing={2} sx={{ maxWidth: '40rem', py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" tabIndex={-1} data-page-title sx={{ fontSize: '2rem' }}>
        This page is for our team
      </Typography>
      <Typography>
        You are signed in as <strong>{user.email}</strong>, which is not an admin account, so there
        is no inbox to show. The inbox lists the messages people send us through the contact form.
      </Typography>
      <Typography color="text.secondary">
        If you work here, ask an admin to give this account access, then sign out and sign in again.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <RouteButton to={paths.profile.getHref()} variant="contained">
          Your profile
        </RouteButton>
        <RouteButton to={paths.contact.getHref()} variant="outlined">
          Contact us
        </RouteButton>
      </Stack>
    </Stack>
  );
}
