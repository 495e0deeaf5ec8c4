import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { accountErrorMessage } from '../api/account-error-message';
import { describeLinkError, isExpiredLinkError } from '../api/auth-error-message';
import { useSession } from '../hooks/use-session';
import { AfterLinkButton } from './after-link-button';
import { PendingStatus } from './pending-status';

export type EmailChangeMode = 'verifyAndChangeEmail' | 'recoverEmail';

export interface EmailChangeLinkProps {
  code: string;
  /** `verifyAndChangeEmail`: the link sent to the new address; `recoverEmail`: the undo link. */
  mode: EmailChangeMode;
  offline: boolean;
  onContinueToSignIn: () => void;
}

type Outcome =
  | { step: 'applying' }
  | { step: 'applied'; email: string | null }
  | { step: 'failed'; message: string; expired: boolean };

// A code works once; StrictMode's second effect run must reuse the first attempt.
const attempts = new Map<string, Promise<string | null>>();
function applyOnce(code: string): Promise<string | null> {
  let attempt = attempts.get(code);
  if (!attempt) {
    // Loaded on use: the /auth screen's other views need none of the account api.
    attempt = import('../api/account-client').then(({ applyEmailLink }) => applyEmailLink(code));
    attempts.set(code, attempt);
    attempt.catch((error: unknown) => {
      if (!isExpiredLinkError(error)) attempts.delete(code);
    });
  }
  return attempt;
}

/** /auth?mode=verifyAndChangeEmail|recoverEmail&oobCode=…: applies the e-mail change (or its undo). */
export function EmailChangeLink({ code, mode, offline, onContinueToSignIn }: EmailChangeLinkProps) {
  const session = useSession();
  const [outcome, setOutcome] = useState<Outcome>({ step: 'applying' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (offline) return;
    let current = true;
    applyOnce(code).then(
      (email) => {
        if (current) setOutcome({ step: 'applied', email });
      },
      (error: unknown) => {
        if (!current) return;
        const described = describeLinkError(
          error,
          'This link has expired or has already been used.',
        );
        setOutcome({
          step: 'failed',
          expired: described.expired,
          message: described.expired ? described.message : accountErrorMessage(error),
        });
      },
    );
    return () => {
      current = false;
    };
  }, [code, offline, attempt]);

  const next = (
    <AfterLinkButton
      signedIn={session.status === 'signed-in'}
      onContinueToSignIn={onContinueToSignIn}
    />
  );

  if (outcome.step === 'applying') {
    return (
      <PendingStatus>
        {offline ? 'Waiting for a connection…' : 'Updating your email address…'}
      </PendingStatus>
    );
  }
  if (outcome.step === 'failed') {
    return (
      <>
        <Alert severity="error">{outcome.message}</Alert>
        {outcome.expired ? (
          next
        ) : (
          <Button
            variant="contained"
            onClick={() => {
              setOutcome({ step: 'applying' });
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </Button>
        )}
      </>
    );
  }
  const address = outcome.email ? <strong>{outcome.email}</strong> : 'the address in this link';
  return (
    <>
      <Alert severity="success" role="status">
        {mode === 'verifyAndChangeEmail' ? (
          <>Your email address is now {address}. Use it the next time you sign in.</>
        ) : (
          <>
            Your email address has been changed back to {address}. If you did not ask for the
            change, reset your password now.
          </>
        )}
      </Alert>
      {next}
    </>
  );
}
