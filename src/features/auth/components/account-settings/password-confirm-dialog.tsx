import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useAccountRequest } from '../../hooks/use-account-request';
import { passwordError } from '../../utils/credentials-validation';
import { PasswordField } from '../password-field';
import { FormError } from './form-error';

export interface PasswordConfirmDialogProps {
  open: boolean;
  /** Prefix of the title's and text's element ids. */
  id: string;
  title: string;
  text: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  destructive?: boolean;
  /** The password can be typed but not sent (offline). */
  submitDisabled?: boolean;
  /** Runs with the password; a rejection is shown as a plain sentence above the field. */
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}

/** A dialog that asks for the account's password before a sensitive step, and runs it. */
export function PasswordConfirmDialog({
  open,
  id,
  title,
  text,
  submitLabel,
  pendingLabel,
  destructive = false,
  submitDisabled = false,
  onConfirm,
  onCancel,
}: PasswordConfirmDialogProps) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { pending, error, send, clearError } = useAccountRequest();

  const reset = () => {
    setPassword('');
    setFieldError(null);
    clearError();
  };

  const cancel = () => {
    if (pending) return;
    reset();
    onCancel();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = passwordError(password);
    setFieldError(invalid);
    if (invalid) return;
    await send(async () => {
      await onConfirm(password);
      reset();
    });
  };

  return (
    <Dialog
      open={open}
      onClose={cancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
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
          <Button onClick={cancel} disabled={pending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            disabled={pending || submitDisabled}
          >
            {pending ? pendingLabel : submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
