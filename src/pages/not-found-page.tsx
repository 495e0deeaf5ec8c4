import { RouteButton } from '@/components/link-button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { START_APP_AT_ONCE_ATTRIBUTE } from '@/boot/shared';
import { Seo } from '@/components/seo/seo';
import { VisuallyHidden } from '@/components/visually-hidden';
import { paths } from '@/config/paths';

/** The catch-all: says so plainly, logs the path that was tried, and offers the way home. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <Container
      sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}
      {...{ [START_APP_AT_ONCE_ATTRIBUTE]: true }}
    >
      <Seo
        title="Page not found"
        description="The page you are looking for does not exist. Return to the home page to find our services and industries."
        path={pathname}
        noIndex
      />
      <Typography
        component="p"
        aria-hidden
        sx={{
          fontSize: 'clamp(4rem, 3rem + 6vw, 7rem)',
          fontWeight: 800,
          color: 'primary.main',
          lineHeight: 1,
        }}
      >
        404
      </Typography>
      <Typography
        variant="h1"
        tabIndex={-1}
        data-page-title
        sx={{ fontSize: '1.75rem', mt: 2, mb: 2 }}
      >
        <VisuallyHidden>404: </VisuallyHidden>
        Oops! Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The page you are looking for may have moved, or the link may be mistyped.
      </Typography>
      <RouteButton to={paths.home.getHref()} variant="contained">
        Return to Home
      </RouteButton>
    </Container>
  );
}
