import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type FormEvent } from 'react';
import { accountErrorMessage } from '../../api/account-error-message';
import { reauthenticate } from '../../api/account-client';
import { passwordError } from '../../utils/credentials-validation';
import { PasswordField } from '../password-field';
import { FormError } from './form-error';

export interface ReauthenticateDialogProps {
  open: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}

/** Asks for the password again when Firebase wants a recent sign-in for a sensitive change. */
export function ReauthenticateDialog({ open, onConfirmed, onCancel }: ReauthenticateDialogProps) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const reset = () => {
    setPassword('');
    setFieldError(null);
    setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = passwordError(password);
    setFieldError(invalid);
    if (invalid) return;
    setPending(true);
    setError(null);
    try {
      await reauthenticate(password);
      reset();
      onConfirmed();
    } catch (caught) {
      setError(accountErrorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (pending) return;
        reset();
        onCancel();
      }}
      aria-labelledby="reauthenticate-title"
      aria-describedby="reauthenticate-text"
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="reauthenticate-title">Confirm it is you</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText id="reauthenticate-text">
            For your security, enter your password again to finish this change.
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
          <Button
            onClick={() => {
              reset();
              onCancel();
            }}
            disabled={pending}
          >
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? 'Checking...' : 'Continue'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
