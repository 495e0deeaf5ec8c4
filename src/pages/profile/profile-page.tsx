import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useOnlineStatus } from '@/components/form/use-online-status';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { AccountSettings } from '@/features/auth/components/account-settings/account-settings';
import { EmailVerificationReminder } from '@/features/auth/components/email-verification-reminder';
import { OfflineNotice } from '@/features/auth/components/offline-notice';
import { RequireSession } from '@/features/auth/components/require-session';
import type { SessionUser } from '@/features/auth/types';
import { getProfile } from '@/features/profile/api/get-profile';
import { ProfileForm } from '@/features/profile/components/profile-form';

/**
 * The client's requests: a chunk of its own, loaded once the session is known (client-items-section.tsx).
 * A chunk that cannot be fetched (the connection went first) says so in its place, not in the page's.
 */
const ClientItemsSection = lazy(() =>
  import('./client-items-section').catch(() => ({ default: ClientItemsUnavailable })),
);

function ClientItemsUnavailable() {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    >
      Your requests could not be loaded: the connection dropped. Reload the page once you are
      online.
    </Alert>
  );
}

/**
 * /profile: the signed-in user's details; signed-out visitors are sent to /auth and back. While the
 * session is read (and in the prerendered page) it shows itself without the user: the same layout,
 * the form loading, so the details fill in without moving anything.
 */
export function ProfilePage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Seo
        title="Profile Settings"
        description="Your name, company, position and bio, as our team sees them."
        path={paths.profile.path}
        noIndex
      />
      <RequireSession fallback={<ProfileSettings user={null} />}>
        {(user) => <ProfileSettings user={user} />}
      </RequireSession>
    </Container>
  );
}

/** The signed-in user's profile for the data export; there is no export before the session is known. */
function getProfileOf(user: SessionUser | null) {
  if (!user) return Promise.reject(new Error('No signed-in user'));
  return getProfile(user.uid);
}

/**
 * The requests sent from the user's verified address and the bookings made from it, for the data
 * export: loaded when asked for, like the list (client-items-section.tsx), so /profile's start-up
 * carries none of it.
 */
async function loadRequestsOf(user: SessionUser | null) {
  if (!user?.email || !user.emailVerified) return { requests: [], bookings: [] };
  const email = user.email;
  const [{ loadConversationsOf }, { loadBookingsOf }] = await Promise.all([
    import('@/features/conversations/api/client-conversations'),
    import('@/features/booking/api/client-bookings'),
  ]);
  const [requests, bookings] = await Promise.all([
    loadConversationsOf(email),
    loadBookingsOf(email),
  ]);
  return { requests, bookings };
}

/** The page for `user`, or its skeleton while there is none yet. */
function ProfileSettings({ user }: { user: SessionUser | null }) {
  const online = useOnlineStatus();
  return (
    <Stack spacing={3}>
      <div>
        <Typography
          variant="h1"
          tabIndex={-1}
          data-page-title
          sx={{ fontSize: 'clamp(1.75rem, 1.5rem + 1vw, 2.25rem)', mb: 1 }}
        >
          Profile Settings
        </Typography>
        {user ? (
          user.email && (
            <Typography color="text.secondary">
              Signed in as <strong>{user.email}</strong>
            </Typography>
          )
        ) : (
          // One line, like the "Signed in as" line it stands for.
          <Typography color="text.secondary">
            <Skeleton width="18em" sx={{ maxWidth: '100%' }} />
          </Typography>
        )}
      </div>
      {!online && (
        <OfflineNotice>
          You are offline. Your profile needs a connection to load and save.
        </OfflineNotice>
      )}
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4, borderColor: 'divider' }}
      >
        <ProfileForm uid={user?.uid ?? null} offline={!online} />
      </Paper>
      {/* Below the form: it appears only once the session is known, and above it would push the form. */}
      <EmailVerificationReminder />
      {/* Prerendered too (disabled until the session is known), so nothing below the form moves. */}
      <AccountSettings
        user={user}
        loadProfile={() => getProfileOf(user)}
        loadRequests={() => loadRequestsOf(user)}
      />
      {/* Last: it appears once the session is known, and moves nothing above it. */}
      {user && (
        <Suspense fallback={null}>
          <ClientItemsSection user={user} />
        </Suspense>
      )}
    </Stack>
  );
}
