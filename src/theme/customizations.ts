import type { Components, Theme } from '@mui/material/styles';
import { MAY_BE_SIGNED_IN_ATTRIBUTE, SESSION_PENDING_ATTRIBUTE } from '@/boot/shared';
import { alertDarkRules, darkSchemeRules, fieldDarkRules } from './color-scheme-css';
import { brand } from './primitives';

// The animation names MUI's InputBase listens for (onAnimationStart) to detect autofill.
const AUTOFILL = 'mui-auto-fill';
const AUTOFILL_CANCEL = 'mui-auto-fill-cancel';

/** Per-component defaults, so pages never restyle buttons, cards or links one by one. */
export const components: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: (theme) => ({
      ...darkSchemeRules(theme),
      html: { scrollBehavior: 'smooth' },
      '@media (prefers-reduced-motion: reduce)': {
        html: { scrollBehavior: 'auto' },
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
        },
      },
      // Sections are focus targets for anchor navigation; the focus lands there without a ring.
      '[tabindex="-1"]:focus': { outline: 'none' },
      ':focus-visible': { outline: `3px solid ${brand.amber}`, outlineOffset: '2px' },
      '[id]': { scrollMarginTop: '80px' },
      // `hidden` wins over a component's own display (the menu's install action before an offer).
      '[hidden]': { display: 'none !important' },
      [`html[${MAY_BE_SIGNED_IN_ATTRIBUTE}] [${SESSION_PENDING_ATTRIBUTE}]`]: {
        visibility: 'hidden',
      },
      // The autofill keyframes every input needs (see MuiInputBase below), in MUI's own form.
      [`@keyframes ${AUTOFILL}`]: { from: { animationName: AUTOFILL } },
      [`@keyframes ${AUTOFILL_CANCEL}`]: { from: { animationName: AUTOFILL_CANCEL } },
    }),
  },
  MuiFormControl: { styleOverrides: { root: ({ theme }) => fieldDarkRules(theme) } },
  MuiInputBase: {
    // Each input would otherwise add the autofill keyframes as a <Global> style tag of its own when it
    // hydrates, restyling the page once per field. They live in the baseline above instead; the input
    // keeps the animation MUI uses to notice browser autofill and float the label clear of the value.
    defaultProps: { disableInjectingGlobalStyles: true },
    styleOverrides: {
      input: {
        animationName: AUTOFILL_CANCEL,
        animationDuration: '10ms',
        '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTOFILL },
      },
    },
  },
  MuiAlert: { styleOverrides: { root: ({ theme }) => alertDarkRules(theme) } },
  MuiButtonBase: { defaultProps: { disableRipple: false } },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: 999, paddingInline: '1.4rem', minHeight: 48 },
      sizeSmall: { minHeight: 40, paddingInline: '1rem' },
    },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 14,
        borderColor: theme.vars.palette.divider,
        height: '100%',
      }),
    },
  },
  // MUI's table border is a tint computed from the light divider; the divider itself follows the scheme.
  MuiTableCell: {
    styleOverrides: { root: ({ theme }) => ({ borderColor: theme.vars.palette.divider }) },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: { root: { fontWeight: 600 } },
  },
  // Safe areas (index.html sets viewport-fit=cover): on notched phones, and in the installed app with
  // no browser chrome around it, backgrounds run to the edges while content keeps clear of the notch.
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: { root: { paddingTop: 'env(safe-area-inset-top)' } },
  },
  MuiContainer: {
    defaultProps: { maxWidth: 'lg' },
    styleOverrides: {
      root: ({ theme, ownerState }) =>
        ownerState.disableGutters
          ? {}
          : {
              paddingLeft: 'max(16px, env(safe-area-inset-left))',
              paddingRight: 'max(16px, env(safe-area-inset-right))',
              [theme.breakpoints.up('sm')]: {
                paddingLeft: 'max(24px, env(safe-area-inset-left))',
                paddingRight: 'max(24px, env(safe-area-inset-right))',
              },
            },
    },
  },
};
