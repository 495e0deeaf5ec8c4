// The pages of the booking's HTML path (shared/html-page.ts: no script, no asset): a kind's open times
// with the form that books one, the confirmation, a refusal with other times and everything typed kept,
// and a booking's own page from its e-mails (details, then a button: only a POST changes anything).
import {
  BOOKING_ENDPOINT,
  BOOKING_FORM_FIELDS,
  BOOKING_KIND_NAMES,
  BOOKING_KIND_PARAM,
  BOOKING_MANAGE_PATH,
  BOOKING_PAGE_PATH,
  BOOKING_TOKEN_PARAM,
  CONTACT_HONEYPOT,
  CONTACT_SOURCE_FIELD,
  formatLagosDate,
  slotId,
  slotTimeLabel,
  type Booking,
  type BookingFieldErrors,
  type BookingKind,
  type SlotDay,
} from '@site/contract';
import { escapeHtml, htmlField, htmlHidden, htmlHoneypot, htmlPage } from '../shared/html-page.js';

/** What the visitor typed (and the hidden fields), kept across a refused post. */
export interface BookingFormValues {
  name: string;
  email: string;
  phone: string;
  topic: string;
  requestId: string;
  page: string;
  /** The visit's source (a LeadSource as JSON), kept for the post. */
  source: string;
}

export const EMPTY_VALUES: Omit<BookingFormValues, 'requestId'> = {
  name: '',
  email: '',
  phone: '',
  topic: '',
  page: BOOKING_PAGE_PATH,
  source: '',
};

const ZONE_NOTE = 'Times are West Africa Time (WAT, UTC+1), the time in Lagos.';

/** A radio for each time of each day, the days as disclosures (the first one open). */
function timeChoices(days: readonly SlotDay[], chosen: string | null, name = 'slot'): string {
  if (days.length === 0) {
    return `<p>No times are open in the next weeks. Please call us or <a href="/contact">send us a message</a>.</p>`;
  }
  return days
    .map((day, index) => {
      const times = day.slots
        .map((start) => {
          const id = slotId(start);
          return `<label><input type="radio" name="${name}" value="${id}" required${id === chosen ? ' checked' : ''}>${escapeHtml(slotTimeLabel(start))}</label>`;
        })
        .join('');
      const open = index === 0 || day.slots.some((start) => slotId(start) === chosen);
      return `<details${open ? ' open' : ''}><summary>${escapeHtml(formatLagosDate(day.slots[0]!))}</summary><div class="times">${times}</div></details>`;
    })
    .join('\n');
}

/** The page of `kind`'s open times with the form; with a refusal's summary and errors when posted back. */
export function slotListPage({
  kind,
  lengthMinutes,
  days,
  values,
  chosen = null,
  summary,
  fieldErrors = {},
  alternatives = [],
}: {
  kind: BookingKind;
  lengthMinutes: number;
  days: readonly SlotDay[];
  values: BookingFormValues;
  chosen?: string | null;
  summary?: string;
  fieldErrors?: BookingFieldErrors;
  alternatives?: readonly Date[];
}): string {
  const name = BOOKING_KIND_NAMES[kind];
  const others = alternatives.length
    ? `<p>The next free times: ${alternatives.map((start) => escapeHtml(`${formatLagosDate(start)}, ${slotTimeLabel(start)}`)).join('; ')}.</p>`
    : '';
  const body = `${summary ? `<div class="summary" role="alert"><p>${escapeHtml(summary)}</p>${others}</div>` : ''}
<p class="note">${escapeHtml(`${ZONE_NOTE} The call lasts ${lengthMinutes} minutes.`)} <a href="${BOOKING_PAGE_PATH}">Back to both calls</a></p>
<form action="${BOOKING_ENDPOINT}" method="post" accept-charset="utf-8">
<fieldset><legend>Choose a day and a time</legend>${fieldErrors.slot ? `<span class="error" id="booking-slot-error">${escapeHtml(fieldErrors.slot)}</span>` : ''}
${timeChoices(days, chosen)}
</fieldset>
${BOOKING_FORM_FIELDS.map((field) =>
  htmlField({
    ...field,
    id: `booking-${field.name}`,
    value: values[field.name],
    error: fieldErrors[field.name],
  }),
).join('\n')}
${htmlHidden(BOOKING_KIND_PARAM, kind)}
${htmlHidden('requestId', values.requestId)}
${htmlHidden('page', values.page)}
${htmlHidden(CONTACT_SOURCE_FIELD, values.source)}
${htmlHoneypot(CONTACT_HONEYPOT.name, CONTACT_HONEYPOT.label)}
<button type="submit">Confirm booking</button>
</form>`;
  return htmlPage({ title: `Book a ${name.toLowerCase()}`, body });
}

/** The meeting's facts, as its pages list them. */
function details(booking: Booking): string {
  return `<dl>
<dt>What</dt><dd>${escapeHtml(BOOKING_KIND_NAMES[booking.kind])}</dd>
<dt>When</dt><dd>${escapeHtml(`${formatLagosDate(booking.startsAt)}, ${slotTimeLabel(booking.startsAt)}`)}</dd>
<dt>Length</dt><dd>${Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000)} minutes</dd>
</dl>`;
}

/** The answer to a booking made: what, when, and where the invitation went. */
export function bookedPage(booking: Booking): string {
  return htmlPage({
    title: `Your ${BOOKING_KIND_NAMES[booking.kind].toLowerCase()} is booked`,
    body: `<div class="card">${details(booking)}</div>
<p>We have sent an invitation for your calendar to ${escapeHtml(booking.email)}, with links to reschedule or cancel. ${escapeHtml(ZONE_NOTE)}</p>
<p><a href="/">Back to the home page</a></p>`,
  });
}

/** A page that only says something: a refused request, a link that no longer works. */
export function messagePage(
  title: string,
  message: string,
  link = `<a href="${BOOKING_PAGE_PATH}">Book a consultation</a>`,
): string {
  return htmlPage({
    title,
    body: `<p class="summary" role="alert">${escapeHtml(message)}</p>\n<p>${link}</p>`,
  });
}

/** A booking's own page: its details, and buttons that post (a link scanner only ever GETs). */
export function managePage(booking: Booking, token: string): string {
  const tokenField = htmlHidden(BOOKING_TOKEN_PARAM, token);
  return htmlPage({
    title: `Your ${BOOKING_KIND_NAMES[booking.kind].toLowerCase()}`,
    body: `<div class="card">${details(booking)}</div>
<form action="${BOOKING_MANAGE_PATH}" method="post">
${tokenField}
${htmlHidden('action', 'cancel')}
<p>Cancelling frees the time for someone else; we will send you a cancellation for your calendar.</p>
<button type="submit">Cancel this consultation</button>
</form>
<form action="${BOOKING_MANAGE_PATH}" method="get">
${tokenField}
${htmlHidden('reschedule', '1')}
<button type="submit" class="quiet">Choose another time</button>
</form>`,
  });
}

/** A booking's own page, choosing another time of the same kind. */
export function reschedulePage(
  booking: Booking,
  token: string,
  days: readonly SlotDay[],
  summary?: string,
): string {
  return htmlPage({
    title: `Move your ${BOOKING_KIND_NAMES[booking.kind].toLowerCase()}`,
    body: `${summary ? `<p class="summary" role="alert">${escapeHtml(summary)}</p>` : ''}
<div class="card">${details(booking)}</div>
<p class="note">${escapeHtml(ZONE_NOTE)}</p>
<form action="${BOOKING_MANAGE_PATH}" method="post">
<fieldset><legend>Choose a new day and time</legend>
${timeChoices(days, null)}
</fieldset>
${htmlHidden(BOOKING_TOKEN_PARAM, token)}
${htmlHidden('action', 'reschedule')}
<button type="submit">Move my consultation</button>
</form>`,
  });
}

/** After a change from a booking's page. */
export function changedPage(booking: Booking): string {
  return booking.state === 'cancelled'
    ? messagePage(
        'Your consultation is cancelled',
        `Your ${BOOKING_KIND_NAMES[booking.kind].toLowerCase()} on ${formatLagosDate(booking.startsAt)} is cancelled. We have sent a cancellation for your calendar.`,
      )
    : htmlPage({
        title: 'Your consultation has moved',
        body: `<div class="card">${details(booking)}</div>
<p>We have sent the new time for your calendar to ${escapeHtml(booking.email)}.</p>`,
      });
}
