import { createTheme } from '@mui/material/styles';
import { components } from './customizations';
import { palette, shape, typography } from './primitives';

export const appTheme = createTheme({
  cssVariables: true,
  palette,
  typography,
  shape,
  components,
});
