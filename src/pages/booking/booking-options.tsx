import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BOOKING_KIND_PARAM, isBookingKind } from '@site/contract';
import { memo, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ActionButton } from '@/components/action-button';
import { CheckList } from '@/components/sections/check-list';
import type { bookingContent } from '@/content/booking';
import { BookingKindForm } from '@/features/booking/components/booking-kind-form';
import { BookingPanel } from '@/features/booking/components/booking-panel';
import { useBookingFlow } from '@/features/booking/hooks/use-booking-flow';
import { bareList } from '@/theme/primitives';

type BookingOption = (typeof bookingContent.options)[number];

const grid = {
  ...bareList,
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  alignItems: 'start',
} as const;
const cardContent = {
  p: { xs: 3, md: 4 },
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
} as const;

/** A call's title, text, points and button: memoized, so a step of the booking renders none of it. */
const OptionIntro = memo(function OptionIntro({
  option,
  onStart,
}: {
  option: BookingOption;
  onStart: ReturnType<typeof useBookingFlow>['start'];
}) {
  return (
    <>
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
            onStart={onStart}
          />
        )}
      </Box>
    </>
  );
});

/**
 * The calls, each with its booking under its button. `?kind=sales` opens that call's times at once
 * (the contact page's links and the reply templates').
 */
export function BookingOptions({ options }: { options: readonly BookingOption[] }) {
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
    <Box component="ul" sx={grid}>
      {options.map((option) => (
        <li key={option.title}>
          <Card>
            <CardContent sx={cardContent}>
              <OptionIntro option={option} onStart={start} />
              {flow.phase.name !== 'idle' && flow.phase.kind === option.kind && (
                <BookingPanel flow={flow} />
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </Box>
  );
}
