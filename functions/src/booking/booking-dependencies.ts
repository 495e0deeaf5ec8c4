// What the booking's functions run with, read from params once per request: the lead's mail setup (one
// SMTP transport per instance, the addresses, the firm, the alerts), the slot policy and the secrets.
import { alertSender, leadMailDependencies } from '../leads/lead-dependencies.js';
import type { SmtpTransporter } from '../mail/mailer.js';
import { ipHashSalt } from '../shared/params.js';
import { functionsLog } from '../shared/log.js';
import type { BookingDependencies } from './booking-handler.js';
import type { BookingMailDependencies } from './booking-mail-delivery.js';
import { bookingLinkSecret, bookingPolicyFromParams } from './booking-params.js';

/** What sending a booking's e-mails needs: the lead's mail setup and the links' secret. */
export function bookingMailDependencies(transport?: SmtpTransporter): BookingMailDependencies {
  return { ...leadMailDependencies(transport), linkSecret: bookingLinkSecret.value() };
}

export function bookingDependencies(transport?: SmtpTransporter): BookingDependencies {
  return {
    ...bookingMailDependencies(transport),
    ipHashSalt: ipHashSalt.value(),
    policy: bookingPolicyFromParams(functionsLog),
    alerts: alertSender(),
  };
}
