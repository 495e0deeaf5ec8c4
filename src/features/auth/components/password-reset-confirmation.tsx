import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { loadAuthClient } from '../session';
import { describeLinkError, isExpiredLinkError } from '../api/auth-error-message';
import { useAuthErrorToast } from '../hooks/use-auth-error-toast';
import { useLinkCode } from '../hooks/use-link-code';
import { PASSWORD_HINT, passwordError } from '../utils/credentials-validation';
import { AuthForm } from './auth-form';
import { PasswordField } from './password-field';
import { PendingStatus } from './pending-status';
import { SubmitButton } from '@/components/form/submit-button';

export interface PasswordResetConfirmationProps {
  /** The oobCode from the e-mail's link. */
  code: string;
  offline: boolean;
  /** The password is changed: the screen says so and offers sign-in. */
  onDone: () => void;
  onRequestNewLink: () => void;
}

interface Unusable {
  message: string;
  expired: boolean;
}

const checkPasswordResetCode = async (code: string) =>
  (await loadAuthClient()).checkPasswordResetCode(code);

function unusable(cause: unknown): Unusable {
  return describeLinkError(cause, 'This password reset link has expired or has already been used.');
}

/** /auth?mode=resetPassword&oobCode=…: checks the link, then lets the visitor choose a new password. */
export function PasswordResetConfirmation({
  code,
  offline,
  onDone,
  onRequestNewLink,
}: PasswordResetConfirmationProps) {
  const showError = useAuthErrorToast();
  // Checking the code does not use it up, so a repeat (StrictMode, coming back online) is harmless.
  const [check, checkAgain] = useLinkCode(code, offline, checkPasswordResetCode);
  /** Saving found the link used up since it was checked: said instead of the form. */
  const [spent, setSpent] = useState<Unusable | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const found = passwordError(password);
    setError(found);
    if (found) return;
    setPending(true);
    try {
      await (await loadAuthClient()).setNewPassword(code, password);
      onDone();
    } catch (cause) {
      if (isExpiredLinkError(cause)) setSpent(unusable(cause));
      else showError(cause);
    } finally {
      setPending(false);
    }
  };

  const link = spent ?? (check.step === 'failed' ? unusable(check.error) : null);
  if (link) {
    return (
      <>
        <Alert severity="error">{link.message}</Alert>
        <Button variant="contained" onClick={link.expired ? onRequestNewLink : checkAgain}>
          {link.expired ? 'Request a new link' : 'Try again'}
        </Button>
      </>
    );
  }

  if (check.step !== 'done') {
    return (
      <PendingStatus>{offline ? 'Waiting for a connection…' : 'Checking your link…'}</PendingStatus>
    );
  }

  return (
    <AuthForm onSubmit={submit}>
      <Typography>
        Choose a new password for <strong>{check.value}</strong>.
      </Typography>
      <PasswordField
        label="New password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          if (error) setError(passwordError(value));
        }}
        error={error}
        autoComplete="new-password"
        hint={PASSWORD_HINT}
      />
      <SubmitButton
        label="Save New Password"
        pendingLabel="Loading..."
        pending={pending}
        disabled={offline}
      />
    </AuthForm>
  );
}
