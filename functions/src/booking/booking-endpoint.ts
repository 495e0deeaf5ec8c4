// The booking's one HTTP endpoint, behind Hosting's `/api/booking` rewrites, as a plain function of the
// request: the HTML path and the app share it (the app asks for JSON, and proves itself with App Check;
// a plain form posts and gets a page, guarded by its origin and the honeypot), a booking's page from its
// e-mails, and the firm's calendar feed. The work is booking-handler.ts's and booking-store.ts's.
import { randomUUID } from 'node:crypto';
import {
  BOOKING_ENDPOINT,
  BOOKING_FEED_PATH,
  BOOKING_KIND_PARAM,
  BOOKING_MANAGE_PATH,
  BOOKING_MESSAGES,
  BOOKING_PAGE_PATH,
  BOOKING_TOKEN_PARAM,
  bookingManagePath,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_SOURCE_FIELD,
  INBOX_BOOKING_PARAM,
  INBOX_PATH,
  isBookingKind,
  leadSourceSchema,
  leadSourceOfVisit,
  parseSlotId,
  slotsByDay,
  openSlots,
  SLOT_REFUSALS,
  type Booking,
  type BookingAnswer,
  type BookingKind,
} from '@site/contract';
import { HTML_PAGE_POLICY } from '../shared/html-page.js';
import {
  admitCaller,
  handleBookingRequest,
  handleHoldRequest,
  type BookingCaller,
  type BookingDependencies,
  type BookingOutcome,
  type HoldAnswer,
} from './booking-handler.js';
import { tokenBookingId, tokenIsValid } from './booking-links.js';
import { sendChange } from './booking-mail-delivery.js';
import { bookingFeed } from './booking-mail.js';
import {
  bookedPage,
  changedPage,
  EMPTY_VALUES,
  managePage,
  messagePage,
  reschedulePage,
  slotListPage,
  type BookingFormValues,
} from './booking-pages.js';
import { listedSlot, loadSlotContext, slotList } from './booking-slot-list.js';
import { MAIL_RETRY_POLICY } from '../mail/retry-policy.js';
import {
  cancelBooking,
  readBooking,
  rescheduleBooking,
  type ChangeOutcome,
} from './booking-store.js';
import { feedBookings, feedSecretMatches } from './booking-feed.js';

/** A form-encoded body larger than this is not a booking (its fields' limits sum to under 1 KB). */
export const MAX_BOOKING_BODY_BYTES = 16 * 1024;

export interface BookingHttpRequest {
  method: string;
  /** The path Hosting rewrote, e.g. `/api/booking/manage`. */
  path: string;
  query: URLSearchParams;
  origin: string | undefined;
  contentType: string | undefined;
  accept: string | undefined;
  referer: string | undefined;
  /** The `X-Firebase-AppCheck` header. */
  appCheckToken: string | undefined;
  userAgent: string | null;
  body: Buffer | string | undefined;
  /** Only ever hashed. */
  ip: string;
}

export interface BookingHttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface BookingEndpointDependencies extends BookingDependencies {
  allowedOrigins: readonly string[];
  /** Whether an App Check token is valid (and, deployed, not used before: each buys one request). */
  verifyAppCheck: (token: string) => Promise<boolean>;
}

const html = (status: number, body: string): BookingHttpAnswer => ({
  status,
  headers: {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': HTML_PAGE_POLICY,
  },
  body,
});

const json = (status: number, body: BookingAnswer | object): BookingHttpAnswer => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

const redirect = (location: string): BookingHttpAnswer => ({
  status: 303,
  headers: { Location: location },
  body: '',
});

function formFields(body: Buffer | string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams((body ?? '').toString())) fields[name] ??= value;
  return fields;
}

/**
 * Where the visit came from, for a page asked for without JavaScript: the source the boot module put in
 * the form (when scripts ran), else the page the visitor came from on this site (its Referer, which our
 * Referrer-Policy sends in full to our own origin): the landing page and its campaign tags, when the
 * visit began there. Unreadable: none.
 */
function visitSource(
  posted: string | null | undefined,
  referer: string | undefined,
  allowedOrigins: readonly string[],
): string {
  if (posted) {
    try {
      const parsed = leadSourceSchema.safeParse(JSON.parse(posted));
      if (parsed.success) return JSON.stringify(parsed.data);
    } catch {
      // Not JSON: try the Referer.
    }
  }
  if (!referer) return '';
  try {
    if (!allowedOrigins.includes(new URL(referer).origin)) return '';
    return JSON.stringify(leadSourceOfVisit(new URL(referer), null));
  } catch {
    return '';
  }
}

function refererPath(referer: string | undefined): string {
  try {
    return referer ? new URL(referer).pathname : BOOKING_PAGE_PATH;
  } catch {
    return BOOKING_PAGE_PATH;
  }
}

/** `kind`'s open times by day, now. */
async function openDays(deps: BookingEndpointDependencies, kind: BookingKind) {
  const now = deps.now();
  const context = await loadSlotContext(deps.db, deps.policy, now);
  return { now, context, days: slotsByDay(openSlots(kind, now, context)) };
}

/** The app's JSON for an outcome. */
function jsonAnswer(outcome: BookingOutcome | HoldAnswer): BookingHttpAnswer {
  switch (outcome.outcome) {
    case 'held':
      return json(200, { outcome: 'held', heldUntil: outcome.heldUntil.toISOString() });
    case 'booked':
      return json(200, {
        outcome: 'booked',
        bookingId: outcome.booking.id,
        kind: outcome.booking.kind,
        start: outcome.booking.startsAt.toISOString(),
        end: outcome.booking.endsAt.toISOString(),
      });
    case 'refused':
      return json(409, {
        outcome: outcome.refusal === 'taken' ? 'taken' : 'refused',
        message: SLOT_REFUSALS[outcome.refusal],
        alternatives: outcome.alternatives.map(listedSlot),
      });
    case 'invalid':
      return json(400, {
        outcome: 'invalid',
        message: outcome.summary,
        fieldErrors: outcome.fieldErrors,
      });
    case 'rate-limited':
      return json(429, { outcome: 'rate-limited', message: BOOKING_MESSAGES.rateLimited });
    case 'too-many':
      return json(429, { outcome: 'rate-limited', message: BOOKING_MESSAGES.tooManyLive });
  }
}

async function listSlots(
  request: BookingHttpRequest,
  deps: BookingEndpointDependencies,
): Promise<BookingHttpAnswer> {
  const kind = request.query.get(BOOKING_KIND_PARAM);
  if (!isBookingKind(kind)) return redirect(BOOKING_PAGE_PATH);
  if (/\bapplication\/json\b/.test(request.accept ?? '')) {
    const now = deps.now();
    return json(200, slotList(kind, now, await loadSlotContext(deps.db, deps.policy, now)));
  }
  const { days } = await openDays(deps, kind);
  const values: BookingFormValues = {
    ...EMPTY_VALUES,
    // One id per page shown: a reload that posts the form again books once.
    requestId: randomUUID(),
    page: refererPath(request.referer),
    source: visitSource(
      request.query.get(CONTACT_SOURCE_FIELD),
      request.referer,
      deps.allowedOrigins,
    ),
  };
  return html(
    200,
    slotListPage({ kind, lengthMinutes: deps.policy.lengthMinutes[kind], days, values }),
  );
}

/** The HTML form's post: a page for each outcome, everything typed kept on a refusal. */
async function bookFromForm(
  request: BookingHttpRequest,
  caller: BookingCaller,
  deps: BookingEndpointDependencies,
): Promise<BookingHttpAnswer> {
  const fields = formFields(request.body);
  const kind = fields[BOOKING_KIND_PARAM];
  if (!isBookingKind(kind)) return redirect(BOOKING_PAGE_PATH);
  // A bot filled the trap: answered as if booked, nothing stored or mailed.
  if ((fields[CONTACT_HONEYPOT_FIELD] ?? '') !== '') {
    return html(
      200,
      messagePage(
        'Thank you',
        'We have your booking request.',
        '<a href="/">Back to the home page</a>',
      ),
    );
  }
  const values: BookingFormValues = {
    name: fields.name ?? '',
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    topic: fields.topic ?? '',
    requestId: fields.requestId ?? randomUUID(),
    page: fields.page ?? BOOKING_PAGE_PATH,
    source: fields[CONTACT_SOURCE_FIELD] ?? '',
  };
  let source: unknown;
  try {
    source = values.source ? JSON.parse(values.source) : undefined;
  } catch {
    source = undefined;
  }
  const outcome = await handleBookingRequest(
    { ...values, kind, slot: fields.slot, page: values.page || undefined, source },
    caller,
    deps,
  );
  if (outcome.outcome === 'booked') return html(200, bookedPage(outcome.booking));
  const { days } = await openDays(deps, kind);
  const page = (status: number, extra: Partial<Parameters<typeof slotListPage>[0]>) =>
    html(
      status,
      slotListPage({
        kind,
        lengthMinutes: deps.policy.lengthMinutes[kind],
        days,
        values,
        chosen: fields.slot ?? null,
        ...extra,
      }),
    );
  switch (outcome.outcome) {
    case 'invalid':
      return page(400, { summary: outcome.summary, fieldErrors: outcome.fieldErrors });
    case 'refused':
      return page(409, {
        summary: SLOT_REFUSALS[outcome.refusal],
        alternatives: outcome.alternatives,
        chosen: null,
      });
    case 'rate-limited':
      return page(429, { summary: BOOKING_MESSAGES.rateLimited });
    case 'too-many':
      return page(429, { summary: BOOKING_MESSAGES.tooManyLive });
  }
}

/** The app's JSON post: App Check first, then a hold or a booking. */
async function bookFromApp(
  request: BookingHttpRequest,
  caller: BookingCaller,
  deps: BookingEndpointDependencies,
): Promise<BookingHttpAnswer> {
  if (!request.appCheckToken || !(await deps.verifyAppCheck(request.appCheckToken))) {
    return json(401, {
      outcome: 'refused',
      message: 'Please reload the page and try again.',
      alternatives: [],
    });
  }
  let data: unknown;
  try {
    data = JSON.parse((request.body ?? '').toString());
  } catch {
    data = null;
  }
  const action = (data as { action?: unknown } | null)?.action;
  if (action === 'hold') return jsonAnswer(await handleHoldRequest(data, caller, deps));
  return jsonAnswer(await handleBookingRequest(data, caller, deps));
}

/** The booking a link's token names, if the token is one of ours for it. */
async function bookingOfToken(
  token: string | null,
  deps: BookingEndpointDependencies,
): Promise<Booking | null> {
  const id = token ? tokenBookingId(token) : null;
  if (!token || !id) return null;
  const booking = await readBooking(deps.db, id);
  return booking && tokenIsValid(token, id, booking.linkNonce, deps.linkSecret) ? booking : null;
}

/** A booking's page from its e-mails: GET shows it; POST cancels or moves it. */
async function manage(
  request: BookingHttpRequest,
  caller: BookingCaller,
  deps: BookingEndpointDependencies,
): Promise<BookingHttpAnswer> {
  const fields = request.method === 'POST' ? formFields(request.body) : {};
  const token =
    request.method === 'POST'
      ? (fields[BOOKING_TOKEN_PARAM] ?? null)
      : request.query.get(BOOKING_TOKEN_PARAM);
  const booking = await bookingOfToken(token, deps);
  if (!booking || !token) {
    return html(404, messagePage('This link does not work', BOOKING_MESSAGES.unknownLink));
  }
  const now = deps.now();
  if (booking.state === 'cancelled') {
    return html(410, messagePage('This consultation was cancelled', BOOKING_MESSAGES.cancelled));
  }
  if (booking.startsAt <= now) {
    return html(410, messagePage('This consultation has taken place', BOOKING_MESSAGES.past));
  }
  if (request.method !== 'POST') {
    if (request.query.get('reschedule') !== '1') return html(200, managePage(booking, token));
    const { days } = await openDays(deps, booking.kind);
    return html(200, reschedulePage(booking, token, days));
  }
  const staleAfterMs = (deps.retryPolicy ?? MAIL_RETRY_POLICY).staleAfterMs;
  let changed: ChangeOutcome;
  if (fields.action === 'cancel') {
    changed = await cancelBooking(
      deps.db,
      booking.id,
      { who: 'prospect', uid: null },
      { now, staleAfterMs },
    );
  } else if (fields.action === 'reschedule') {
    const start = parseSlotId(fields.slot);
    if (!start) {
      const { days } = await openDays(deps, booking.kind);
      return html(400, reschedulePage(booking, token, days, 'Please choose a new time.'));
    }
    changed = await rescheduleBooking(
      deps.db,
      booking.id,
      start,
      admitCaller(deps, caller.ip, now),
      {
        policy: deps.policy,
        now,
        staleAfterMs,
      },
    );
  } else {
    return html(400, managePage(booking, token));
  }
  switch (changed.outcome) {
    case 'changed':
      await sendChange(changed.booking, deps);
      return html(200, changedPage(changed.booking));
    case 'cancelled':
      return html(410, messagePage('This consultation was cancelled', BOOKING_MESSAGES.cancelled));
    case 'past':
      return html(410, messagePage('This consultation has taken place', BOOKING_MESSAGES.past));
    case 'unknown':
      return html(404, messagePage('This link does not work', BOOKING_MESSAGES.unknownLink));
    case 'rate-limited':
      return html(
        429,
        messagePage(
          'Please wait a moment',
          BOOKING_MESSAGES.rateLimited,
          `<a href="${bookingManagePath(token)}">Back to your consultation</a>`,
        ),
      );
    case 'refused': {
      const { days } = await openDays(deps, booking.kind);
      return html(409, reschedulePage(booking, token, days, SLOT_REFUSALS[changed.refusal]));
    }
  }
}

/** The firm's calendar: `/api/booking/calendar/<secret>.ics`, while the secret is the current one. */
async function feed(
  request: BookingHttpRequest,
  deps: BookingEndpointDependencies,
): Promise<BookingHttpAnswer> {
  const match = /^\/([\w-]+)\.ics$/.exec(request.path.slice(BOOKING_FEED_PATH.length));
  if (!match || !(await feedSecretMatches(deps.db, match[1]!))) {
    return {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      body: 'Not found.\n',
    };
  }
  const now = deps.now();
  const inboxUrl = (id: string) =>
    new URL(`${INBOX_PATH}?${INBOX_BOOKING_PARAM}=${encodeURIComponent(id)}`, deps.firm.siteUrl)
      .href;
  return {
    status: 200,
    headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
    body: bookingFeed(await feedBookings(deps.db, now), { ...deps, now }, inboxUrl),
  };
}

/** Answers one request to the endpoint; see the module comment. */
export async function handleBookingHttp(
  request: BookingHttpRequest,
  deps: BookingEndpointDependencies,
): Promise<BookingHttpAnswer> {
  const { path, method } = request;
  const caller: BookingCaller = {
    userAgent: request.userAgent,
    ip: request.ip,
    path: /^application\/json\b/i.test(request.contentType ?? '') ? 'app' : 'html',
  };
  if (path.startsWith(`${BOOKING_FEED_PATH}/`) && method === 'GET') return feed(request, deps);
  if (path !== BOOKING_ENDPOINT && path !== BOOKING_MANAGE_PATH) {
    return html(404, messagePage('Not found', 'There is nothing at this address.'));
  }
  if (method === 'GET' || method === 'HEAD') {
    return path === BOOKING_ENDPOINT ? listSlots(request, deps) : manage(request, caller, deps);
  }
  if (method !== 'POST') {
    return {
      ...html(405, messagePage('Not allowed', 'This address only answers GET and POST.')),
      headers: { Allow: 'GET, POST' },
    };
  }
  // A browser names the posting page's origin; another site's page is refused.
  if (request.origin !== undefined && !deps.allowedOrigins.includes(request.origin)) {
    return html(403, messagePage('Not sent', 'This form can only be sent from our own website.'));
  }
  if (Buffer.byteLength(request.body ?? '') > MAX_BOOKING_BODY_BYTES) {
    return html(413, messagePage('Not sent', 'The form was too large to read.'));
  }
  if (path === BOOKING_MANAGE_PATH) return manage(request, caller, deps);
  if (caller.path === 'app') return bookFromApp(request, caller, deps);
  if (/^application\/x-www-form-urlencoded\b/i.test(request.contentType ?? '')) {
    return bookFromForm(request, caller, deps);
  }
  return html(
    415,
    messagePage('Not sent', 'The form arrived in a format we cannot read. Please try again.'),
  );
}
