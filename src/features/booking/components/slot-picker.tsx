import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatSlotDayShort, slotTimeLabel, type BookingSlotList } from '@site/contract';
import { memo } from 'react';
import { inkWash } from '@/components/link-button';
import { bookingContent } from '@/content/booking';

/**
 * A group of days or times, and its buttons' look (MUI's small outlined Button, in the link buttons'
 * colours; pressed, its contained one), styled once by the group: a button is plain HTML, so a tap
 * renders some fifteen of them as text and attributes, where MUI's Button (its ripple, its styles
 * worked out on each render) took most of a day's tap on the 3G phone. Focus shows the site's own ring
 * (theme baseline).
 */
const choices = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1,
  mb: 3,
  '& > button': {
    boxSizing: 'border-box',
    minHeight: 40,
    px: '1rem',
    m: 0,
    border: '1px solid',
    borderColor: inkWash(0.5),
    borderRadius: 999,
    bgcolor: 'transparent',
    color: 'primary.main',
    font: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: 650,
    lineHeight: 1.75,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    '&:hover': {
      borderColor: 'primary.main',
      bgcolor: inkWash(0.04),
    },
    '&[aria-pressed="true"]': {
      borderColor: 'primary.main',
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
    },
  },
} as const;

export interface SlotPickerProps {
  list: BookingSlotList;
  day: string | null;
  slot: string | null;
  /** The visitor's time zone, for the second reading of each time. */
  zone: string | null;
  onDay: (day: string) => void;
  onTime: (slot: string) => void;
}

/**
 * One day or one time. Memoized, with the same `onChoose` every render (useBookingFlow): a tap renders
 * the buttons it presses and releases, not every one.
 */
const Choice = memo(function Choice({
  value,
  pressed,
  label,
  onChoose,
}: {
  value: string;
  pressed: boolean;
  label: string;
  onChoose: (value: string) => void;
}) {
  return (
    <button type="button" aria-pressed={pressed} onClick={() => onChoose(value)}>
      {label}
    </button>
  );
});

/**
 * The open days as buttons, then the chosen day's times: one tap each, the first day chosen already.
 * Memoized: a key in the details form below does not render it.
 */
export const SlotPicker = memo(function SlotPicker({
  list,
  day,
  slot,
  zone,
  onDay,
  onTime,
}: SlotPickerProps) {
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
          <Choice
            key={open.date}
            value={open.date}
            pressed={open.date === day}
            label={formatSlotDayShort(new Date(open.slots[0]!.start))}
            onChoose={onDay}
          />
        ))}
      </Box>
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        {texts.chooseTime}
      </Typography>
      <Box sx={choices} role="group" aria-label={texts.chooseTime}>
        {times.map((time, index) => (
          // By place, not by time: another day's times update these buttons instead of replacing them
          // (mounting some fifteen buttons was most of a day tap's work).
          <Choice
            key={index}
            value={time.id}
            pressed={time.id === slot}
            label={slotTimeLabel(new Date(time.start), zone)}
            onChoose={onTime}
          />
        ))}
      </Box>
    </>
  );
});
