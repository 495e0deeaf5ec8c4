import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  BOOKING_FORM_FIELDS,
  BOOKING_RETENTION_DAYS,
  formatLagosDate,
  lagosDate,
  slotTimeLabel,
  type BookingFieldErrors,
  type ListedSlot,
} from '@site/contract';
import { memo, type ChangeEvent, type FormEvent } from 'react';
import { TextInput } from '@/components/form/text-input';
import { PrivacyNote } from '@/components/form/privacy-note';
import { SubmitButton } from '@/components/form/submit-button';
import { bookingContent } from '@/content/booking';
import type { BookingFormValues } from '../hooks/use-booking-flow';

export interface BookingDetailsFormProps {
  /** The chosen time (ISO 8601); null while none is (the form waits, hidden). */
  start: string | null;
  zone: string | null;
  holdMinutes: number;
  held: boolean;
  values: BookingFormValues;
  fieldErrors: BookingFieldErrors;
  sending: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onConfirm: () => unknown;
}

/** Each field's limits for the browser, made once: a new object every render would render every field. */
const inputProps = Object.fromEntries(
  BOOKING_FORM_FIELDS.map((field) => [
    field.name,
    {
      htmlInput: {
        maxLength: field.maxLength,
        inputMode: field.type === 'tel' ? ('tel' as const) : undefined,
      },
    },
  ]),
);

/**
 * The visitor's details for the chosen time, then Confirm. Memoized, and each field too: mounted hidden
 * before a time is chosen, it is rendered again by a tap on a day or a time only where they change it.
 */
export const BookingDetailsForm = memo(function BookingDetailsForm(props: BookingDetailsFormProps) {
  const { zone, values, fieldErrors, sending } = props;
  const start = props.start === null ? null : new Date(props.start);
  const texts = bookingContent.picker;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onConfirm();
  };
  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="booking-details-heading"
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography id="booking-details-heading" tabIndex={-1} component="h3" variant="h6">
        {texts.yourDetails}
      </Typography>
      {start && (
        <Typography>
          {formatLagosDate(start)}, {slotTimeLabel(start, zone)}
          {props.held ? ` · ${texts.held(props.holdMinutes)}` : ''}
        </Typography>
      )}
      {BOOKING_FORM_FIELDS.map((field) => (
        <TextInput
          key={field.name}
          id={`booking-${field.name}`}
          name={field.name}
          label={field.label}
          type={field.type}
          autoComplete={'autocomplete' in field ? field.autocomplete : undefined}
          value={values[field.name]}
          onChange={props.onChange}
          required={field.required}
          fullWidth
          error={Boolean(fieldErrors[field.name])}
          helperText={fieldErrors[field.name] ?? ('help' in field ? field.help : undefined)}
          slotProps={inputProps[field.name]}
        />
      ))}
      <SubmitButton
        label={texts.confirm}
        pendingLabel={texts.confirming}
        pending={sending}
        color="secondary"
        fullWidth={false}
      />
      <PrivacyNote>
        {`We keep a booking for ${BOOKING_RETENTION_DAYS} days after the meeting, then delete it.`}
      </PrivacyNote>
    </Box>
  );
});

/** A taken time's answer: what happened, and the next free times, one tap each. */
export function OtherTimes({
  notice,
  alternatives,
  zone,
  onTime,
}: {
  notice: string;
  alternatives: readonly ListedSlot[];
  zone: string | null;
  onTime: (slot: string, day: string) => void;
}) {
  const texts = bookingContent.picker;
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 3 }}>
      {notice}
      {alternatives.length > 0 && (
        <>
          {' '}
          {texts.otherTimes}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {alternatives.map((time) => {
              const start = new Date(time.start);
              return (
                <Button
                  key={time.id}
                  size="small"
                  variant="outlined"
                  color="inherit"
                  onClick={() => onTime(time.id, lagosDate(start))}
                >
                  {`${formatLagosDate(start)}, ${slotTimeLabel(start, zone)}`}
                </Button>
              );
            })}
          </Box>
        </>
      )}
    </Alert>
  );
}
