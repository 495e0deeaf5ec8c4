import Alert from '@mui/material/Alert';
import { useRef, useState } from 'react';
import { useToast } from '@/components/feedback/toast';
import { PrivacyNote } from '@/components/privacy-note';
import { signIn, signUp } from '../api/auth-actions';
import { useAuthErrorToast } from '../hooks/use-auth-error-toast';
import { emailError, PASSWORD_HINT, passwordError } from '../utils/credentials-validation';
import { AuthForm } from './auth-form';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { SubmitButton } from '@/components/submit-button';

export interface CredentialsFormProps {
  mode: 'sign-in' | 'sign-up';
  /** Shared with the other /auth views, so switching mode keeps what was typed. */
  email: string;
  onEmailChange: (email: string) => void;
  offline: boolean;
  onSignedIn: () => void;
}

interface FieldErrors {
  email: string | null;
  password: string | null;
}

const NO_ERRORS: FieldErrors = { email: null, password: null };

/**
 * Sign-in and sign-up: e-mail and password with the native constraints (`noValidate` only swaps the
 * browser's bubbles for errors beside each field), then the request, its toasts and what follows.
 */
export function CredentialsForm({
  mode,
  email,
  onEmailChange,
  offline,
  onSignedIn,
}: CredentialsFormProps) {
  const { toast } = useToast();
  const showError = useAuthErrorToast();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  const [verificationSentTo, setVerificationSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const changeEmail = (value: string) => {
    onEmailChange(value);
    // Once an error is shown, it clears as soon as the value is fixed.
    if (errors.email) setErrors((shown) => ({ ...shown, email: emailError(value) }));
  };
  const changePassword = (value: string) => {
    setPassword(value);
    if (errors.password) setErrors((shown) => ({ ...shown, password: passwordError(value) }));
  };

  const submit = async () => {
    const found = { email: emailError(email), password: passwordError(password) };
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }

    const address = email.trim();
    setPending(true);
    try {
      if (mode === 'sign-in') {
        await signIn(address, password);
        onSignedIn();
      } else {
        await signUp(address, password);
        toast({
          title: 'Success!',
          description: 'Please check your email to verify your account.',
          variant: 'success',
        });
        setVerificationSentTo(address);
        setPassword('');
      }
    } catch (error) {
      showError(error);
    } finally {
      setPending(false);
    }
  };

  const signingUp = mode === 'sign-up';
  return (
    <AuthForm onSubmit={submit}>
      {signingUp && verificationSentTo && (
        <Alert severity="success" role="status">
          We sent a verification link to <strong>{verificationSentTo}</strong>. Open it to verify
          your account.
        </Alert>
      )}
      <EmailField value={email} onChange={changeEmail} error={errors.email} inputRef={emailRef} />
      <PasswordField
        label="Password"
        value={password}
        onChange={changePassword}
        error={errors.password}
        inputRef={passwordRef}
        autoComplete={signingUp ? 'new-password' : 'current-password'}
        hint={signingUp ? PASSWORD_HINT : undefined}
      />
      <SubmitButton
        label={signingUp ? 'Sign Up' : 'Sign In'}
        pendingLabel="Loading..."
        pending={pending}
        disabled={offline}
      />
      {signingUp && (
        <PrivacyNote>
          We keep your e-mail address and profile until you delete your account.
        </PrivacyNote>
      )}
    </AuthForm>
  );
}
