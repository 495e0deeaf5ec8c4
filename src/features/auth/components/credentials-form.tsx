import Alert from '@mui/material/Alert';
import { memo, type ComponentProps } from 'react';
import { useHydrated } from '@/components/feedback/use-hydrated';
import { PrivacyNote } from '@/components/form/privacy-note';
import { SubmitButton } from '@/components/form/submit-button';
import { useCredentialsForm } from '../hooks/use-credentials-form';
import { inViews, type AuthView } from '../utils/auth-views';
import { PASSWORD_HINT } from '../utils/credentials-validation';
import { AuthForm } from './auth-form';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

export interface CredentialsFormProps {
  /** Which of /auth's views is shown (the URL's fragment): the form sends accordingly. */
  view: AuthView;
  offline: boolean;
  onSignedIn: () => void;
  /** The reset e-mail is on its way: the screen returns to sign-in. */
  onResetSent: () => void;
}

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
 * The password field, asking for a new password in sign-up once hydrated: until then it keeps the
 * prerendered page's attribute, which hydration would not correct. A component of its own, so that
 * the change after hydration renders it alone (and nothing at all outside sign-up).
 */
function AccountPasswordField({
  view,
  ...field
}: Omit<ComponentProps<typeof PasswordField>, 'autoComplete'> & { view: AuthView }) {
  const newPassword = useHydrated() && view === 'sign-up';
  return (
    <PasswordField {...field} autoComplete={newPassword ? 'new-password' : 'current-password'} />
  );
}

/**
 * Sign in, sign up and forgot password as one form: the same e-mail and password fields in every view,
 * so switching views keeps what was typed (the password is not part of the reset view, which sends only
 * the address). Native constraints stay on the fields; `noValidate` only swaps the browser's bubbles
 * for errors beside each field. Then the request, its toasts and what follows (useCredentialsForm).
 * Memoized: the screen around it renders again when the session arrives, which changes nothing here.
 */
export const CredentialsForm = memo(function CredentialsForm({
  view,
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
        <AccountPasswordField label="Password" {...password} view={view} hint={passwordHint} />
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
