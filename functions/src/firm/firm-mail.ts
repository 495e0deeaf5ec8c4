// Every e-mail the mail sweep looks after, in the order it takes them: the lead's (the firm's
// notification first), then the booking's. The scheduled sweep and `npm run mail:retry` sweep these.
import type { BookingMailDependencies } from '../booking/booking-mail-delivery.js';
import { bookingSweptMails } from '../booking/booking-mail-sweep.js';
import { leadSweptMails } from '../leads/lead-mail-sweep.js';
import type { SweptMail } from '../mail/mail-sweep.js';

export function firmSweptMails(deps: BookingMailDependencies): SweptMail[] {
  return [...leadSweptMails(deps), ...bookingSweptMails(deps)];
}
