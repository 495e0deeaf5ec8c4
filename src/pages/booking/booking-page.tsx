import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BOOKING_KIND_PARAM, isBookingKind } from '@site/contract';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ActionButton } from '@/components/action-button';
import { CheckList } from '@/components/sections/check-list';
import { PageWithHero } from '@/components/sections/page-with-hero';
import { topLevelBreadcrumb } from '@/components/seo/structured-data';
import { paths } from '@/config/paths';
import { bookingContent } from '@/content/booking';
import { BookingKindForm } from '@/features/booking/components/booking-kind-form';
import { BookingPanel } from '@/features/booking/components/booking-panel';
import { useBookingFlow } from '@/features/booking/hooks/use-booking-flow';
import { bareList } from '@/theme/primitives';

/**
 * /booking: the two calls, each booked on the page (its open times, a day, a time, the visitor's
 * details), or, where a deployment set an external scheduling page for it, a link there in a new tab.
 * `?kind=sales` opens that call's times at once (the contact page's links and the reply templates').
 */
export function BookingPage() {
  const { seo, hero, options, note } = bookingContent;
  const flow = useBookingFlow();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get(BOOKING_KIND_PARAM);
  const { start, prefetch } = flow;
  useEffect(() => {
    // The calls booked here: their times asked for as the page starts, shown at once on a tap.
    prefetch(options.flatMap((option) => ('href' in option.action ? [] : [option.kind])));
  }, [options, prefetch]);
  useEffect(() => {
    if (isBookingKind(asked)) start(asked);
    // Once per kind in the address: a later tap on the other call is the visitor's choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);

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
            alignItems: 'start',
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
                    {'href' in option.action ? (
                      <ActionButton action={option.action} fullWidth />
                    ) : (
                      <BookingKindForm
                        kind={option.kind}
                        label={option.action.label}
                        color={option.action.variant === 'secondary' ? 'secondary' : 'primary'}
                        onStart={start}
                      />
                    )}
                  </Box>
                  {flow.phase.name !== 'idle' && flow.phase.kind === option.kind && (
                    <BookingPanel flow={flow} />
                  )}
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
