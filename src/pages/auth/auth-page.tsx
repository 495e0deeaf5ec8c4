import Container from '@mui/material/Container';
import { useRef } from 'react';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { useReturnAfterSignIn } from '@/features/auth/hooks/use-return-after-sign-in';
import { useSessionOnFirstUse } from '@/features/auth/hooks/use-session-on-first-use';
import { useAdoptTypedValues } from '@/components/form/adopt-typed-values';

/**
 * /auth: sign in, sign up, reset a password, and the pages behind Firebase's e-mail links. Prerendered
 * with the sign-in form; Firebase loads when the visitor starts on the form or the page is idle.
 */
export function AuthPage() {
  const returnAfterSignIn = useReturnAfterSignIn();
  const screen = useRef<HTMLDivElement>(null);
  const loadSessionNow = useSessionOnFirstUse(screen);
  useAdoptTypedValues(screen);

  return (
    <Container
      ref={screen}
      onFocus={loadSessionNow}
      sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.default' }}
    >
      <Seo
        title="Sign In"
        description="Sign in to your client account, create one, or reset your password."
        path={paths.auth.path}
        noIndex
      />
      <AuthScreen onSignedIn={returnAfterSignIn} />
    </Container>
  );
}
