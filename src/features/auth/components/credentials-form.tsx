import Alert from '@mui/material/Alert';
import { PrivacyNote } from '@/components/privacy-note';
import { SubmitButton } from '@/components/submit-button';
import { useCredentialsForm } from '../hooks/use-credentials-form';
import { inViews, type AuthView } from '../utils/auth-views';
import { PASSWORD_HINT } from '../utils/credentials-validation';
import { AuthForm } from './auth-form';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

export interface CredentialsFormProps {
  /** Which of /auth's views is shown (the URL's fragment): the form sends accordingly. */
  view: AuthView;
  /** False until the app has hydrated, while the view is the prerendered page's. */
  hydrated: boolean;
  offline: boolean;
  onSignedIn: () => void;
  /** The reset e-mail is on its way: the screen returns to sign-in. */
  onResetSent: () => void;
}

/**
 * Sign in, sign up and forgot password as one form: the same e-mail and password fields in every view,
 * so switching views keeps what was typed (the password is not part of the reset view, which sends only
 * the address). Native constraints stay on the fields; `noValidate` only swaps the browser's bubbles
 * for errors beside each field. Then the request, its toasts and what follows (useCredentialsForm).
 */
export function CredentialsForm({
  view,
  hydrated,
  offline,
  onSignedIn,
  onResetSent,
}: CredentialsFormProps) {
  const { email, password, pending, verificationSentTo, submit } = useCredentialsForm(
    view,
    onSignedIn,
    onResetSent,
  );

  return (
    <AuthForm onSubmit={submit}>
      {view === 'sign-up' && verificationSentTo && (
        <Alert severity="success" role="status">
          We sent a verification link to <strong>{verificationSentTo}</strong>. Open it to verify
          your account.
        </Alert>
      )}
      <EmailField {...email} />
      <div {...inViews('sign-in', 'sign-up')}>
        <PasswordField
          label="Password"
          {...password}
          // As prerendered until hydrated (an attribute React would not correct), then the view's.
          autoComplete={hydrated && view === 'sign-up' ? 'new-password' : 'current-password'}
          hint={<span {...inViews('sign-up')}>{PASSWORD_HINT}</span>}
        />
      </div>
      <SubmitButton
        label={
          <>
            <span {...inViews('sign-in')}>Sign In</span>
            <span {...inViews('sign-up')}>Sign Up</span>
            <span {...inViews('reset')}>Send Reset Email</span>
          </>
        }
        pendingLabel={
          <>
            <span {...inViews('sign-in', 'sign-up')}>Loading...</span>
            <span {...inViews('reset')}>Sending...</span>
          </>
        }
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
}
