import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { requestEmailChange } from '../../api/account-client';
import { useAccountRequest } from '../../hooks/use-account-request';
import { emailError } from '../../utils/credentials-validation';
import { EmailField } from '../email-field';
import { FormError } from './form-error';
import type { RunWithRecentLogin } from './types';

export interface ChangeEmailFormProps {
  currentEmail: string | null;
  offline: boolean;
  run: RunWithRecentLogin;
}

/**
 * Sends a confirmation link to the new address (verifyBeforeUpdateEmail); the change happens when the
 * link is opened, on /auth. An old sign-in is answered with the password dialog, then sent again.
 */
export function ChangeEmailForm({ currentEmail, offline, run }: ChangeEmailFormProps) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { pending, error, send } = useAccountRequest();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    const invalid =
      emailError(address) ??
      (address.toLowerCase() === currentEmail?.toLowerCase()
        ? 'This is already your email address.'
        : null);
    setFieldError(invalid);
    if (invalid) return;
    setSentTo(null);
    await send(async () => {
      await run(() => requestEmailChange(address));
      setSentTo(address);
      setEmail('');
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      <FormError message={error} />
      {sentTo && (
        <Alert severity="success" role="status">
          We sent a link to <strong>{sentTo}</strong>. Your email address changes when you open it;
          until then, keep signing in with your current address.
        </Alert>
      )}
      <EmailField
        label="New email address"
        name="new-email"
        value={email}
        onChange={setEmail}
        error={fieldError}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={pending || offline}>
          {pending ? 'Sending...' : 'Change email'}
        </Button>
      </Box>
    </Box>
  );
}
