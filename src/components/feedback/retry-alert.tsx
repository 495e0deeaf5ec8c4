import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

export interface RetryAlertProps {
  /** Loads again; the caller shows its loading state meanwhile. */
  onRetry: () => void;
  /** What could not be loaded, and why where it is known. */
  children: ReactNode;
}

/** Something the page needs could not be loaded: it says so, with the one way on, "Try again". */
export function RetryAlert({ onRetry, children }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
