import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { industrySummaries } from '@/content/industries/catalog';
import { serviceSummaries } from '@/content/services/catalog';
import type { BookingKind } from '@site/contract';
import { bookingLink } from '@/config/booking-links';
import { paths } from '@/config/paths';
import { site, telHref } from '@/config/site';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';
import { OpeningHoursList } from '../opening-hours-list';
import { VisuallyHidden } from '../visually-hidden';
import { Logo } from './logo';
import { bareList } from '@/theme/primitives';

const linkSx = { color: 'rgba(255,255,255,0.85)', fontWeight: 500, '&:hover': { color: '#fff' } };

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  const id = `footer-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" sx={{ color: '#fff', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A call's booking: /booking with its times opened, or the external page a deployment set for it. */
function BookingLink({ kind, children }: { kind: BookingKind; children: string }) {
  const link = bookingLink(kind);
  return link.external ? (
    <Link href={link.href} target="_blank" rel="noopener noreferrer" sx={linkSx}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Link>
  ) : (
    <Link component={RouterLink} to={link.href} sx={linkSx}>
      {children}
    </Link>
  );
}

function LinkList({ links }: { links: readonly { label: string; to: string }[] }) {
  return (
    <Box component="ul" sx={{ ...bareList, display: 'grid', gap: 1 }}>
      {links.map((link) => (
        <li key={link.to}>
          <Link component={RouterLink} to={link.to} sx={linkSx}>
            {link.label}
          </Link>
        </li>
      ))}
    </Box>
  );
}

/** The footer's id: what the root layout hydrates it by. */
export const SITE_FOOTER_ID = 'site-footer';

/** Company identity, contacts, address and hours, all from config/site.ts. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      id={SITE_FOOTER_ID}
      sx={{
        bgcolor: 'site.footer',
        color: 'rgba(255,255,255,0.85)',
        pt: 8,
        // Clear of the home indicator on phones without a home button.
        pb: 'calc(32px + env(safe-area-inset-bottom))',
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr 1fr 1fr 1.2fr' },
          }}
        >
          <Box>
            <Logo onDark />
            <Typography variant="body2" sx={{ mt: 2, maxWidth: '36ch' }}>
              {site.tagline} Since {site.foundedYear}.
            </Typography>
          </Box>
          <FooterColumn title="Services">
            <LinkList
              links={serviceSummaries.map((s) => ({
                label: s.title,
                to: paths.service(s.slug).getHref(),
              }))}
            />
          </FooterColumn>
          <FooterColumn title="Industries">
            <LinkList
              links={industrySummaries.map((i) => ({
                label: i.name,
                to: paths.industry(i.slug).getHref(),
              }))}
            />
          </FooterColumn>
          <FooterColumn title="Contact">
            <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1 }}>
              <Typography variant="body2">
                {site.address.streetAddress}
                <br />
                {site.address.locality}, {site.address.country}
              </Typography>
              <Link href={`mailto:${site.email}`} sx={linkSx}>
                {site.email}
              </Link>
              <Link href={telHref(site.phone)} sx={linkSx}>
                {site.phone}
              </Link>
              <WhatsAppLink sx={linkSx} />
            </Box>
            <Typography
              component="h3"
              variant="body2"
              sx={{ color: '#fff', fontWeight: 650, mt: 3, mb: 1 }}
            >
              Business hours ({site.timeZone.abbreviation})
            </Typography>
            <OpeningHoursList dense />
            <Box sx={{ mt: 3, display: 'grid', gap: 1 }}>
              <BookingLink kind="sales">Book a sales call</BookingLink>
              <BookingLink kind="technical">Book a technical call</BookingLink>
            </Box>
          </FooterColumn>
        </Box>
        <Box
          sx={{
            mt: 6,
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.15)',
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Typography variant="body2">
            © {year} {site.legalName}. Lagos, Nigeria.
          </Typography>
          <Link component={RouterLink} to={paths.privacy.getHref()} variant="body2" sx={linkSx}>
            Privacy Notice
          </Link>
        </Box>
      </Container>
    </Box>
  );
}
