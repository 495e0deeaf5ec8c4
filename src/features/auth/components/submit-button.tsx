import Button from '@mui/material/Button';

export interface SubmitButtonProps {
  label: string;
  /** What the button reads while the request runs: the spec's 'Loading...' or 'Sending...'. */
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
}

/** Disabled and relabelled while its form's request runs, so it cannot be sent twice. */
export function SubmitButton({ label, pendingLabel, pending, disabled }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      color="primary"
      size="large"
      fullWidth
      disabled={pending || disabled}
    >
      {pending ? pendingLabel : label}
    </Button>
  );
}
