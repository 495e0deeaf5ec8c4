import Container from '@mui/material/Container';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { useReturnAfterSignIn } from '@/features/auth/hooks/use-return-after-sign-in';
import { brand } from '@/theme/primitives';

/** /auth: sign in, sign up, reset a password, and the pages behind Firebase's e-mail links. */
export function AuthPage() {
  const returnAfterSignIn = useReturnAfterSignIn();
  return (
    <Container sx={{ py: { xs: 6, md: 10 }, bgcolor: brand.paper }}>
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
