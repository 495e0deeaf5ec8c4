import Box from '@mui/material/Box';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
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
    />
  );
}
