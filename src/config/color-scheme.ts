/**
 * The visitor's colour scheme. "system" follows `prefers-color-scheme` with no script and no
 * attribute; "light" and "dark" put `data-color-scheme` on `<html>`, which the theme's CSS keys on
 * (theme/color-scheme-css.ts). Shared by the theme, the menu, boot and the service worker.
 */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

/** The menu's radio buttons (components/layout/color-scheme-choice.tsx) share this name. */
export const COLOR_SCHEME_INPUT_NAME = 'color-scheme';

export const colorSchemeChoices = ['system', 'light', 'dark'] as const;
export type ColorSchemeChoice = (typeof colorSchemeChoices)[number];

/** Anything stored or sent that is not a scheme means the system's. */
export function parseColorSchemeChoice(value: unknown): ColorSchemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** The browser chrome's colour (`theme-color`) in each scheme. */
export const themeColors = { light: '#0b2545', dark: '#081322' } as const;
