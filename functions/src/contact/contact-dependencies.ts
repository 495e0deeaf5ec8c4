// What both contact entry points (the callable and the HTML form's endpoint) hand the handler: the
// Firestore client, one SMTP transport per instance, the addresses and the salt, read from params,
// and the admins' push alerts (FCM; in the Functions emulator only logged, see
// leads/lead-alerts.ts).
import { firestore } from '../shared/firestore.js';
import { fcmAlertSender, loggingAlertSender } from '../leads/lead-alerts.js';
import type { AlertSender } from '../leads/lead-alerts.js';
import { createSmtpTransport } from '../mail/mailer.js';
import type { SmtpTransporter } from '../mail/mailer.js';
import type { ContactDependencies } from './contact-handler.js';
import type { MailDeliveryDependencies } from '../mail/mail-delivery.js';
import {
  contactRecipient,
  contactSender,
  firmContactFromParams,
  ipHashSalt,
  smtpUrl,
} from '../shared/params.js';

let cachedTransport: { url: string; transport: SmtpTransporter } | undefined;

/** One transport per instance (and per SMTP_URL value), reused across requests. */
function smtpTransport(url: string): SmtpTransporter {
  if (cachedTransport?.url !== url) {
    cachedTransport = { url, transport: createSmtpTransport(url) };
  }
  return cachedTransport.transport;
}

let cachedAlerts: AlertSender | undefined;

/**
 * FCM in production; in the Functions emulator, a log line (leads/lead-alerts.ts). One per instance.
 */
export function alertSender(): AlertSender {
  cachedAlerts ??=
    process.env.FUNCTIONS_EMULATOR === 'true' ? loggingAlertSender() : fcmAlertSender();
  return cachedAlerts;
}

/** What sending any of the firm's e-mails needs (the contact mails, the inbox's replies). */
export function mailDependencies(): MailDeliveryDependencies {
  return {
    db: firestore(),
    transport: smtpTransport(smtpUrl.value()),
    addresses: { recipient: contactRecipient.value(), sender: contactSender.value() },
    firm: firmContactFromParams(),
    now: () => new Date(),
  };
}

export function contactDependencies(): ContactDependencies {
  return { ...mailDependencies(), ipHashSalt: ipHashSalt.value(), alerts: alertSender() };
}
