import { schemeVariableReferences } from './color-scheme-css';
import { muiTheme } from './mui-theme';

/** The site's theme: MUI's (mui-theme.ts), its variables those of theme/color-scheme-css.ts. */
export const appTheme = muiTheme;

const references = schemeVariableReferences(appTheme);
appTheme.vars = references;
// The provider asks the theme for its variables (instead of `vars`) every time it composes it.
appTheme.generateThemeVars = () => references;
appTheme.spacing = appTheme.generateSpacing();
