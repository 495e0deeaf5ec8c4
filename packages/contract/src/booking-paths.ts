// The booking's addresses, as the site and the functions name them: a file of its own, since every page
// links to the booking page (the footer) and should carry nothing else of the booking's.

/**
 * The HTML path and the app's, one endpoint (firebase.json rewrites it to the serveBooking function):
 * GET lists the open slots (a page, or JSON for the app), POST holds or books.
 */
export const BOOKING_ENDPOINT = '/api/booking';
/** A booking's own page, from the links in its e-mails: GET shows it, only a POST changes it. */
export const BOOKING_MANAGE_PATH = '/api/booking/manage';
/** The firm's calendar feed: `/api/booking/calendar/<secret>.ics`. */
export const BOOKING_FEED_PATH = '/api/booking/calendar';
/** The booking page; `?kind=sales` opens that kind's times. */
export const BOOKING_PAGE_PATH = '/booking';
/** The query parameter naming the kind on the booking page and the endpoint. */
export const BOOKING_KIND_PARAM = 'kind';
/** The query parameter carrying a booking's token on its page. */
export const BOOKING_TOKEN_PARAM = 't';
/** The inbox's query parameter naming the booking it shows open (a new booking's alert links there). */
export const INBOX_BOOKING_PARAM = 'booking';

/** A link to the firm's calendar feed. */
export function bookingFeedPath(secret: string): string {
  return `${BOOKING_FEED_PATH}/${encodeURIComponent(secret)}.ics`;
}

/** A link to a booking's page, for its e-mails. */
export function bookingManagePath(token: string): string {
  return `${BOOKING_MANAGE_PATH}?${BOOKING_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}
