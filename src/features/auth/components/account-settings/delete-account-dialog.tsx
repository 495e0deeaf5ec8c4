import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type FormEvent } from 'react';
import { deleteAccount } from '../../api/account-client';
import { accountErrorMessage } from '../../api/account-error-message';
import { passwordError } from '../../utils/credentials-validation';
import { PasswordField } from '../password-field';
import { FormError } from './form-error';
import type { RunWithRecentLogin } from './types';
import { ReauthenticationCancelled } from './use-recent-login';

export interface DeleteAccountDialogProps {
  open: boolean;
  offline: boolean;
  run: RunWithRecentLogin;
  onClose: () => void;
  /** Called once the account is gone on the server; the caller signs out and leaves. */
  onDeleted: () => Promise<void>;
}

/** Confirms the deletion with the password (re-authentication), then deletes on the server. */
export function DeleteAccountDialog({
  open,
  offline,
  run,
  onClose,
  onDeleted,
}: DeleteAccountDialogProps) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    if (pending) return;
    setPassword('');
    setFieldError(null);
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = passwordError(password);
    setFieldError(invalid);
    if (invalid) return;
    setPending(true);
    setError(null);
    try {
      await run(() => deleteAccount(password));
      await onDeleted();
    } catch (caught) {
      if (!(caught instanceof ReauthenticationCancelled)) console.error('Deletion failed', caught);
      setError(accountErrorMessage(caught));
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="delete-account-title"
      aria-describedby="delete-account-text"
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText id="delete-account-text">
            This permanently deletes your account and your profile. It cannot be undone. Enter your
            password to confirm.
          </DialogContentText>
          <FormError message={error} />
          <PasswordField
            label="Password"
            value={password}
            onChange={setPassword}
            error={fieldError}
            autoComplete="current-password"
            disabled={pending}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={pending || offline}>
            {pending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
