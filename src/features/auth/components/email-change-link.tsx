import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { accountErrorMessage } from '../api/account-error-message';
import { describeLinkError } from '../api/auth-error-message';
import { oncePerCode, useLinkCode } from '../hooks/use-link-code';
import { useSession } from '../hooks/use-session';
import { signOut } from '../session';
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

// Loaded on use: the /auth screen's other views need none of the account api.
const applyOnce = oncePerCode((code) =>
  import('../api/account-client').then(({ applyEmailLink }) => applyEmailLink(code, signOut)),
);

/** /auth?mode=verifyAndChangeEmail|recoverEmail&oobCode=…: applies the e-mail change (or its undo). */
export function EmailChangeLink({ code, mode, offline, onContinueToSignIn }: EmailChangeLinkProps) {
  const session = useSession();
  const [outcome, tryAgain] = useLinkCode(code, offline, applyOnce);

  const next = (
    <AfterLinkButton
      signedIn={session.status === 'signed-in'}
      onContinueToSignIn={onContinueToSignIn}
    />
  );

  if (outcome.step === 'pending') {
    return (
      <PendingStatus>
        {offline ? 'Waiting for a connection…' : 'Updating your email address…'}
      </PendingStatus>
    );
  }
  if (outcome.step === 'failed') {
    const { expired, message } = describeLinkError(
      outcome.error,
      'This link has expired or has already been used.',
    );
    return (
      <>
        <Alert severity="error">{expired ? message : accountErrorMessage(outcome.error)}</Alert>
        {expired ? (
          next
        ) : (
          <Button variant="contained" onClick={tryAgain}>
            Try again
          </Button>
        )}
      </>
    );
  }
  const address = outcome.value ? <strong>{outcome.value}</strong> : 'the address in this link';
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
