import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { confirmEmailVerification } from '../api/auth-actions';
import { describeLinkError, isExpiredLinkError } from '../api/auth-error-message';
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

type Outcome =
  | { step: 'verifying' }
  | { step: 'verified' }
  | { step: 'failed'; message: string; expired: boolean };

function failure(error: unknown): Outcome {
  return {
    step: 'failed',
    ...describeLinkError(error, 'This verification link has expired or has already been used.'),
  };
}

// A code works once; StrictMode's second effect run must reuse the first attempt, not use the code again.
const attempts = new Map<string, Promise<void>>();
function verifyOnce(code: string): Promise<void> {
  let attempt = attempts.get(code);
  if (!attempt) {
    attempt = confirmEmailVerification(code);
    attempts.set(code, attempt);
    // A failure other than "used up" (e.g. the network) may be retried with the same code.
    attempt.catch((error: unknown) => {
      if (!isExpiredLinkError(error)) attempts.delete(code);
    });
  }
  return attempt;
}

/** /auth?mode=verifyEmail&oobCode=…: applies the code and says what happened. */
export function EmailVerification({ code, offline, onContinueToSignIn }: EmailVerificationProps) {
  const session = useSession();
  const [outcome, setOutcome] = useState<Outcome>({ step: 'verifying' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (offline) return;
    let current = true;
    verifyOnce(code).then(
      () => {
        if (current) setOutcome({ step: 'verified' });
      },
      (error: unknown) => {
        if (current) setOutcome(failure(error));
      },
    );
    return () => {
      current = false;
    };
  }, [code, offline, attempt]);

  const tryAgain = () => {
    setOutcome({ step: 'verifying' });
    setAttempt((count) => count + 1);
  };
  const signedIn = session.status === 'signed-in';

  if (outcome.step === 'verifying') {
    return (
      <PendingStatus>
        {offline ? 'Waiting for a connection…' : 'Verifying your email…'}
      </PendingStatus>
    );
  }

  if (outcome.step === 'verified') {
    return (
      <>
        <Alert severity="success" role="status">
          Your email address is verified. Thank you.
        </Alert>
        <AfterLinkButton signedIn={signedIn} onContinueToSignIn={onContinueToSignIn} />
      </>
    );
  }

  if (!outcome.expired) {
    return (
      <>
        <Alert severity="error">{outcome.message}</Alert>
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
      <Alert severity="error">{outcome.message}</Alert>
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
