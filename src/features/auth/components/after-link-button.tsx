import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export interface AfterLinkButtonProps {
  signedIn: boolean;
  onContinueToSignIn: () => void;
}

/** Where an e-mail link's page leads once it is done: the profile when signed in, else sign-in. */
export function AfterLinkButton({ signedIn, onContinueToSignIn }: AfterLinkButtonProps) {
  return signedIn ? (
    <Button variant="contained" component={RouterLink} to={paths.profile.getHref()}>
      Go to your profile
    </Button>
  ) : (
    <Button variant="contained" onClick={onContinueToSignIn}>
      Continue to Sign In
    </Button>
  );
}
