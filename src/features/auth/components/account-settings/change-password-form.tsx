import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/feedback/toast';
import { changePassword } from '../../api/account-client';
import { useAccountRequest } from '../../hooks/use-account-request';
import { PASSWORD_HINT, passwordError } from '../../utils/credentials-validation';
import { PasswordField } from '../password-field';
import { FormError } from './form-error';
import type { RunWithRecentLogin } from './types';

export interface ChangePasswordFormProps {
  offline: boolean;
  run: RunWithRecentLogin;
}

interface FieldErrors {
  current: string | null;
  next: string | null;
}

/** Current password (re-authenticates) and a new one. Fields keep their values when a request fails. */
export function ChangePasswordForm({ offline, run }: ChangePasswordFormProps) {
  const { toast } = useToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({ current: null, next: null });
  const [done, setDone] = useState(false);
  const { pending, error, send } = useAccountRequest();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = {
      current: current ? null : 'Enter your current password.',
      next:
        passwordError(next) ??
        (next === current ? 'Choose a password different from the current one.' : null),
    };
    setErrors(found);
    if (found.current || found.next) return;
    setDone(false);
    await send(async () => {
      await run(() => changePassword(current, next));
      setCurrent('');
      setNext('');
      setDone(true);
      toast({
        title: 'Success',
        description: 'Your password has been changed.',
        variant: 'success',
      });
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      <FormError message={error} />
      {done && (
        <Alert severity="success" role="status">
          Your password has been changed. Use the new one next time you sign in.
        </Alert>
      )}
      <PasswordField
        label="Current password"
        value={current}
        onChange={setCurrent}
        error={errors.current}
        autoComplete="current-password"
      />
      <PasswordField
        label="New password"
        value={next}
        onChange={setNext}
        error={errors.next}
        hint={PASSWORD_HINT}
        autoComplete="new-password"
      />
      <Box>
        <Button type="submit" variant="contained" disabled={pending || offline}>
          {pending ? 'Changing...' : 'Change password'}
        </Button>
      </Box>
    </Box>
  );
}
