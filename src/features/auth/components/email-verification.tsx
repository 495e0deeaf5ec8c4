import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loadAuthClient } from '../session';
import { describeLinkError } from '../api/auth-error-message';
import { oncePerCode, useLinkCode } from '../hooks/use-link-code';
import { useSession } from '../hooks/use-session';
import { AfterLinkButton } from './after-link-button';
import { PendingStatus } from './pending-status';
import { ResendVerificationButton } from './resend-verification-button';

export interface EmailVerificationProps {
  /** The oobCode from the e-mail's link. */
  code: string;
  offline: boolean;
  onContinueToSignIn: () => void;
}

const verifyOnce = oncePerCode(async (code: string) =>
  (await loadAuthClient()).confirmEmailVerification(code),
);

/** /auth?mode=verifyEmail&oobCode=…: applies the code and says what happened. */
export function EmailVerification({ code, offline, onContinueToSignIn }: EmailVerificationProps) {
  const session = useSession();
  const [outcome, tryAgain] = useLinkCode(code, offline, verifyOnce);
  const signedIn = session.status === 'signed-in';

  if (outcome.step === 'pending') {
    return (
      <PendingStatus>
        {offline ? 'Waiting for a connection…' : 'Verifying your email…'}
      </PendingStatus>
    );
  }

  if (outcome.step === 'done') {
    return (
      <>
        <Alert severity="success" role="status">
          Your email address is verified. Thank you.
        </Alert>
        <AfterLinkButton signedIn={signedIn} onContinueToSignIn={onContinueToSignIn} />
      </>
    );
  }

  const failure = describeLinkError(
    outcome.error,
    'This verification link has expired or has already been used.',
  );
  if (!failure.expired) {
    return (
      <>
        <Alert severity="error">{failure.message}</Alert>
        <Button variant="contained" onClick={tryAgain}>
          Try again
        </Button>
      </>
    );
  }

  if (session.user?.emailVerified) {
    return (
      <>
        <Alert severity="info" role="status">
          This link has already been used, and your email address is verified.
        </Alert>
        <Button variant="contained" component={RouterLink} to={paths.profile.getHref()}>
          Go to your profile
        </Button>
      </>
    );
  }

  return (
    <>
      <Alert severity="error">{failure.message}</Alert>
      {signedIn ? (
        <ResendVerificationButton />
      ) : (
        <>
          <Typography>Sign in, and you can send yourself a new link from your profile.</Typography>
          <Button variant="contained" onClick={onContinueToSignIn}>
            Sign In
          </Button>
        </>
      )}
    </>
  );
}
