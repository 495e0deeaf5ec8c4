import Alert from '@mui/material/Alert';
import { memo, useCallback, useRef, useState } from 'react';
import { useToast } from '@/components/feedback/toast';
import { PrivacyNote } from '@/components/privacy-note';
import { SubmitButton } from '@/components/submit-button';
import { loadAuthClient } from '../session';
import { useAuthErrorToast } from '../hooks/use-auth-error-toast';
import { inViews, type AuthView } from '../utils/auth-views';
import { emailError, PASSWORD_HINT, passwordError } from '../utils/credentials-validation';
import { AuthForm } from './auth-form';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

export interface CredentialsFormProps {
  /** Which of /auth's views is shown (the URL's fragment): the form sends accordingly. */
  view: AuthView;
  /**
   * The password is a new one (sign-up, once hydrated): its `autocomplete` as prerendered until the app
   * has hydrated (an attribute React would not correct), then the view's.
   */
  newPassword: boolean;
  offline: boolean;
  onSignedIn: () => void;
  /** The reset e-mail is on its way: the screen returns to sign-in. */
  onResetSent: () => void;
}

interface FieldErrors {
  email: string | null;
  password: string | null;
}

const NO_ERRORS: FieldErrors = { email: null, password: null };

// Made once, so that the fields and the button they go to are not rendered again by every key.
const passwordHint = <span {...inViews('sign-up')}>{PASSWORD_HINT}</span>;
const submitLabel = (
  <>
    <span {...inViews('sign-in')}>Sign In</span>
    <span {...inViews('sign-up')}>Sign Up</span>
    <span {...inViews('reset')}>Send Reset Email</span>
  </>
);
const pendingSubmitLabel = (
  <>
    <span {...inViews('sign-in', 'sign-up')}>Loading...</span>
    <span {...inViews('reset')}>Sending...</span>
  </>
);

/**
 * Sign in, sign up and forgot password as one form: the same e-mail and password fields in every view,
 * so switching views keeps what was typed (the password is not part of the reset view, which sends only
 * the address). Native constraints stay on the fields; `noValidate` only swaps the browser's bubbles
 * for errors beside each field. Then the request, its toasts and what follows. Memoized: the screen
 * around it renders again when the app hydrates and when the session arrives, which changes nothing here.
 */
export const CredentialsForm = memo(function CredentialsForm({
  view,
  newPassword,
  offline,
  onSignedIn,
  onResetSent,
}: CredentialsFormProps) {
  const { toast } = useToast();
  const showError = useAuthErrorToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const [errorsView, setErrorsView] = useState(view);
  const [pending, setPending] = useState(false);
  const [verificationSentTo, setVerificationSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // Errors belong to the view they were found in.
  if (errorsView !== view) {
    setErrorsView(view);
    setErrors(NO_ERRORS);
  }
  const checksPassword = view !== 'reset';

  // The same functions on every render, so a key renders only the field it went into (TextInput).
  const changeEmail = useCallback((value: string) => {
    setEmail(value);
    // Once an error is shown, it clears as soon as the value is fixed.
    setErrors((shown) => (shown.email ? { ...shown, email: emailError(value) } : shown));
  }, []);
  const changePassword = useCallback((value: string) => {
    setPassword(value);
    setErrors((shown) => (shown.password ? { ...shown, password: passwordError(value) } : shown));
  }, []);

  const send = async (address: string) => {
    if (view === 'sign-in') {
      await (await loadAuthClient()).signIn(address, password);
      onSignedIn();
    } else if (view === 'sign-up') {
      await (await loadAuthClient()).signUp(address, password);
      toast({
        title: 'Success!',
        description: 'Please check your email to verify your account.',
        variant: 'success',
      });
      setVerificationSentTo(address);
      setPassword('');
    } else {
      await (await loadAuthClient()).requestPasswordReset(address);
      toast({
        title: 'Reset email sent!',
        description: 'Please check your email for password reset instructions.',
        variant: 'success',
      });
      onResetSent();
    }
  };

  const submit = async () => {
    const found = {
      email: emailError(email),
      password: checksPassword ? passwordError(password) : null,
    };
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      if (view === 'reset' && !email.trim()) {
        toast({ title: 'Error', description: 'Please enter your email address', variant: 'error' });
      }
      return;
    }
    setPending(true);
    try {
      await send(email.trim());
    } catch (error) {
      showError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthForm onSubmit={submit}>
      {view === 'sign-up' && verificationSentTo && (
        <Alert severity="success" role="status">
          We sent a verification link to <strong>{verificationSentTo}</strong>. Open it to verify
          your account.
        </Alert>
      )}
      <EmailField value={email} onChange={changeEmail} error={errors.email} inputRef={emailRef} />
      <div {...inViews('sign-in', 'sign-up')}>
        <PasswordField
          label="Password"
          value={password}
          onChange={changePassword}
          error={errors.password}
          inputRef={passwordRef}
          autoComplete={newPassword ? 'new-password' : 'current-password'}
          hint={passwordHint}
        />
      </div>
      <SubmitButton
        label={submitLabel}
        pendingLabel={pendingSubmitLabel}
        pending={pending}
        disabled={offline}
      />
      <div {...inViews('sign-up')}>
        <PrivacyNote>
          We keep your e-mail address and profile until you delete your account.
        </PrivacyNote>
      </div>
    </AuthForm>
  );
});
