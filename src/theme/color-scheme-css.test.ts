// @vitest-environment node
import type { CSSObject } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { appTheme } from './app-theme';
import { alertDarkRules, darkSchemeRules, fieldDarkRules } from './color-scheme-css';
import { darkPalette, lightPalette } from './primitives';

const darkOnRoot = darkSchemeRules(appTheme);
const mediaRules = darkOnRoot['@media (prefers-color-scheme: dark)'] as CSSObject;
const systemDark = mediaRules['html:not([data-color-scheme=light])'] as Record<string, unknown>;

describe('the theme in two schemes', () => {
  it('reads a scheme colour as its variable with the light value as fallback, and the rest as values', () => {
    const { palette } = appTheme.vars;
    expect(palette.text.primary).toBe(`var(--text-primary, ${lightPalette.text.primary})`);
    expect(palette.site.mist).toBe(`var(--site-mist, ${lightPalette.site.mist})`);
    // The same in both schemes: a value, which no page has to define.
    expect(palette.secondary.main).toBe(lightPalette.secondary.main);
    expect(appTheme.vars.shadows[1]).not.toContain('var(');
    expect(appTheme.spacing(2)).toBe('16px');
  });

  it('defines the dark values once for the system and once for the choice, the same list', () => {
    expect(systemDark).toEqual(darkOnRoot['html[data-color-scheme=dark]']);
    expect(systemDark).toMatchObject({
      colorScheme: 'dark',
      '--text-primary': darkPalette.text.primary,
      '--background-default': darkPalette.background.default,
      '--primary-main': darkPalette.primary.main,
      '--site-inkSurface': darkPalette.site.inkSurface,
      '--error-main': darkPalette.error.main,
    });
  });

  it('defines only colours that differ, and every variable a reference can name', () => {
    const names = Object.keys(systemDark).filter((name) => name.startsWith('--'));
    expect(names).not.toContain('--secondary-main');
    const referenced = new Set(
      JSON.stringify(appTheme.vars)
        .match(/var\(--[\w-]+/g)
        ?.map((match) => match.slice(4)),
    );
    const fieldAndAlert = [alertDarkRules(appTheme), fieldDarkRules(appTheme)].flatMap((rules) =>
      Object.keys(rules['html[data-color-scheme=dark] &'] as CSSObject),
    );
    for (const name of names) expect(referenced).toContain(name);
    expect(fieldAndAlert).toContain('--Input-autofillWebkitBoxShadow');
    expect(fieldAndAlert.some((name) => name.startsWith('--Alert-'))).toBe(true);
  });

  it("works out a field's and an alert's dark rules once per theme, however many of them render", () => {
    // The provider hands components copies of the theme that share its sheet generator.
    const copy = { ...appTheme };
    expect(fieldDarkRules(copy)).toBe(fieldDarkRules(appTheme));
    expect(alertDarkRules(copy)).toBe(alertDarkRules(appTheme));
  });
});
