import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ComponentProps, ReactNode } from 'react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { brand } from '@/theme/primitives';

/**
 * - `contained`: the amber call to action;
 * - `outlined`: a quieter action on a light background;
 * - `outlinedOnDark`: the same on the ink bands and hero, in the text's own colour;
 * - `text`: a link in the navigation bar.
 */
export type LinkButtonVariant = 'contained' | 'outlined' | 'outlinedOnDark' | 'text';

const VARIANT = 'data-variant';
const variant = (name: LinkButtonVariant) => `&[${VARIANT}="${name}"]`;
/** The primary at `alpha`: a light ink on the light scheme, a light blue on the dark. */
export const inkWash = (alpha: number) => (theme: Theme) =>
  theme.alpha(theme.vars.palette.primary.main, alpha);

/**
 * Links (and the odd plain button) that look like buttons, as one set of rules for every variant: each
 * of MUI's Button variants is a full copy of its rules, four copies on a page, and every page's first
 * 14 KB counts. Links need no ripple; focus shows the site's own ring (theme baseline).
 */
export const linkButtonSx: SxProps<Theme> = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1,
  boxSizing: 'border-box',
  minHeight: 48,
  px: '1.4rem',
  m: 0,
  border: '1px solid transparent',
  borderRadius: 999,
  bgcolor: 'transparent',
  color: 'primary.main',
  font: 'inherit',
  fontWeight: 650,
  lineHeight: 1.75,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color 250ms, border-color 250ms',
  // Navy on amber in both schemes.
  [variant('contained')]: { bgcolor: brand.amber, color: brand.ink },
  [`${variant('contained')}:hover`]: { bgcolor: brand.amberDark },
  [variant('outlined')]: { borderColor: inkWash(0.5) },
  [`${variant('outlined')}:hover`]: { borderColor: 'primary.main', bgcolor: inkWash(0.04) },
  [variant('outlinedOnDark')]: { borderColor: 'currentColor', color: 'inherit' },
  [`${variant('outlinedOnDark')}:hover`]: { bgcolor: 'rgba(255,255,255,0.08)' },
  [variant('text')]: { fontWeight: 600 },
  [`${variant('text')}:hover`]: { bgcolor: inkWash(0.04) },
  // A route's own link says it is current; section anchors never are.
  [`${variant('text')}.active:not([href*="#"])`]: { bgcolor: inkWash(0.07) },
  '&[data-full-width]': { width: '100%' },
};

interface CommonProps {
  variant: LinkButtonVariant;
  fullWidth?: boolean;
  children: ReactNode;
}

const common = ({ variant: name, fullWidth }: Omit<CommonProps, 'children'>) => ({
  [VARIANT]: name,
  'data-full-width': fullWidth || undefined,
  sx: linkButtonSx,
});

/** A route of this site, through the router (`nav` marks the current route as NavLink does). */
export function RouteButton({
  to,
  nav,
  variant: name,
  fullWidth,
  children,
  ...rest
}: CommonProps & { to: string; nav?: boolean } & Omit<
    ComponentProps<typeof RouterLink>,
    'to' | 'children'
  >) {
  return (
    <Box
      component={nav ? NavLink : RouterLink}
      to={to}
      {...(nav ? { end: true } : {})}
      {...rest}
      {...common({ variant: name, fullWidth })}
    >
      {children}
    </Box>
  );
}

/** Any other address (another site, `tel:`, `mailto:`), as a plain link. */
export function HrefButton({
  href,
  variant: name,
  fullWidth,
  children,
  ...rest
}: CommonProps & { href: string } & Omit<ComponentProps<'a'>, 'href' | 'children'>) {
  return (
    <Box component="a" href={href} {...rest} {...common({ variant: name, fullWidth })}>
      {children}
    </Box>
  );
}
