import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ATTENDANCE,
  BOOKING_KIND_NAMES,
  describeLeadSource,
  formatLagosTime,
  inboxMessageLink,
  type Attendance,
  type Booking,
  type BookingAdminAction,
  type Lead,
} from '@site/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminAction } from '../hooks/use-admin-action';
import { BOOKING_MAIL_STATE_LABELS } from '../triage';
import { Fact } from './fact';
import { OutcomeForm } from './outcome-form';
import { RecordArticle } from './record-article';

export const ATTENDANCE_LABELS: Record<Attendance, string> = { held: 'Held', no_show: 'No-show' };

/** Where a booking stands, in a word or three: "Confirmed", "Cancelled by us", "Held, won". */
export function bookingStatus(booking: Booking): string {
  if (booking.state === 'cancelled')
    return booking.cancelledBy === 'firm' ? 'Cancelled by us' : 'Cancelled by the prospect';
  const parts = [booking.attendance ? ATTENDANCE_LABELS[booking.attendance] : 'Confirmed'];
  if (booking.outcome) parts.push(booking.outcome.result === 'won' ? 'won' : 'lost');
  return parts.join(', ');
}

export interface BookingDetailProps {
  booking: Booking;
  /** The leads from the same address (the prospect's messages), newest first. */
  leads: Lead[];
  onClose: () => void;
  /** Runs an action through the booking function, then reloads the bookings. */
  act: (action: BookingAdminAction) => Promise<void>;
}

/** One booking: when, who, where the visit came from, the messages of the same address; cancel, attendance, outcome. */
export function BookingDetail({ booking, leads, onClose, act }: BookingDetailProps) {
  const { busy, run } = useAdminAction();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const upcoming = booking.state === 'confirmed' && booking.startsAt > new Date();
  const perform = (action: BookingAdminAction, done: string) =>
    void run(() => act(action), {
      success: { title: 'Saved', description: done },
      failure: 'Not saved',
    });
  const minutes = Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000);
  return (
    <RecordArticle
      titleId="booking-title"
      title={`${BOOKING_KIND_NAMES[booking.kind]}: ${booking.name}`}
      close={
        <Box>
          <Button onClick={onClose}>Close</Button>
        </Box>
      }
    >
      <Box component="dl" sx={{ display: 'grid', gap: 0.75, m: 0 }}>
        <Fact term="When">
          {formatLagosTime(booking.startsAt)}, {minutes} minutes
        </Fact>
        <Fact term="Status">{bookingStatus(booking)}</Fact>
        <Fact term="Who">
          {booking.name} &lt;{booking.email}&gt;
        </Fact>
        {booking.phone && <Fact term="Phone">{booking.phone}</Fact>}
        {booking.topic && <Fact term="Topic">{booking.topic}</Fact>}
        <Fact term="Visit began">{describeLeadSource(booking.source) || 'Not recorded'}</Fact>
        <Fact term="Booked">
          {formatLagosTime(booking.createdAt)}
          {booking.path === 'html' ? ', on the page without JavaScript' : ''}
        </Fact>
        <Fact term="Their messages">
          {leads.length === 0
            ? 'None from this address'
            : leads.map((lead, index) => (
                <span key={lead.id}>
                  {index > 0 && '; '}
                  <Link component={RouterLink} to={inboxMessageLink(lead.id)}>
                    {lead.subject}
                  </Link>{' '}
                  ({formatLagosTime(lead.createdAt)})
                </span>
              ))}
        </Fact>
        <Fact term="Invitation e-mail">
          {BOOKING_MAIL_STATE_LABELS[booking.mail.invitation.state]}
        </Fact>
      </Box>

      {upcoming && (
        <Box>
          {confirmCancel ? (
            <Stack spacing={1}>
              <Typography>
                Cancel this meeting? {booking.name} is sent a cancellation for their calendar.
              </Typography>
              <Stack direction="row" spacing={1}>
                <Button
                  variant="contained"
                  color="error"
                  disabled={busy}
                  onClick={() =>
                    perform(
                      { action: 'cancel', bookingId: booking.id },
                      `Cancelled; ${booking.name} has been told.`,
                    )
                  }
                >
                  Yes, cancel it
                </Button>
                <Button disabled={busy} onClick={() => setConfirmCancel(false)}>
                  Keep it
                </Button>
              </Stack>
            </Stack>
          ) : (
            <Button variant="outlined" color="error" onClick={() => setConfirmCancel(true)}>
              Cancel booking
            </Button>
          )}
        </Box>
      )}

      {booking.state === 'confirmed' && (
        <Box role="group" aria-labelledby="attendance-label">
          <Typography id="attendance-label" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Did it take place?
          </Typography>
          <Stack direction="row" spacing={1}>
            {ATTENDANCE.map((attendance) => (
              <Button
                key={attendance}
                variant={booking.attendance === attendance ? 'contained' : 'outlined'}
                aria-pressed={booking.attendance === attendance}
                disabled={busy}
                onClick={() =>
                  perform(
                    {
                      action: 'attendance',
                      bookingId: booking.id,
                      attendance: booking.attendance === attendance ? null : attendance,
                    },
                    `Marked as ${ATTENDANCE_LABELS[attendance].toLowerCase()}.`,
                  )
                }
              >
                {ATTENDANCE_LABELS[attendance]}
              </Button>
            ))}
          </Stack>
        </Box>
      )}

      <OutcomeForm
        key={`${booking.outcome?.result}-${booking.outcome?.valueNaira}`}
        outcome={booking.outcome}
        disabled={busy}
        onSave={(outcome, done) =>
          perform({ action: 'outcome', bookingId: booking.id, outcome }, done)
        }
      />
    </RecordArticle>
  );
}
