import Box from '@mui/material/Box';
import { useSnackbar } from 'notistack';
import { useCallback, type ReactNode } from 'react';

export interface ToastOptions {
  title: string;
  description?: string;
  /** "error" is the spec's destructive toast. */
  variant?: 'success' | 'error' | 'info' | 'warning';
  /** Keeps the toast until dismissed (e.g. "a new version is available"). */
  persist?: boolean;
  action?: ReactNode;
}

/** Toasts with a title and a sentence, the shape every message in the spec's catalogue has. */
export function useToast() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const toast = useCallback(
    ({ title, description, variant = 'info', persist, action }: ToastOptions) =>
      enqueueSnackbar(
        <Box>
          <Box component="strong" sx={{ display: 'block' }}>
            {title}
          </Box>
          {description && <Box component="span">{description}</Box>}
        </Box>,
        { variant, persist, action },
      ),
    [enqueueSnackbar],
  );
  return { toast, dismiss: closeSnackbar };
}
