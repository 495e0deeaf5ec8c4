import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ActionButton } from '@/components/action-button';
import { CheckList } from '@/components/sections/check-list';
import { PageWithHero } from '@/components/sections/page-with-hero';
import { topLevelBreadcrumb } from '@/components/seo/structured-data';
import { paths } from '@/config/paths';
import { bookingContent } from '@/content/contact';
import { bareList } from '@/theme/primitives';

/** /booking: two ways to book a call, each opening the external scheduler in a new tab. */
export function BookingPage() {
  const { seo, hero, options, note } = bookingContent;
  return (
    <PageWithHero
      seo={seo}
      path={paths.booking.path}
      jsonLd={[topLevelBreadcrumb(seo.title, paths.booking.path)]}
      hero={hero}
    >
      <Container sx={{ py: { xs: 6, md: 10 } }}>
        <Box
          component="ul"
          sx={{
            ...bareList,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          {options.map((option) => (
            <li key={option.title}>
              <Card>
                <CardContent
                  sx={{
                    p: { xs: 3, md: 4 },
                    display: 'flex',
                    flexDirection: 'column',
                    height: '100%',
                  }}
                >
                  <Typography component="h2" variant="h3" sx={{ mb: 1.5 }}>
                    {option.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mb: 2 }}>
                    {option.text}
                  </Typography>
                  <Box sx={{ mb: 3 }}>
                    <CheckList items={option.points} size="medium" />
                  </Box>
                  <Box sx={{ mt: 'auto' }}>
                    <ActionButton action={option.action} fullWidth />
                  </Box>
                </CardContent>
              </Card>
            </li>
          ))}
        </Box>
        <Typography color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
          {note}
        </Typography>
      </Container>
    </PageWithHero>
  );
}
