import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { RouteButton } from '@/components/link-button';
import { Seo } from '@/components/seo/seo';
import { homeAnchors, paths } from '@/config/paths';
import { site, telHref } from '@/config/site';

/**
 * Where the contact form lands when it was posted as plain HTML (before or without the app): the
 * endpoint stored and mailed the message, then sent the browser here
 * (functions/src/contact/contact-form-post.ts). Links only, so it works without scripts, as the form
 * did.
 */
export function ContactSentPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 } }}>
      <Seo
        title="Message sent"
        description={`Thank you for writing to ${site.shortName}. We reply to every message ${site.formResponseTime}.`}
        path={paths.contactSent.path}
        noIndex
      />
      <Typography variant="h1" tabIndex={-1} data-page-title sx={{ fontSize: '2rem', mb: 2 }}>
        Message sent!
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '60ch' }}>
        Thank you for writing to us. Your message has reached our team in Lagos, and we will get
        back to you {site.formResponseTime}, usually much sooner during business hours (
        {site.hours[0]?.days}, {site.hours[0]?.label} {site.timeZone.abbreviation}).
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: '60ch' }}>
        Something urgent? Call us on <a href={telHref(site.phone)}>{site.phone}</a> or e-mail{' '}
        <a href={`mailto:${site.email}`}>{site.email}</a>.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <RouteButton to={paths.home.getHref(homeAnchors.services)} variant="contained">
          Explore Our Services
        </RouteButton>
        <RouteButton to={paths.booking.getHref()} variant="outlined">
          Schedule a Call
        </RouteButton>
      </Box>
    </Container>
  );
}
