import { createTheme } from '@mui/material/styles';
import { components } from './customizations';
import { palette, shape, typography } from './primitives';

export const appTheme = createTheme({
  palette,
  typography,
  shape,
  components,
});
