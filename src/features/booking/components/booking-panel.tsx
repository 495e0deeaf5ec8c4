import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BOOKING_KIND_NAMES, formatLagosDate, slotTimeLabel } from '@site/contract';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { bookingContent } from '@/content/booking';
import type { useBookingFlow } from '../hooks/use-booking-flow';
import { visitorZone } from '../visitor-zone';
import { BookingDetailsForm, OtherTimes } from './booking-details-form';
import { SlotPicker } from './slot-picker';

/**
 * `children` mounted in a background render just after the first paint, or at once when `now`: the
 * details form is ready, hidden, by the time a time is tapped, and the tap only shows it.
 */
function MountSoon({ now, children }: { now: boolean; children: ReactNode }) {
  const soon = useDeferredValue(true, false);
  return soon || now ? children : null;
}

/**
 * The details form before a time is chosen: laid out but neither seen, nor read, nor reached (with
 * `inert`), so that the tap on a time only shows it. Hidden with `hidden` (display: none), its first
 * layout fell in that tap, forced by the focus moving to its heading: 34–56 ms of the tap's frame on
 * the budgets' phone.
 */
const laidOutUnseen = { visibility: 'hidden', height: 0, overflow: 'hidden' } as const;

/** The heading each step moves focus to as it appears. */
const STEP_HEADINGS = {
  times: 'booking-days-heading',
  details: 'booking-details-heading',
  booked: 'booking-done-heading',
} as const;

/**
 * A call's booking on the page, under its button: the open times, the visitor's details, the answer.
 */
export function BookingPanel({ flow }: { flow: ReturnType<typeof useBookingFlow> }) {
  const { phase } = flow;
  const texts = bookingContent.picker;
  const [zone] = useState(visitorZone);
  const step = phase.name === 'choosing' ? (phase.slot ? 'details' : 'times') : phase.name;
  useEffect(() => {
    // The step's own heading (focusable, tabIndex -1): a screen reader follows, and the view with it.
    if (step in STEP_HEADINGS)
      document.getElementById(STEP_HEADINGS[step as keyof typeof STEP_HEADINGS])?.focus();
  }, [step]);

  switch (phase.name) {
    case 'idle':
      return null;
    case 'load-failed':
      return (
        <Alert
          severity="warning"
          role="alert"
          sx={{ mt: 3 }}
          action={
            <Button color="inherit" size="small" onClick={flow.retry}>
              {texts.retry}
            </Button>
          }
        >
          {texts.loadFailed}
        </Alert>
      );
    case 'booked':
      return (
        <Box sx={{ mt: 3 }} role="status">
          <Typography
            id={STEP_HEADINGS.booked}
            tabIndex={-1}
            component="h3"
            variant="h5"
            sx={{ mb: 1 }}
          >
            {texts.booked(BOOKING_KIND_NAMES[phase.kind].toLowerCase())}
          </Typography>
          <Typography sx={{ mb: 1, fontWeight: 600 }}>
            {formatLagosDate(phase.start)}, {slotTimeLabel(phase.start, zone)}
          </Typography>
          <Typography color="text.secondary">{texts.invitation(phase.email)}</Typography>
        </Box>
      );
    case 'loading':
    case 'choosing': {
      const chosen =
        phase.name === 'choosing'
          ? phase.list.days.flatMap((day) => day.slots).find((slot) => slot.id === phase.slot)
          : undefined;
      // The details form keeps its place from the tap on the call: mounted (hidden) while the times
      // are on their way, the first tap on a day does not meet its mounting.
      return (
        <Box sx={{ mt: 3 }}>
          {phase.name === 'loading' ? (
            <Typography role="status">{texts.loading}</Typography>
          ) : (
            <>
              {flow.notice && (
                <OtherTimes
                  notice={flow.notice}
                  alternatives={flow.alternatives}
                  zone={zone}
                  onTime={flow.chooseTime}
                />
              )}
              <SlotPicker
                list={phase.list}
                day={phase.day}
                slot={phase.slot}
                zone={zone}
                onDay={flow.chooseDay}
                onTime={flow.chooseTime}
              />
            </>
          )}
          <MountSoon now={chosen !== undefined}>
            <Box sx={chosen ? undefined : laidOutUnseen} inert={!chosen}>
              <BookingDetailsForm
                start={chosen?.start ?? null}
                zone={zone}
                holdMinutes={phase.name === 'choosing' ? phase.list.holdMinutes : 0}
                held={phase.name === 'choosing' && phase.heldUntil !== null}
                values={flow.values}
                fieldErrors={flow.fieldErrors}
                sending={flow.sending}
                onChange={flow.onChange}
                onConfirm={flow.confirm}
              />
            </Box>
          </MountSoon>
        </Box>
      );
    }
  }
}
