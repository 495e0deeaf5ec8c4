import Box from '@mui/material/Box';
import {
  BOOKING_ENDPOINT,
  BOOKING_KIND_PARAM,
  CONTACT_SOURCE_FIELD,
  type BookingKind,
} from '@site/contract';
import type { FormEvent } from 'react';
import { POSTING_NATIVELY_ATTRIBUTE } from '@/boot/shared';
import { SubmitButton } from '@/components/form/submit-button';

export interface BookingKindFormProps {
  kind: BookingKind;
  label: string;
  color: 'primary' | 'secondary';
  onStart: (kind: BookingKind) => void;
}

/**
 * A call's button, HTML first: before (or without) the app it asks the endpoint for that call's open
 * times as a page (a GET form: nothing to lose, nothing posted twice), the visit's source in its
 * hidden field (filled by the boot module as the browser sends it); once hydrated it opens the times
 * here instead.
 */
export function BookingKindForm({ kind, label, color, onStart }: BookingKindFormProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The browser is already asking for the page (sent before the app had hydrated).
    if (event.currentTarget.hasAttribute(POSTING_NATIVELY_ATTRIBUTE)) return;
    event.preventDefault();
    onStart(kind);
  };
  return (
    <Box component="form" action={BOOKING_ENDPOINT} method="get" onSubmit={onSubmit}>
      <input type="hidden" name={BOOKING_KIND_PARAM} value={kind} />
      <input type="hidden" name={CONTACT_SOURCE_FIELD} defaultValue="" />
      <SubmitButton label={label} pendingLabel="Loading..." pending={false} color={color} />
    </Box>
  );
}
