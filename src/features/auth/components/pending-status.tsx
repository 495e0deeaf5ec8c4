import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** "Checking your link…" and the like: a spinner and a sentence, announced politely. */
export function PendingStatus({ children }: { children: string }) {
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{children}</Typography>
    </Stack>
  );
}
