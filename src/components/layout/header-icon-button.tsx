import Box from '@mui/material/Box';
import type { ComponentProps } from 'react';

/** 24 px Material icons' path data, drawn inline: the header shows them before any request. */
export const headerIcons = {
  menu: 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z',
  close:
    'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  /** Half dark, half light: the page's colour scheme. */
  appearance: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m0 2a8 8 0 0 1 0 16z',
} as const;

/**
 * The header's and the menu's icon buttons as one plain rule set: MUI's IconButton and SvgIcon wrote
 * about 1 KB of rules (and `tabindex`, `type`, four classes) into every page's first round trip, and
 * their `outline: 0` hid the site's focus ring (theme baseline) until the app had loaded. They open
 * and close the menu through `popovertarget`, which needs no ripple and no JavaScript.
 * Phones only by default, at the end of their row; the navigation list shows the Appearance button
 * on wide screens (site-header.tsx).
 */
const sx = {
  display: { xs: 'inline-flex', md: 'none' },
  ml: 'auto',
  p: 1,
  border: 0,
  borderRadius: '50%',
  bgcolor: 'transparent',
  color: 'primary.main',
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
  '& svg': { width: 24, height: 24, fill: 'currentColor' },
} as const;

export function HeaderIconButton({
  icon,
  ...props
}: { icon: keyof typeof headerIcons } & Omit<ComponentProps<'button'>, 'children'>) {
  return (
    <Box component="button" sx={sx} {...props}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={headerIcons[icon]} />
      </svg>
    </Box>
  );
}
