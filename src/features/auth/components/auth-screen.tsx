import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useOnlineStatus } from '@/components/feedback/use-online-status';
import { AuthCard } from './auth-card';
import { CredentialsForm } from './credentials-form';
import { EmailChangeLink } from './email-change-link';
import { EmailVerification } from './email-verification';
import { OfflineNotice } from './offline-notice';
import { PasswordResetConfirmation } from './password-reset-confirmation';
import { ResetRequestForm } from './reset-request-form';

export type AuthView = 'sign-in' | 'sign-up' | 'reset';

export interface AuthScreenProps {
  /** Called after a successful sign-in; the page decides where the visitor goes. */
  onSignedIn: () => void;
}

const OFFLINE_MESSAGE = 'You are offline. Signing in needs a connection.';

/**
 * Everything /auth shows: the sign-in, sign-up and forgot-password views, and the pages for the
 * links in Firebase's e-mails (`?mode=resetPassword|verifyEmail|verifyAndChangeEmail|recoverEmail&oobCode=…`,
 * and `?reset=true`).
 */
export function AuthScreen({ onSignedIn }: AuthScreenProps) {
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<AuthView>('sign-in');
  const [email, setEmail] = useState('');
  const online = useOnlineStatus();
  const offline = !online;

  const mode = params.get('mode');
  const code = params.get('oobCode');

  /** Leaves an e-mail link's page for one of the forms, dropping the link's parameters. */
  const showView = (next: AuthView, search: Record<string, string> = {}) => {
    setView(next);
    setParams(search, { replace: true });
  };

  if (code && mode === 'resetPassword') {
    return (
      <AuthCard title="Set a New Password">
        {offline && <OfflineNotice>{OFFLINE_MESSAGE}</OfflineNotice>}
        <PasswordResetConfirmation
          code={code}
          offline={offline}
          onDone={() => showView('sign-in', { reset: 'true' })}
          onRequestNewLink={() => showView('reset')}
        />
      </AuthCard>
    );
  }

  if (code && mode === 'verifyEmail') {
    return (
      <AuthCard title="Verify Your Email">
        {offline && <OfflineNotice>{OFFLINE_MESSAGE}</OfflineNotice>}
        <EmailVerification
          code={code}
          offline={offline}
          onContinueToSignIn={() => showView('sign-in')}
        />
      </AuthCard>
    );
  }

  if (code && (mode === 'verifyAndChangeEmail' || mode === 'recoverEmail')) {
    return (
      <AuthCard title={mode === 'recoverEmail' ? 'Restore Your Email' : 'Confirm Your New Email'}>
        {offline && <OfflineNotice>{OFFLINE_MESSAGE}</OfflineNotice>}
        <EmailChangeLink
          code={code}
          mode={mode}
          offline={offline}
          onContinueToSignIn={() => showView('sign-in')}
        />
      </AuthCard>
    );
  }

  if (view === 'reset') {
    return (
      <AuthCard
        title="Reset Password"
        description="Enter the email address of your account and we will send you a link to choose a new password."
      >
        {offline && <OfflineNotice>{OFFLINE_MESSAGE}</OfflineNotice>}
        <ResetRequestForm
          email={email}
          onEmailChange={setEmail}
          offline={offline}
          onSent={() => setView('sign-in')}
        />
        <Button variant="outlined" fullWidth onClick={() => setView('sign-in')}>
          Back to Sign In
        </Button>
      </AuthCard>
    );
  }

  const signingUp = view === 'sign-up';
  return (
    <AuthCard
      title={signingUp ? 'Create an Account' : 'Sign In'}
      description={
        signingUp
          ? 'Create an account to keep your details on file with us.'
          : 'Welcome back. Sign in to see and update your profile.'
      }
    >
      {!signingUp && params.get('reset') === 'true' && (
        <Alert severity="success" role="status">
          Your password has been reset. Sign in with your new password.
        </Alert>
      )}
      {offline && <OfflineNotice>{OFFLINE_MESSAGE}</OfflineNotice>}
      <CredentialsForm
        // A fresh form per mode: no password or errors carried across.
        key={view}
        mode={signingUp ? 'sign-up' : 'sign-in'}
        email={email}
        onEmailChange={setEmail}
        offline={offline}
        onSignedIn={onSignedIn}
      />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: 1,
          typography: 'body2',
        }}
      >
        {!signingUp && (
          <Link component="button" type="button" onClick={() => setView('reset')}>
            Forgot your password?
          </Link>
        )}
        <span>
          {signingUp ? 'Already have an account? ' : "Don't have an account? "}
          <Link
            component="button"
            type="button"
            onClick={() => setView(signingUp ? 'sign-in' : 'sign-up')}
          >
            {signingUp ? 'Sign In' : 'Sign Up'}
          </Link>
        </span>
      </Box>
    </AuthCard>
  );
}
