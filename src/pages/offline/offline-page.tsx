import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { offlinePageListId } from '@/sw/protocol';

/**
 * What the service worker shows for a page this device has not saved while there is no connection.
 * It serves this prerendered page with the list filled in (src/sw/offline-page.ts) and without scripts,
 * so everything here must work as plain HTML: links, not buttons.
 */
export function OfflinePage() {
  return (
    <Container sx={{ py: { xs: 8, md: 12 } }}>
      <Seo
        title="You are offline"
        description="This page has not been saved on this device. Pages you have opened before are listed here and work without a connection."
        path={paths.offline.path}
        noIndex
      />
      <Typography variant="h1" tabIndex={-1} data-page-title sx={{ fontSize: '2rem', mb: 2 }}>
        You are offline
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: '60ch' }}>
        This page has not been saved on this device yet. Reconnect to open it, or read one of the
        pages below: they work without a connection.
      </Typography>
      <Typography component="h2" variant="h3" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        Available offline
      </Typography>
      <Box
        component="ul"
        id={offlinePageListId}
        sx={{
          pl: 2.5,
          m: 0,
          '& li': { mb: 1 },
          '& a': { color: 'primary.main', fontWeight: 600 },
          '&:empty::after': {
            content: '"Pages you open while online are saved here."',
            display: 'block',
            color: 'text.secondary',
          },
        }}
      />
    </Container>
  );
}
