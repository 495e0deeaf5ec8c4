import Alert from '@mui/material/Alert';

/** A request's failure, as a sentence inside its form; announced to screen readers when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
