import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { Action } from '@/content/types';
import { HrefButton, RouteButton, type LinkButtonVariant } from './link-button';
import { VisuallyHidden } from './visually-hidden';

export interface ActionButtonProps {
  action: Action;
  /** Overrides the action's own variant, e.g. on a dark band. */
  tone?: 'onLight' | 'onDark';
  fullWidth?: boolean;
}

/**
 * Renders an `Action`: internal routes through the router, external URLs in a new tab
 * (`rel="noopener noreferrer"`, and said so for sighted and screen-reader users).
 */
export function ActionButton({ action, tone = 'onLight', fullWidth }: ActionButtonProps) {
  const primary = (action.variant ?? 'primary') === 'primary';
  const variant: LinkButtonVariant = primary
    ? 'contained'
    : tone === 'onDark'
      ? 'outlinedOnDark'
      : 'outlined';

  if ('href' in action) {
    return (
      <HrefButton
        variant={variant}
        fullWidth={fullWidth}
        href={action.href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {action.label}
        <OpenInNewIcon aria-hidden fontSize="small" />
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </HrefButton>
    );
  }
  return (
    <RouteButton variant={variant} fullWidth={fullWidth} to={action.to}>
      {action.label}
    </RouteButton>
  );
}
