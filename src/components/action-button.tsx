import Button, { type ButtonProps } from '@mui/material/Button';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link as RouterLink } from 'react-router-dom';
import type { Action } from '@/content/types';
import { VisuallyHidden } from './visually-hidden';

export interface ActionButtonProps {
  action: Action;
  /** Overrides the action's own variant, e.g. on a dark band. */
  tone?: 'onLight' | 'onDark';
  size?: ButtonProps['size'];
  fullWidth?: boolean;
}

/**
 * Renders an `Action`: internal routes through the router, external URLs in a new tab
 * (`rel="noopener noreferrer"`, and said so for sighted and screen-reader users).
 */
export function ActionButton({ action, tone = 'onLight', size, fullWidth }: ActionButtonProps) {
  const primary = (action.variant ?? 'primary') === 'primary';
  const styling: Pick<ButtonProps, 'variant' | 'color'> = primary
    ? { variant: 'contained', color: 'secondary' }
    : { variant: 'outlined', color: tone === 'onDark' ? 'inherit' : 'primary' };

  if ('href' in action) {
    return (
      <Button
        {...styling}
        size={size}
        fullWidth={fullWidth}
        href={action.href}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewIcon aria-hidden />}
      >
        {action.label}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Button>
    );
  }
  return (
    <Button {...styling} size={size} fullWidth={fullWidth} component={RouterLink} to={action.to}>
      {action.label}
    </Button>
  );
}
