import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CallToAction } from '@/content/types';
import { ActionButton } from '../action-button';
import { WhatsAppLink } from '../whatsapp/whatsapp-link';
import { Section } from './section';
import { bareList } from '@/theme/primitives';

/** The closing call to action of a page: a dark band with one or two buttons, and optionally phone and e-mail. */
export function CtaBand({ id = 'get-started', cta }: { id?: string; cta: CallToAction }) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} labelledBy={headingId} tone="ink">
      <Box sx={{ textAlign: 'center', maxWidth: '62ch', mx: 'auto' }}>
        <Typography id={headingId} variant="h2" sx={{ mb: 2, textWrap: 'balance' }}>
          {cta.title}
        </Typography>
        <Typography
          variant="subtitle1"
          component="p"
          sx={{ color: 'rgba(255,255,255,0.85)', mb: 4 }}
        >
          {cta.text}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center' }}
        >
          <ActionButton action={cta.primary} tone="onDark" />
          {cta.secondary && <ActionButton action={cta.secondary} tone="onDark" />}
        </Stack>
        <Typography component="p" sx={{ mt: 3 }}>
          <WhatsAppLink
            sx={{ color: '#fff', fontWeight: 700, textDecorationColor: 'rgba(255,255,255,0.6)' }}
          >
            Prefer WhatsApp? Chat with us
          </WhatsAppLink>
        </Typography>
        {cta.direct && cta.direct.length > 0 && (
          <Box
            component="ul"
            sx={{
              ...bareList,
              mt: 4,
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'center',
              columnGap: 4,
              rowGap: 1.5,
            }}
          >
            {cta.direct.map((contact) => (
              <li key={contact.href}>
                <Box component="span" sx={{ color: 'rgba(255,255,255,0.85)' }}>
                  {contact.label}:{' '}
                </Box>
                <Link
                  href={contact.href}
                  underline="always"
                  sx={{
                    color: '#fff',
                    fontWeight: 700,
                    textDecorationColor: 'rgba(255,255,255,0.6)',
                  }}
                >
                  {contact.value}
                </Link>
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Section>
  );
}
