import Button from '@mui/material/Button';
import { useHydrated } from '@/components/feedback/use-hydrated';

export interface SubmitButtonProps {
  label: string;
  /** What the button reads while the request runs: the spec's 'Loading...' or 'Sending...'. */
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
}

/**
 * Disabled and relabelled while its form's request runs, so it cannot be sent twice; disabled in the
 * prerendered page until the app has hydrated, so a quick tap or Enter cannot send the form as plain
 * HTML (which would put the password in the URL).
 */
export function SubmitButton({ label, pendingLabel, pending, disabled }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      variant="contained"
      color="primary"
      size="large"
      fullWidth
      disabled={pending || disabled || !hydrated}
    >
      {pending ? pendingLabel : label}
    </Button>
  );
}
