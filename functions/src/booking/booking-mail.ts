// The e-mails a booking sends its prospect: the invitation (again, as an update, after a reschedule),
// the cancellation, and the reminders a day and an hour before. Each names the meeting's time in Lagos
// and carries the links to the booking's page; the invitation and the cancellation carry an iCalendar
// file (METHOD:REQUEST or CANCEL, one UID for the booking's life, its SEQUENCE). They repeat nothing the
// prospect typed but their name: they go to an address nobody has verified (no spam relay).
// Threading headers (Message-ID, In-Reply-To) are added in one place, `bookingMailHeaders`.
import type { SendMailOptions } from 'nodemailer';
import {
  BOOKING_KIND_NAMES,
  calendarFile,
  formatLagosDate,
  OPENING_HOURS,
  slotTimeLabel,
  telHref,
  whatsAppHref,
  type Booking,
  type BookingMailKind,
  type CalendarEvent,
  type CalendarPerson,
} from '@site/contract';
import { escapeHtml } from '../mail/mailer.js';
import type { ProspectMailHeaders } from '../leads/prospect-thread.js';
import type { MailAddresses } from '../mail/mailer.js';
import type { FirmContact } from '../shared/firm-contact.js';
import { bookingManageUrl } from './booking-links.js';

/** Ties an e-mail to its `bookings/{bookingId}` document. */
export const BOOKING_ID_HEADER = 'X-Booking-Id';

/** What the e-mails need besides the booking. */
export interface BookingMailContext {
  firm: FirmContact;
  addresses: MailAddresses;
  /** The token of the booking's links (booking-links.ts). */
  token: string;
  now: Date;
  /** Its thread: our Message-ID, and the lead's thread and reply address when the address sent one. */
  thread?: ProspectMailHeaders;
}

/** "Lagoon Ridge Sales <sales@x>" → its name and address; a bare address is its own name. */
export function mailPerson(address: string, fallbackName: string): CalendarPerson {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(address);
  return match
    ? { name: match[1] || fallbackName, email: match[2]!.trim() }
    : { name: fallbackName, email: address.trim() };
}

/** The booking as an event: the firm organises, the prospect attends. */
export function bookingEvent(
  booking: Booking,
  context: Pick<BookingMailContext, 'firm' | 'addresses' | 'token' | 'now'>,
): CalendarEvent {
  const manageUrl = bookingManageUrl(context.firm.siteUrl, context.token);
  const kind = BOOKING_KIND_NAMES[booking.kind];
  return {
    uid: `${booking.id}@${new URL(context.firm.siteUrl).host}`,
    sequence: booking.sequence,
    start: booking.startsAt,
    end: booking.endsAt,
    stamp: context.now,
    summary: `${kind} with ${context.firm.name}`,
    description: [
      `${kind} with ${context.firm.name}.`,
      'We will send you a video-call link before the call, or call the number you gave us.',
      `To reschedule or cancel: ${manageUrl}`,
      `Phone: ${context.firm.phone}`,
    ].join('\n'),
    url: manageUrl,
    status: booking.state === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    organizer: mailPerson(context.addresses.recipient, context.firm.name),
    attendee: { name: booking.name, email: booking.email },
  };
}

const PRODUCT_ID = '-//Lagoon Ridge//Consultation booking//EN';

/** When, as the e-mails say it: "Thursday 3 December at 11:00 WAT (West Africa Time, UTC+1)". */
function when(booking: Booking): string {
  return `${formatLagosDate(booking.startsAt)} at ${slotTimeLabel(booking.startsAt)} (West Africa Time, UTC+1)`;
}

/** Each e-mail's subject and opening paragraph. */
function wording(kind: BookingMailKind, booking: Booking, firm: FirmContact) {
  const call = BOOKING_KIND_NAMES[booking.kind].toLowerCase();
  const day = formatLagosDate(booking.startsAt);
  switch (kind) {
    case 'invitation':
      return booking.sequence === 0
        ? {
            subject: `Booked: your ${call} with ${firm.name}, ${day}`,
            opening: `Your ${call} with ${firm.name} is booked for ${when(booking)}.`,
          }
        : {
            subject: `Moved: your ${call} with ${firm.name}, now ${day}`,
            opening: `Your ${call} with ${firm.name} has moved. It is now on ${when(booking)}.`,
          };
    case 'cancellation':
      return {
        subject: `Cancelled: your ${call} with ${firm.name}, ${day}`,
        opening: `Your ${call} with ${firm.name} on ${when(booking)} is cancelled${booking.cancelledBy === 'firm' ? ' by us; we are sorry for the change' : ''}. To book another time, visit ${new URL('/booking', firm.siteUrl).href}.`,
      };
    case 'reminderDay':
      return {
        subject: `Tomorrow: your ${call} with ${firm.name}`,
        opening: `A reminder: your ${call} with ${firm.name} is tomorrow, ${when(booking)}.`,
      };
    case 'reminderHour':
      return {
        subject: `In an hour: your ${call} with ${firm.name}`,
        opening: `A reminder: your ${call} with ${firm.name} starts in an hour, ${when(booking)}.`,
      };
  }
}

/** Headers every booking e-mail carries; the place for threading headers (Message-ID, In-Reply-To). */
export function bookingMailHeaders(booking: Booking): Record<string, string> {
  return {
    [BOOKING_ID_HEADER]: booking.id,
    // RFC 3834: sent by a program, so auto-responders leave it alone.
    'Auto-Submitted': 'auto-generated',
  };
}

/** E-mail `kind` of `booking`, composed. */
export function composeBookingMail(
  kind: BookingMailKind,
  booking: Booking,
  context: BookingMailContext,
): SendMailOptions {
  const { firm, addresses } = context;
  const { subject, opening } = wording(kind, booking, firm);
  const manageUrl = bookingManageUrl(firm.siteUrl, context.token);
  const whatsApp = firm.whatsApp === null ? null : whatsAppHref(firm.whatsApp);
  const siteHost = new URL(firm.siteUrl).host;
  const stillOn = kind !== 'cancellation';
  const notYou = `You received this e-mail because this address was given to book a consultation on ${siteHost}. ${stillOn ? 'If that was not you, you can cancel it with the link above, or ignore this e-mail.' : 'If that was not you, you can ignore this e-mail.'}`;
  const hours = OPENING_HOURS.map(
    (row) => `${row.days}: ${row.opens ? `${row.label} WAT` : 'closed'}`,
  );
  const text = [
    `Hello ${booking.name},`,
    '',
    opening,
    ...(stillOn
      ? [
          '',
          'We will send you a video-call link before the call, or call the number you gave us.',
          '',
          `To reschedule or cancel: ${manageUrl}`,
        ]
      : []),
    '',
    'To reach us sooner:',
    ...(whatsApp ? [`- WhatsApp: ${whatsApp}`] : []),
    `- Phone: ${firm.phone}`,
    `- Our hours: ${hours.join('; ')}`,
    '',
    `${firm.name}, ${firm.siteUrl}`,
    '',
    notYou,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>Hello ${escapeHtml(booking.name)},</p>`,
    `<p><strong>${escapeHtml(opening)}</strong></p>`,
    ...(stillOn
      ? [
          '<p>We will send you a video-call link before the call, or call the number you gave us.</p>',
          `<p><a href="${escapeHtml(manageUrl)}">Reschedule or cancel</a></p>`,
        ]
      : []),
    '<p>To reach us sooner:</p><ul>',
    ...(whatsApp ? [`<li><a href="${escapeHtml(whatsApp)}">WhatsApp us</a></li>`] : []),
    `<li>Phone: <a href="${escapeHtml(telHref(firm.phone))}">${escapeHtml(firm.phone)}</a></li>`,
    ...hours.map((line) => `<li>${escapeHtml(line)}</li>`),
    '</ul>',
    `<p>${escapeHtml(firm.name)}, <a href="${escapeHtml(firm.siteUrl)}">${escapeHtml(siteHost)}</a></p>`,
    `<p style="color:#555;font-size:small">${escapeHtml(notYou)}</p>`,
    '</body></html>',
  ].join('\n');
  const method = kind === 'invitation' ? 'REQUEST' : kind === 'cancellation' ? 'CANCEL' : null;
  return {
    from: addresses.sender,
    // The bare address: a display name would be more text the prospect typed.
    to: booking.email,
    replyTo: addresses.recipient,
    ...context.thread,
    subject,
    text,
    html,
    headers: bookingMailHeaders(booking),
    ...(method
      ? {
          icalEvent: {
            method,
            filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
            content: calendarFile(method, [bookingEvent(booking, context)], {
              productId: PRODUCT_ID,
            }),
          },
        }
      : {}),
  };
}

/** The firm's feed: every booked meeting in `bookings`, for the firm's own calendar (METHOD:PUBLISH). */
export function bookingFeed(
  bookings: readonly Booking[],
  context: Pick<BookingMailContext, 'firm' | 'addresses' | 'now'>,
  inboxUrl: (bookingId: string) => string,
): string {
  return calendarFile(
    'PUBLISH',
    bookings.map((booking) => ({
      uid: `${booking.id}@${new URL(context.firm.siteUrl).host}`,
      sequence: booking.sequence,
      start: booking.startsAt,
      end: booking.endsAt,
      stamp: context.now,
      summary: `${BOOKING_KIND_NAMES[booking.kind]}: ${booking.name}`,
      description: [
        `${BOOKING_KIND_NAMES[booking.kind]} with ${booking.name} <${booking.email}>`,
        ...(booking.phone ? [`Phone: ${booking.phone}`] : []),
        ...(booking.topic ? [`Topic: ${booking.topic}`] : []),
        `In the inbox: ${inboxUrl(booking.id)}`,
      ].join('\n'),
      url: inboxUrl(booking.id),
      status: 'CONFIRMED',
      organizer: mailPerson(context.addresses.recipient, context.firm.name),
    })),
    { productId: PRODUCT_ID, calendarName: `${context.firm.name}: consultations` },
  );
}
