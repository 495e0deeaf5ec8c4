import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/feedback/toast';
import { useOnlineStatus } from '@/components/form/use-online-status';
import { paths } from '@/config/paths';
import { useSessionStore } from '../../hooks/use-session';
import { signOut } from '../../session';
import type { SessionUser } from '../../types';
import { OfflineNotice } from '../offline-notice';
import { ResendVerificationButton } from '../resend-verification-button';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DownloadDataButton } from './download-data-button';
import { SettingsSection } from './settings-section';
import { useRecentLogin } from './use-recent-login';

export interface AccountSettingsProps {
  /** Null while the session is read (and in the prerendered page): the same layout, nothing usable. */
  user: SessionUser | null;
  /** The user's profile for the data export; the page passes the profile feature's reader. */
  loadProfile: () => Promise<unknown>;
  /** The user's requests and bookings for the data export; the page passes their features' readers. */
  loadRequests: () => Promise<{ requests: unknown; bookings: unknown }>;
}

/** Account settings on /profile: e-mail, verification, password, a copy of one's data, deletion. */
export function AccountSettings({ user, loadProfile, loadRequests }: AccountSettingsProps) {
  const online = useOnlineStatus();
  const offline = !online;
  // Until the session is known every control is disabled, as offline, but without the offline notice.
  const unavailable = offline || !user;
  const navigate = useNavigate();
  const sessionStore = useSessionStore();
  const { toast } = useToast();
  const { run, dialog } = useRecentLogin();
  const [deleting, setDeleting] = useState(false);

  const leaveDeletedAccount = async () => {
    // Home first, and tell /profile's guard that this sign-out is ours (as the Sign Out button does).
    await navigate(paths.home.getHref(), { replace: true });
    sessionStore.beginSignOut();
    await signOut();
    toast({
      title: 'Account deleted',
      description: 'Your account and profile have been deleted.',
      variant: 'success',
    });
  };

  return (
    <Paper
      component="section"
      aria-labelledby="account-settings-title"
      variant="outlined"
      sx={{
        p: { xs: 3, sm: 5 },
        borderRadius: 4,
        borderColor: 'divider',
        display: 'grid',
        gap: 4,
      }}
    >
      <Typography
        id="account-settings-title"
        component="h2"
        variant="h4"
        sx={{ fontSize: 'clamp(1.4rem, 1.25rem + 0.6vw, 1.75rem)' }}
      >
        Account settings
      </Typography>
      {offline && (
        <OfflineNotice>
          You are offline. Account changes need a connection; nothing you have typed is lost.
        </OfflineNotice>
      )}
      <SettingsSection
        id="account-email"
        title="Email address"
        description={
          user ? (
            <>
              Your account uses <strong>{user.email}</strong>
              {user.emailVerified ? ', which is verified.' : ', which is not verified yet.'}
            </>
          ) : (
            <Skeleton width="22em" sx={{ maxWidth: '100%' }} />
          )
        }
      >
        {user && !user.emailVerified && (
          <Box>
            <ResendVerificationButton variant="outlined" label="Resend verification email" />
          </Box>
        )}
        <ChangeEmailForm currentEmail={user?.email ?? null} offline={unavailable} run={run} />
      </SettingsSection>
      <Divider />
      <SettingsSection
        id="account-password"
        title="Password"
        description="Enter your current password to choose a new one."
      >
        <ChangePasswordForm offline={unavailable} run={run} />
      </SettingsSection>
      <Divider />
      <SettingsSection
        id="account-data"
        title="Your data"
        description="Download a copy of your account details and profile as a JSON file."
      >
        <DownloadDataButton
          loadProfile={loadProfile}
          loadRequests={loadRequests}
          offline={unavailable}
        />
      </SettingsSection>
      <Divider />
      <SettingsSection
        id="account-delete"
        title="Delete account"
        description="Permanently delete your account and your profile."
      >
        <Box>
          <Button
            variant="outlined"
            color="error"
            onClick={() => setDeleting(true)}
            disabled={unavailable}
          >
            Delete account
          </Button>
        </Box>
      </SettingsSection>
      <DeleteAccountDialog
        open={deleting}
        offline={offline}
        run={run}
        onClose={() => setDeleting(false)}
        onDeleted={leaveDeletedAccount}
      />
      {dialog}
    </Paper>
  );
}
