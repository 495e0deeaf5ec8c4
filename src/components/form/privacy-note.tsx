import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export interface PrivacyNoteProps {
  /** What happens to the data this form collects, in one sentence; the link follows it. */
  children: string;
}

/** A sentence beside a form that collects personal data, linking to the privacy notice. */
export function PrivacyNote({ children }: PrivacyNoteProps) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}{' '}
      <Link component={RouterLink} to={paths.privacy.getHref()}>
        Read our Privacy Notice
      </Link>
      .
    </Typography>
  );
}
