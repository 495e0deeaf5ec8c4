import type { CSSObject, Theme } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE } from '@/config/color-scheme';

/**
 * How both schemes fit in every page's first round trip (≈ 0.4 KB brotli on the AI services page),
 * where MUI's own style sheet of every variable in both schemes would cost ≈ 3 KB:
 * - only the colours that differ between the schemes and that the site's pages read are variables
 *   (`SCHEME_VARIABLES`); everything else (MUI's info, success and warning colours in variants the site
 *   never shows, spacing, shadows, z-index, type) is written as its value;
 * - each reference carries the light value as its fallback (`var(--text-primary, #0f1b2d)`), so the
 *   light scheme needs no definitions, and a page defines the dark values once;
 * - names drop MUI's `palette-` (`--text-primary`), read in every rule that uses one.
 * Colours only a form field or an Alert reads are set on the field (`fieldDarkRules`) or the Alert
 * (`alertDarkRules`), so only pages with one carry them.
 */
const SCHEME_VARIABLES =
  /^--palette-(text-(primary|secondary|disabled|primaryChannel)|background-(default|paper)|divider|primary-(main|dark|contrastText|mainChannel)|error-(main|dark|mainChannel|contrastText)|action-(active|activeChannel|hover|hoverOpacity|disabled|disabledBackground)|common-onBackgroundChannel|Input-\w+|site-\w+|Alert-\w+)$/;

const shortName = (name: string) => name.replace(/^--palette-/, '--');

type Declarations = Record<string, string | number>;

/** A value with its variables renamed, and those that are not scheme variables written as their fallback. */
function rewriteReferences(value: string | number): string | number {
  if (typeof value !== 'string') return value;
  return value.replace(/var\((--[\w-]+), ([^()]*)\)/g, (_, name: string, fallback: string) =>
    SCHEME_VARIABLES.test(name) ? `var(${shortName(name)}, ${fallback})` : fallback,
  );
}

type SchemeDeclarations = Record<'root' | 'light' | 'dark', Declarations>;

/**
 * Once per theme, keyed by its sheet generator, which the provider's copies of the theme share: the
 * field and alert rules below ask for them as each form field or alert renders, and generating MUI's
 * sheets of every variable each time was a cost of every form's hydration.
 */
const declaredByGenerator = new WeakMap<object, SchemeDeclarations>();
const fieldRulesByGenerator = new WeakMap<object, CSSObject>();
const alertRulesByGenerator = new WeakMap<object, CSSObject>();

function perTheme(
  cache: WeakMap<object, CSSObject>,
  theme: Theme,
  compute: () => CSSObject,
): CSSObject {
  const key = theme.generateStyleSheets;
  if (!key) return compute();
  let value = cache.get(key);
  if (!value) {
    value = compute();
    cache.set(key, value);
  }
  return value;
}

/** MUI's variables for the theme's shared parts and for each scheme, as it would write them. */
function declaredVariables(theme: Theme): SchemeDeclarations {
  const key = theme.generateStyleSheets;
  const known = key && declaredByGenerator.get(key);
  if (known) return known;
  const sheets = (theme.generateStyleSheets?.() ?? []) as Record<string, CSSObject>[];
  const [root, light, dark] = [
    sheets[0]?.[':root'],
    sheets[1]?.[':root'],
    sheets[2]?.['@media (prefers-color-scheme: dark)']?.[':root'],
  ] as (Declarations | undefined)[];
  const declared = { root: root ?? {}, light: light ?? {}, dark: dark ?? {} };
  if (key) declaredByGenerator.set(key, declared);
  return declared;
}

function mapLeaves<T>(value: T, map: (leaf: string) => unknown): T {
  if (typeof value === 'string') return map(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapLeaves(item, map)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapLeaves(item, map)]),
    ) as T;
  return value;
}

/** What `theme.vars` hands to every style (see the top of this file). */
export function schemeVariableReferences(theme: Theme): Theme['vars'] {
  const { root, light, dark } = declaredVariables(theme);
  return mapLeaves(theme.generateThemeVars?.() ?? theme.vars, (reference) => {
    const name = /^var\((--[\w-]+)\)$/.exec(reference)?.[1];
    if (!name) return reference;
    // A number, as without variables: `theme.spacing(2)` is then 16px, not calc(2 * 8px).
    if (name === '--spacing') return Number.parseFloat(String(root[name]));
    // The light scheme has no overlays (they lighten raised surfaces in the dark); their dark value
    // is invisible on a white surface, so both schemes use it.
    const value = rewriteReferences(light[name] ?? root[name] ?? dark[name] ?? reference);
    return SCHEME_VARIABLES.test(name) ? `var(${shortName(name)}, ${value})` : value;
  });
}

/**
 * `styles` in the dark scheme: the system prefers dark and the visitor has not chosen light, or they
 * chose dark. On `<html>`, or on the element styled (`within: '&'`). A media query and an attribute
 * cannot share one selector, so `styles` appear twice; brotli sends the second copy as a reference to
 * the first (≈ 50 B). `html`, not `:root`: Emotion reads a nested selector that starts with a colon
 * as a pseudo-class of the element styled.
 */
export function inDarkScheme(styles: CSSObject, within?: '&'): CSSObject {
  const on = within ? ` ${within}` : '';
  return {
    '@media (prefers-color-scheme: dark)': {
      [`html:not([${COLOR_SCHEME_ATTRIBUTE}=light])${on}`]: styles,
    },
    [`html[${COLOR_SCHEME_ATTRIBUTE}=dark]${on}`]: styles,
  };
}

function darkValues(theme: Theme, keep: (name: string) => boolean): CSSObject {
  const { light, dark } = declaredVariables(theme);
  return Object.fromEntries(
    Object.entries(dark)
      .filter(([name, value]) => SCHEME_VARIABLES.test(name) && light[name] !== value && keep(name))
      .map(([name, value]) => [shortName(name), rewriteReferences(value)]),
  );
}

const isAlertVariable = (name: string) => name.startsWith('--palette-Alert-');
/** Read by the outlined field's border, label, helper text and autofill (components/form/text-input.tsx). */
const isFieldVariable = (name: string) =>
  /^--palette-(Input-|common-onBackgroundChannel)/.test(name);

/** The dark scheme's values, on `<html>`: the baseline carries them into every page. */
export function darkSchemeRules(theme: Theme): CSSObject {
  return inDarkScheme({
    colorScheme: 'dark',
    ...darkValues(theme, (name) => !isAlertVariable(name) && !isFieldVariable(name)),
  });
}

/** A form field's colours in the dark scheme, on its FormControl. */
export function fieldDarkRules(theme: Theme): CSSObject {
  return perTheme(fieldRulesByGenerator, theme, () =>
    inDarkScheme(darkValues(theme, isFieldVariable), '&'),
  );
}

/** The Alert's colours in the dark scheme, on the Alert. */
export function alertDarkRules(theme: Theme): CSSObject {
  return perTheme(alertRulesByGenerator, theme, () =>
    inDarkScheme(darkValues(theme, isAlertVariable), '&'),
  );
}
