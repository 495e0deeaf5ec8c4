import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageWithHero } from '@/components/sections/page-with-hero';
import { topLevelBreadcrumb } from '@/components/seo/structured-data';
import { paths } from '@/config/paths';
import { bookingContent } from '@/content/booking';
import { BookingOptions } from './booking-options';

/**
 * /booking: the two calls, each booked on the page (its open times, a day, a time, the visitor's
 * details), or, where a deployment set an external scheduling page for it, a link there in a new tab.
 * The booking's state lives in `BookingOptions`: a tap on a day or a time renders the calls, not the
 * page around them (its hero, its head tags).
 */
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
        <BookingOptions options={options} />
        <Typography color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
          {note}
        </Typography>
      </Container>
    </PageWithHero>
  );
}
