import Button, { type ButtonProps } from '@mui/material/Button';
import { useHydrated } from './feedback/use-hydrated';

export interface SubmitButtonProps {
  label: string;
  /** What the button reads while the request runs: the spec's 'Loading...' or 'Sending...'. */
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
  color?: ButtonProps['color'];
  fullWidth?: boolean;
}

/**
 * Disabled and relabelled while its form's request runs, so it cannot be sent twice; disabled in the
 * prerendered page until the app has hydrated, so a quick tap or Enter cannot send the form as plain
 * HTML (a GET, with the fields, a password too, in the URL). Its own component, so that only the button
 * renders again once hydrated: a field rendered again would lose text typed before hydration.
 */
export function SubmitButton({
  label,
  pendingLabel,
  pending,
  disabled,
  color = 'primary',
  fullWidth = true,
}: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      variant="contained"
      color={color}
      size="large"
      fullWidth={fullWidth}
      disabled={pending || disabled || !hydrated}
    >
      {pending ? pendingLabel : label}
    </Button>
  );
}
