import Button from '@mui/material/Button';
import { useState } from 'react';
import { useToast } from '@/components/feedback/toast';
import { loadAuthClient } from '../session';
import { useAuthErrorToast } from '../hooks/use-auth-error-toast';

/** Sends the signed-in user a fresh verification link. */
export function ResendVerificationButton({
  variant = 'contained',
  label = 'Send a new verification link',
}: {
  variant?: 'contained' | 'outlined';
  label?: string;
}) {
  const { toast } = useToast();
  const showError = useAuthErrorToast();
  const [pending, setPending] = useState(false);

  const resend = async () => {
    setPending(true);
    try {
      await (await loadAuthClient()).resendVerificationEmail();
      toast({
        title: 'Verification email sent',
        description: 'Please check your email to verify your account.',
        variant: 'success',
      });
    } catch (error) {
      showError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Button variant={variant} onClick={() => void resend()} disabled={pending}>
      {pending ? 'Sending...' : label}
    </Button>
  );
}
