import { useState } from 'react';
import { useToast } from '@/components/feedback/toast';
import { loadAuthClient } from '../session';
import type { AuthView } from '../utils/auth-views';
import { emailError, passwordError } from '../utils/credentials-validation';
import { useAuthErrorToast } from './use-auth-error-toast';
import { useCheckedField } from './use-checked-field';

/**
 * The credentials form's fields (useCheckedField), and what sending it does in each view: sign in,
 * sign up, or ask for a reset e-mail, which checks and sends only the address. `email` and `password`
 * are their fields' props; `verificationSentTo` is the address a new account's verification link went
 * to.
 */
export function useCredentialsForm(
  view: AuthView,
  onSignedIn: () => void,
  onResetSent: () => void,
) {
  const { toast } = useToast();
  const showError = useAuthErrorToast();
  const [email, checkEmail] = useCheckedField(emailError, view);
  const [password, checkPassword, setPassword] = useCheckedField(passwordError, view);
  const [pending, setPending] = useState(false);
  const [verificationSentTo, setVerificationSentTo] = useState<string | null>(null);

  const submit = async () => {
    const address = email.value.trim();
    const emailFound = checkEmail();
    // The reset view has no password; it never shows an error there (the view's change dropped it).
    const passwordFound = view === 'reset' ? null : checkPassword();
    if (emailFound || passwordFound) {
      (emailFound ? email : password).inputRef.current?.focus();
      if (view === 'reset' && !address) {
        toast({ title: 'Error', description: 'Please enter your email address', variant: 'error' });
      }
      return;
    }
    setPending(true);
    try {
      const client = await loadAuthClient();
      if (view === 'sign-in') {
        await client.signIn(address, password.value);
        onSignedIn();
      } else if (view === 'sign-up') {
        await client.signUp(address, password.value);
        toast({
          title: 'Success!',
          description: 'Please check your email to verify your account.',
          variant: 'success',
        });
        setVerificationSentTo(address);
        setPassword('');
      } else {
        await client.requestPasswordReset(address);
        toast({
          title: 'Reset email sent!',
          description: 'Please check your email for password reset instructions.',
          variant: 'success',
        });
        onResetSent();
      }
    } catch (error) {
      showError(error);
    } finally {
      setPending(false);
    }
  };

  return { email, password, pending, verificationSentTo, submit };
}
