import Alert from '@mui/material/Alert';
import { useSession } from '../hooks/use-session';
import { ResendVerificationButton } from './resend-verification-button';

/** Shown to a signed-in user whose e-mail is not verified yet, with a way to get a new link. */
export function EmailVerificationReminder() {
  const session = useSession();
  if (session.status !== 'signed-in' || session.user.emailVerified) return null;
  return (
    <Alert
      severity="info"
      action={<ResendVerificationButton variant="outlined" />}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      Please verify your email address{session.user.email ? ` (${session.user.email})` : ''} with
      the link we sent you.
    </Alert>
  );
}
