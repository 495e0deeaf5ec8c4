import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { CONTACT_LIMITS } from '@site/contract';
import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ActionButton } from '@/components/action-button';
import { PageWithHero } from '@/components/sections/page-with-hero';
import { organizationJsonLd, topLevelBreadcrumb } from '@/components/seo/structured-data';
import { paths } from '@/config/paths';
import { site, telHref } from '@/config/site';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';
import { contactContent, schedulingActions } from '@/content/contact';
import { ContactForm } from '@/features/contact/components/contact-form';
import { OpeningHoursList } from '@/components/opening-hours-list';
import { bareList } from '@/theme/primitives';

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent sx={{ display: 'flex', gap: 2, p: 3 }}>
        <Box aria-hidden sx={{ color: 'primary.main', mt: '2px' }}>
          {icon}
        </Box>
        <Box>
          <Typography component="h2" variant="h5" sx={{ mb: 0.5 }}>
            {title}
          </Typography>
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}

function SideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Typography component="h2" variant="h4" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** /contact: the three ways to reach us, the message form, hours, consultation and emergency support. */
export function ContactPage() {
  const [searchParams] = useSearchParams();
  const initialSubject = (searchParams.get('subject') ?? '').slice(0, CONTACT_LIMITS.subject);
  const { seo, hero, form, hours, consultation, emergency } = contactContent;

  return (
    <PageWithHero
      seo={seo}
      path={paths.contact.path}
      jsonLd={[organizationJsonLd(), topLevelBreadcrumb(seo.title, paths.contact.path)]}
      hero={hero}
      shareable
    >
      <Container sx={{ py: { xs: 6, md: 10 } }}>
        {/* The cards around the form are boundaries of their own, hydrated after it: the form is what
            the app must take over first, while the visitor types into it. */}
        <Suspense fallback={null}>
          <Box
            component="ul"
            aria-label="Ways to reach us"
            sx={{
              ...bareList,
              mb: { xs: 5, md: 8 },
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            }}
          >
            <li>
              <InfoCard icon={<LocationOnOutlinedIcon />} title="Visit Us">
                <Typography color="text.secondary">{site.address.short}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {site.address.streetAddress}
                </Typography>
              </InfoCard>
            </li>
            <li>
              <InfoCard icon={<EmailOutlinedIcon />} title="Email Sales">
                {/* An address is one unbroken word; on a 320 px phone it may break anywhere. */}
                <Link href={`mailto:${site.email}`} sx={{ overflowWrap: 'anywhere' }}>
                  {site.email}
                </Link>
              </InfoCard>
            </li>
            <li>
              <InfoCard icon={<PhoneOutlinedIcon />} title="Call Us">
                <Link href={telHref(site.phone)}>{site.phone}</Link>
                <Typography variant="body2">
                  <WhatsAppLink />
                </Typography>
              </InfoCard>
            </li>
          </Box>
        </Suspense>

        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
            alignItems: 'start',
          }}
        >
          <Card>
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <Typography id="contact-form-heading" component="h2" variant="h3" sx={{ mb: 1 }}>
                {form.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {form.text}
              </Typography>
              <ContactForm initialSubject={initialSubject} />
            </CardContent>
          </Card>

          <Suspense fallback={null}>
            <Stack spacing={3}>
              <SideCard title={hours.title}>
                <OpeningHoursList />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                  {hours.note}
                </Typography>
              </SideCard>
              <SideCard title={consultation.title}>
                <Typography color="text.secondary" sx={{ mb: 2.5 }}>
                  {consultation.text}
                </Typography>
                <Stack spacing={1.5}>
                  <ActionButton action={schedulingActions.sales} fullWidth />
                  <ActionButton action={schedulingActions.technical} fullWidth />
                </Stack>
              </SideCard>
              <SideCard title={emergency.title}>
                <Typography color="text.secondary">{emergency.text}</Typography>
              </SideCard>
            </Stack>
          </Suspense>
        </Box>
      </Container>
    </PageWithHero>
  );
}
