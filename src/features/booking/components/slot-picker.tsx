import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatSlotDayShort, slotTimeLabel, type BookingSlotList } from '@site/contract';
import { bookingContent } from '@/content/booking';

const choices = { display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 } as const;

export interface SlotPickerProps {
  list: BookingSlotList;
  day: string | null;
  slot: string | null;
  /** The visitor's time zone, for the second reading of each time. */
  zone: string | null;
  onDay: (day: string) => void;
  onTime: (slot: string) => void;
}

/** The open days as buttons, then the chosen day's times: one tap each, the first day chosen already. */
export function SlotPicker({ list, day, slot, zone, onDay, onTime }: SlotPickerProps) {
  const texts = bookingContent.picker;
  if (list.days.length === 0) return <Typography>{texts.noTimes}</Typography>;
  const times = list.days.find((open) => open.date === day)?.slots ?? [];
  return (
    <>
      <Typography
        id="booking-days-heading"
        tabIndex={-1}
        component="h3"
        variant="h6"
        sx={{ mb: 1 }}
      >
        {texts.chooseDay}
      </Typography>
      <Box sx={choices} role="group" aria-label={texts.chooseDay}>
        {list.days.map((open) => (
          <Button
            key={open.date}
            size="small"
            variant={open.date === day ? 'contained' : 'outlined'}
            aria-pressed={open.date === day}
            onClick={() => onDay(open.date)}
          >
            {formatSlotDayShort(new Date(open.slots[0]!.start))}
          </Button>
        ))}
      </Box>
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        {texts.chooseTime}
      </Typography>
      <Box sx={choices} role="group" aria-label={texts.chooseTime}>
        {times.map((time) => (
          <Button
            key={time.id}
            size="small"
            variant={time.id === slot ? 'contained' : 'outlined'}
            aria-pressed={time.id === slot}
            onClick={() => onTime(time.id)}
          >
            {slotTimeLabel(new Date(time.start), zone)}
          </Button>
        ))}
      </Box>
    </>
  );
}
