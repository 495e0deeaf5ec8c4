import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BOOKING_BLOCK_LIMITS, formatLagosTime, lagosDateBounds } from '@site/contract';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { TextInput } from '@/components/form/text-input';
import { addBlock, loadBlocks, removeBlock, type Block } from '../api/bookings';
import { describeError } from '../describe-error';
import { useAdminAction } from '../hooks/use-admin-action';

const DAY_MS = 24 * 60 * 60_000;
/** A Lagos wall-clock time (WAT, UTC+1, all year) as an instant. */
const lagosInstant = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

/**
 * Times the firm closes to bookings (a holiday of its own, a workshop): a whole day, or hours of it in
 * Lagos time. Kept in Firestore (bookingBlocks, admins only); the booking page leaves them out at once.
 */
export function ClosedTimes({ uid }: { uid: string }) {
  const [blocks, setBlocks] = useState<Block[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useAdminAction();

  const reload = useCallback(
    () =>
      loadBlocks(new Date()).then(setBlocks, (failure: unknown) =>
        setLoadError(describeError(failure)),
      ),
    [],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setError('Choose a day.');
    if ((from === '') !== (to === ''))
      return setError('Give both times, or neither for the whole day.');
    const block = from
      ? { startsAt: lagosInstant(date, from), endsAt: lagosInstant(date, to) }
      : lagosDateBounds(date);
    if (block.endsAt <= block.startsAt) return setError('The end must come after the start.');
    if (block.endsAt.getTime() - block.startsAt.getTime() > BOOKING_BLOCK_LIMITS.maxDays * DAY_MS)
      return setError(`A block lasts at most ${BOOKING_BLOCK_LIMITS.maxDays} days.`);
    setError(null);
    void run(
      async () => {
        await addBlock({ ...block, reason: reason.trim() }, uid);
        setDate('');
        setFrom('');
        setTo('');
        setReason('');
        await reload();
      },
      { success: { title: 'Saved', description: 'Closed to bookings.' }, failure: 'Not saved' },
    );
  };

  return (
    <Box component="section" aria-labelledby="closed-times-heading">
      <Typography id="closed-times-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        Closed times
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Times nobody can book, in Lagos time, besides nights, Sundays and public holidays.
      </Typography>
      {loadError && (
        <Typography color="error">The closed times could not be loaded: {loadError}</Typography>
      )}
      {blocks && blocks.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, mb: 2, p: 0 }}>
          {blocks.map((block) => (
            <Stack
              component="li"
              key={block.id}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
            >
              <Typography sx={{ flex: 1 }}>
                {formatLagosTime(block.startsAt)} to {formatLagosTime(block.endsAt)}
                {block.reason ? `: ${block.reason}` : ''}
              </Typography>
              <Button
                size="small"
                disabled={busy}
                onClick={() =>
                  void run(
                    async () => {
                      await removeBlock(block.id);
                      await reload();
                    },
                    {
                      success: { title: 'Saved', description: 'Open to bookings again.' },
                      failure: 'Not saved',
                    },
                  )
                }
              >
                Remove
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
      <Box component="form" onSubmit={add} sx={{ display: 'grid', gap: 1.5, maxWidth: 480 }}>
        <TextInput
          label="Day"
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <Stack direction="row" spacing={1}>
          <TextInput
            label="From (optional)"
            type="time"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
          <TextInput
            label="To (optional)"
            type="time"
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </Stack>
        <TextInput
          label="Reason (optional)"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: BOOKING_BLOCK_LIMITS.reason } }}
        />
        {error && (
          <Typography color="error" role="alert">
            {error}
          </Typography>
        )}
        <Box>
          <Button type="submit" variant="outlined" disabled={busy}>
            Close to bookings
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
