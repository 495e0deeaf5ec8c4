import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { canReloadFor, reloadForNewDeploy, type ReloadContext } from './chunk-reload';

const reloadContext = (): ReloadContext => ({
  storage: window.sessionStorage,
  location: window.location,
  online: navigator.onLine,
  now: Date.now(),
});

/**
 * Shown when a page fails to load, most often a code chunk that could not be fetched
 * (a new deployment, or the connection dropped). A chunk a new deployment removed is fixed by one
 * reload, done at once (src/app/chunk-reload.ts); anything else is explained, with a Reload button.
 */
export function RouteError() {
  const error = useRouteError();
  const [recovering] = useState(() => canReloadFor(error, reloadContext()));
  useEffect(() => {
    if (recovering) {
      console.warn('A code chunk is gone after a deploy; reloading once', error);
      reloadForNewDeploy(reloadContext());
    } else {
      console.error('Route failed to render', error);
    }
  }, [error, recovering]);
  if (recovering) return null;
  return (
    <Container component="main" sx={{ py: 12, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Something went wrong
      </Typography>
      <Typography sx={{ mb: 4 }} color="text.secondary">
        This page could not be loaded. Check your connection and try again.
      </Typography>
      <Box>
        <Button variant="contained" color="secondary" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Box>
    </Container>
  );
}
