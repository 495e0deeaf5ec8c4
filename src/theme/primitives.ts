import type { PaletteOptions, ThemeOptions } from '@mui/material/styles';
// `theme.vars` and the variables' methods, typed (the theme has CSS variables, theme/app-theme.ts).
import type {} from '@mui/material/themeCssVarsAugmentation';

/** The site's own colours beside MUI's, a variable in each scheme (`lightPalette`, `darkPalette`). */
interface SitePalette {
  /** The muted section background. */
  mist: string;
  /** The accent as text on the page's backgrounds (eyebrows, check marks, stars). */
  accentText: string;
  /** The hero, ink sections and call-to-action bands. */
  inkSurface: string;
  footer: string;
  /** The sticky header, a little translucent. */
  header: string;
  /** A light wash of the primary: hover and current-item backgrounds, icon tiles. */
  wash: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    site: SitePalette;
  }
  interface PaletteOptions {
    site?: SitePalette;
  }
}

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

/** The light scheme: the brand as it has always looked. */
export const lightPalette = {
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
  site: {
    mist: brand.mist,
    accentText: brand.amberText,
    inkSurface: brand.ink,
    footer: brand.inkDark,
    header: 'rgba(255,255,255,0.96)',
    wash: 'rgba(11,37,69,0.07)',
  },
} satisfies PaletteOptions;

/**
 * The dark scheme: the same navy and amber adapted, not inverted. The page is a navy so deep it reads
 * as night; text and the primary (links, outlined buttons) are light tints of the navy's own blue; the
 * amber stays amber (it passes on the dark surfaces as it is); the hero, ink bands and footer stay navy,
 * a step lighter than the page so they still read as the brand's colour.
 */
export const darkPalette = {
  mode: 'dark',
  primary: { main: '#a9c8f2', light: '#cfe0f8', dark: '#7fa6d9', contrastText: brand.ink },
  secondary: {
    main: brand.amber,
    light: brand.amberLight,
    dark: brand.amberDark,
    contrastText: brand.ink,
  },
  // MUI's dark red (#f44336) is under 4.5:1 as text on these surfaces (field errors).
  error: { main: '#ff8a80', light: '#ffb4ab', dark: '#f44336', contrastText: brand.ink },
  text: { primary: '#e7edf6', secondary: '#a9b7ca' },
  background: { default: '#081322', paper: '#0e1c31' },
  divider: '#27405f',
  grey: {
    50: '#0b1729',
    100: '#0e1c31',
    200: '#16273f',
    300: '#27405f',
    400: '#3d5576',
    500: '#6d819c',
    600: '#8d9fb6',
    700: '#a9b7ca',
    800: '#cbd5e2',
    900: '#e7edf6',
  },
  site: {
    mist: '#0b1729',
    accentText: '#f4b454',
    inkSurface: '#0f2a4d',
    footer: '#050d18',
    header: 'rgba(8,19,34,0.96)',
    wash: 'rgba(169,200,242,0.12)',
  },
} satisfies PaletteOptions;

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

/** A list without bullets or the browser's indent, spread first into `sx`: `{ ...bareList, gap: 1 }`. */
export const bareList = { listStyle: 'none', m: 0, p: 0 } as const;
