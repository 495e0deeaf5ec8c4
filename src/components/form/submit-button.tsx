import Button, { type ButtonProps } from '@mui/material/Button';
import { memo, type ReactNode } from 'react';
import { PENDING_SUBMIT_ATTRIBUTE } from '@/boot/shared';

export interface SubmitButtonProps {
  label: ReactNode;
  /** What the button reads while the request runs: the spec's 'Loading...' or 'Sending...'. */
  pendingLabel: ReactNode;
  pending: boolean;
  disabled?: boolean;
  color?: ButtonProps['color'];
  fullWidth?: boolean;
}

const pendingAttribute = `&[${PENDING_SUBMIT_ATTRIBUTE}]`;

/**
 * Disabled and relabelled while its form's request runs, so it cannot be sent twice. It works from the
 * first paint: a form sent before the app has hydrated says at once that it is sending, the boot module
 * marking this button (boot/first-interaction.ts), and goes out once the app is there. Both
 * labels are in the page so that the mark alone switches them. Memoized: given fixed labels, the keys
 * typed into its form do not render it again.
 */
export const SubmitButton = memo(function SubmitButton({
  label,
  pendingLabel,
  pending,
  disabled,
  color = 'primary',
  fullWidth = true,
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      color={color}
      size="large"
      fullWidth={fullWidth}
      disabled={pending || disabled}
      {...{ [PENDING_SUBMIT_ATTRIBUTE]: pending ? '' : undefined }}
      sx={{
        [`&:not([${PENDING_SUBMIT_ATTRIBUTE}]) > [data-label=pending], ${pendingAttribute} > [data-label=idle]`]:
          {
            display: 'none',
          },
        [pendingAttribute]: { pointerEvents: 'none' },
      }}
    >
      <span data-label="idle">{label}</span>
      <span data-label="pending">{pendingLabel}</span>
    </Button>
  );
});
