import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachToastHost, type ToastOptions } from './toast-queue';

function ToastMessage({ title, description }: Pick<ToastOptions, 'title' | 'description'>) {
  return (
    <Box>
      <Box component="strong" sx={{ display: 'block' }}>
        {title}
      </Box>
      {description && <Box component="span">{description}</Box>}
    </Box>
  );
}

/**
 * notistack's own success (#43a047), info and warning backgrounds give white text 2.2–3.3:1; these
 * give at least 5:1 (WCAG AA). Its error red (#d32f2f, 4.98:1) already passes.
 */
const AccessibleToast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1565c0' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#b45309' },
});
const toastComponents = {
  default: AccessibleToast,
  success: AccessibleToast,
  error: AccessibleToast,
  info: AccessibleToast,
  warning: AccessibleToast,
};

/** notistack, mounted once something asks for a toast; it then shows every toast. */
export default function ToasterHost() {
  useEffect(
    () =>
      attachToastHost({
        show: (key, { title, description, variant = 'info', persist, action }) =>
          enqueueSnackbar(<ToastMessage title={title} description={description} />, {
            key,
            variant,
            persist,
            action,
          }),
        close: (key) => closeSnackbar(key),
      }),
    [],
  );
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={6000}
      Components={toastComponents}
    />
  );
}
