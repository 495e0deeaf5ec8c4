import { createTheme } from '@mui/material/styles';
import { components } from './customizations';
import { darkPalette, lightPalette, shape, typography } from './primitives';

/**
 * Two schemes from one theme: every colour is a CSS variable (`cssVariables`), so one prerendered page
 * carries both and the browser picks, with no script (theme/color-scheme-css.ts). MUI's own switching
 * is not used: it needs an inline script to avoid a flash, which the CSP forbids; and its style sheet
 * of every variable in both schemes (≈ 3 KB brotli) would not fit a page's first round trip, so the
 * provider is told not to write it (app/provider.tsx) and the baseline defines the dark values alone.
 * The 'media' selector is what MUI's few dark-only component rules key on; the prefix is empty to
 * keep the variables' names short in every rule that reads one.
 *
 * MUI's theme as createTheme makes it; app-theme.ts gives it the site's variables. Two modules, so that
 * start-up evaluates them in two tasks (main.tsx): together they were one task of 52–148 ms on the
 * budgets' phone, long enough to hold up the frame of a key typed meanwhile.
 */
export const muiTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'media', cssVarPrefix: '' },
  colorSchemes: { light: { palette: lightPalette }, dark: { palette: darkPalette } },
  typography,
  shape,
  components,
});
