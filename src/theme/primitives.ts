import type { ThemeOptions } from '@mui/material/styles';

/**
 * Brand primitives: a deep ink-blue primary, one warm amber accent for calls to action, a neutral grey scale.
 * Every text/background pair used on the site meets WCAG AA (checked by axe in the end-to-end tests).
 */
export const brand = {
  ink: '#0b2545',
  inkLight: '#13315c',
  inkDark: '#061a33',
  amber: '#f4a52a',
  amberDark: '#d98a0b',
  amberLight: '#ffd28a',
  /** Amber dark enough for text on white and mist (6.3:1). */
  amberText: '#8a5300',
  paper: '#ffffff',
  mist: '#f4f7fb',
  line: '#dde3ec',
  textPrimary: '#0f1b2d',
  textSecondary: '#46566b',
} as const;

export const palette: ThemeOptions['palette'] = {
  mode: 'light',
  primary: { main: brand.ink, light: brand.inkLight, dark: brand.inkDark, contrastText: '#ffffff' },
  secondary: {
    main: brand.amber,
    light: brand.amberLight,
    dark: brand.amberDark,
    contrastText: brand.ink,
  },
  text: { primary: brand.textPrimary, secondary: brand.textSecondary },
  background: { default: brand.paper, paper: brand.paper },
  divider: brand.line,
  grey: {
    50: '#f8fafc',
    100: brand.mist,
    200: '#e8edf3',
    300: brand.line,
    400: '#b3bfcd',
    500: '#8193a8',
    600: '#5e6f84',
    700: brand.textSecondary,
    800: '#2b3a4e',
    900: brand.textPrimary,
  },
};

/**
 * The platform's own UI font (San Francisco, Segoe UI, Roboto, …): no webfont to fetch. Inter, self-hosted
 * and preloaded, cost 0.35 s of Lighthouse's LCP and 48 KB of every first visit (DESIGN.md, Typography).
 */
export const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** clamp() between a 360 px and a 1440 px viewport: the type scale grows smoothly, no breakpoints. */
function fluid(minRem: number, maxRem: number): string {
  const slope = (maxRem - minRem) / (90 - 22.5);
  const intercept = minRem - slope * 22.5;
  return `clamp(${minRem}rem, ${intercept.toFixed(4)}rem + ${(slope * 100).toFixed(4)}vw, ${maxRem}rem)`;
}

export const typography: ThemeOptions['typography'] = {
  fontFamily,
  h1: { fontSize: fluid(2.125, 3.5), fontWeight: 760, lineHeight: 1.1, letterSpacing: '-0.02em' },
  h2: { fontSize: fluid(1.75, 2.5), fontWeight: 720, lineHeight: 1.15, letterSpacing: '-0.015em' },
  h3: { fontSize: fluid(1.25, 1.5), fontWeight: 680, lineHeight: 1.25 },
  h4: { fontSize: fluid(1.125, 1.25), fontWeight: 650, lineHeight: 1.3 },
  h5: { fontSize: '1.0625rem', fontWeight: 640, lineHeight: 1.35 },
  h6: { fontSize: '1rem', fontWeight: 640, lineHeight: 1.4 },
  subtitle1: { fontSize: fluid(1.0625, 1.25), lineHeight: 1.6, fontWeight: 420 },
  body1: { fontSize: '1rem', lineHeight: 1.65 },
  body2: { fontSize: '0.9375rem', lineHeight: 1.6 },
  overline: { fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '0.12em', lineHeight: 1.6 },
  button: { textTransform: 'none', fontWeight: 650, fontSize: '1rem' },
};

export const shape: ThemeOptions['shape'] = { borderRadius: 10 };

/** One container width and one vertical rhythm for every section. */
export const layout = {
  containerMaxWidth: 'lg',
  sectionPaddingY: { xs: 7, md: 11 },
  /** Comfortable measure for body text (about 60–75 characters). */
  readableWidth: '68ch',
} as const;
