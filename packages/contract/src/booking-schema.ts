// A booking request, as the app sends it as JSON and the HTML form posts it: the same checks on both
// paths, parsed once by the booking function. The visitor's fields are the contact form's own (name,
// e-mail, phone: same rules, same sentences), plus a one-line topic; the slot is checked here for
// its form, and against the calendar by the function.
import { z } from 'zod/mini';
import {
  ATTENDANCE,
  BOOKING_KINDS,
  BOOKING_TOPIC_MAX_LENGTH,
  SLOT_REFUSALS,
  type BookingKind,
} from './booking-rules.js';
import { parseSlotId } from './booking-slots.js';
import {
  CONTACT_LIMITS,
  contactMessageSchema,
  errorSummaryOf,
  fieldErrorsOf,
  formatCount,
  LINE_BREAK_OR_CONTROL,
  optionalText,
  pagePath,
} from './contact-schema.js';
import { leadSourceSchema } from './lead-source.js';
import { isOutcomeValue, OUTCOMES } from './outcomes.js';

const { name, email, phone } = contactMessageSchema.shape;

const kind = z.enum(BOOKING_KINDS, {
  error: 'Please choose a sales call or a technical call.',
});

const slot = z
  .string({ error: 'Please choose a time.' })
  .check(z.refine((value) => parseSlotId(value) !== null, { error: SLOT_REFUSALS.unknown }));

const requestId = z.uuid({
  error: 'The form sent an invalid booking id. Please reload the page and try again.',
});

/** A hold: the app keeps a time for the visitor while they fill the form. */
export const bookingHoldSchema = z.object(
  { kind, slot, requestId },
  { error: 'The request could not be read. Please reload the page and try again.' },
);

export const bookingRequestSchema = z.object(
  {
    kind,
    slot,
    name,
    email,
    phone,
    topic: optionalText({
      notText: 'The topic must be text.',
      max: BOOKING_TOPIC_MAX_LENGTH,
      tooLong: `The topic can be at most ${formatCount(BOOKING_TOPIC_MAX_LENGTH)} characters.`,
      forbidden: LINE_BREAK_OR_CONTROL,
      forbiddenMessage: 'The topic must fit on one line, without special characters.',
    }),
    /** The app's id for this booking (kept across retries); the HTML form's, from the slot page. */
    requestId,
    page: pagePath,
    source: z.catch(z.optional(leadSourceSchema), undefined),
  },
  { error: 'The form could not be read. Please reload the page and try again.' },
);

export type BookingHold = z.infer<typeof bookingHoldSchema>;
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
export type BookingField = keyof BookingRequest;
export type BookingFieldErrors = Partial<Record<BookingField, string>>;

const bookingFields = Object.keys(bookingRequestSchema.shape) as BookingField[];

export function bookingFieldErrors(error: z.core.$ZodError): BookingFieldErrors {
  return fieldErrorsOf(error, bookingFields);
}

export function bookingErrorSummary(error: z.core.$ZodError): string {
  return errorSummaryOf(error, bookingFieldErrors(error));
}

/** The fields a visitor fills, in the form's order, as both forms draw them. */
export const BOOKING_FORM_FIELDS = [
  {
    name: 'name',
    label: 'Full Name',
    type: 'text',
    autocomplete: 'name',
    required: true,
    maxLength: CONTACT_LIMITS.name,
  },
  {
    name: 'email',
    label: 'Email Address',
    type: 'email',
    autocomplete: 'email',
    required: true,
    maxLength: CONTACT_LIMITS.email,
  },
  {
    name: 'phone',
    label: 'Phone (optional)',
    type: 'tel',
    autocomplete: 'tel',
    required: false,
    maxLength: CONTACT_LIMITS.phone,
    help: 'Only to reach you about this consultation.',
  },
  {
    name: 'topic',
    label: 'What would you like to discuss? (optional)',
    type: 'text',
    required: false,
    maxLength: BOOKING_TOPIC_MAX_LENGTH,
    help: 'One line is enough; we read it before the call.',
  },
] as const satisfies readonly {
  name: Extract<BookingField, 'name' | 'email' | 'phone' | 'topic'>;
  label: string;
  type: 'text' | 'email' | 'tel';
  autocomplete?: 'name' | 'email' | 'tel';
  required: boolean;
  maxLength: number;
  help?: string;
}[];

/** A slot as the endpoint lists it: its id and start, in the kind's list. */
export interface ListedSlot {
  id: string;
  /** ISO 8601 UTC. */
  start: string;
}

/** The endpoint's JSON answer to the app's GET: the kind's open slots by Lagos day. */
export interface BookingSlotList {
  kind: BookingKind;
  lengthMinutes: number;
  holdMinutes: number;
  days: { date: string; slots: ListedSlot[] }[];
}

/** The endpoint's JSON answer to a hold or a booking. */
export type BookingAnswer =
  | {
      outcome: 'held';
      heldUntil: string;
    }
  | {
      outcome: 'booked';
      bookingId: string;
      kind: BookingKind;
      start: string;
      end: string;
    }
  | {
      outcome: 'taken' | 'refused';
      /** Why, as the visitor reads it. */
      message: string;
      /** The next free slots of the same kind, for a taken time. */
      alternatives: ListedSlot[];
    }
  | { outcome: 'invalid'; message: string; fieldErrors: BookingFieldErrors }
  | { outcome: 'rate-limited'; message: string };

/** What an admin does to a booking from the inbox (the manageBooking callable). */
export const bookingAdminActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('cancel'), bookingId: requestId }),
  z.object({
    action: z.literal('attendance'),
    bookingId: requestId,
    attendance: z.nullable(z.enum(ATTENDANCE)),
  }),
  z.object({
    action: z.literal('outcome'),
    bookingId: requestId,
    outcome: z.nullable(
      z.object({
        result: z.enum(OUTCOMES),
        valueNaira: z.nullable(z.number().check(z.refine(isOutcomeValue))),
      }),
    ),
  }),
]);
export type BookingAdminAction = z.infer<typeof bookingAdminActionSchema>;
