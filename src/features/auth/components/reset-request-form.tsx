import { useRef, useState } from 'react';
import { useToast } from '@/components/feedback/toast';
import { requestPasswordReset } from '../api/auth-actions';
import { useAuthErrorToast } from '../hooks/use-auth-error-toast';
import { emailError } from '../utils/credentials-validation';
import { AuthForm } from './auth-form';
import { EmailField } from './email-field';
import { SubmitButton } from '@/components/submit-button';

export interface ResetRequestFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  offline: boolean;
  /** Called once the e-mail is on its way: the screen returns to sign-in. */
  onSent: () => void;
}

/** The forgot-password view: e-mail only; sends the reset link. */
export function ResetRequestForm({ email, onEmailChange, offline, onSent }: ResetRequestFormProps) {
  const { toast } = useToast();
  const showError = useAuthErrorToast();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  const changeEmail = (value: string) => {
    onEmailChange(value);
    if (error) setError(emailError(value));
  };

  const submit = async () => {
    const found = emailError(email);
    setError(found);
    if (found) {
      emailRef.current?.focus();
      if (!email.trim()) {
        toast({ title: 'Error', description: 'Please enter your email address', variant: 'error' });
      }
      return;
    }

    setPending(true);
    try {
      await requestPasswordReset(email.trim());
      toast({
        title: 'Reset email sent!',
        description: 'Please check your email for password reset instructions.',
        variant: 'success',
      });
      onSent();
    } catch (requestError) {
      showError(requestError);
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthForm onSubmit={submit}>
      <EmailField value={email} onChange={changeEmail} error={error} inputRef={emailRef} />
      <SubmitButton
        label="Send Reset Email"
        pendingLabel="Sending..."
        pending={pending}
        disabled={offline}
      />
    </AuthForm>
  );
}
