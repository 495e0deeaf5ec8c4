import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { ScrollManager } from '@/components/layout/scroll-manager';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { ContactOutboxSync } from '@/features/contact/components/contact-outbox-sync';

/** Every page: skip link, navigation, the page itself, footer. */
export function RootLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ minHeight: '60vh' }}>
        <Outlet />
      </Box>
      <SiteFooter />
      <ScrollManager />
      <ContactOutboxSync />
    </>
  );
}
