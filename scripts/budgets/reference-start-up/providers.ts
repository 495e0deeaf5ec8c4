export { ThemeProvider } from '@mui/material/styles';
export { default as CssBaseline } from '@mui/material/CssBaseline';
