import Alert from '@mui/material/Alert';

/** Said up front, instead of a request failing obscurely after a timeout. */
export function OfflineNotice({ children }: { children: string }) {
  return (
    <Alert severity="warning" role="status">
      {children}
    </Alert>
  );
}
