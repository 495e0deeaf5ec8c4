import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

/**
 * Shown when a page fails to load, most often a code chunk that could not be fetched
 * (a new deployment, or the connection dropped). A reload fixes both.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed to render', error);
  }, [error]);
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
