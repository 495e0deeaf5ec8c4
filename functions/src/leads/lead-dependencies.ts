// What the lead's functions run with, read from params once per instance: the Firestore client, one
// SMTP transport, the addresses and the firm, and the admins' push alerts (FCM; in the Functions
// emulator only logged, see lead-alerts.ts).
import { createSmtpTransport } from '../mail/mailer.js';
import type { SmtpTransporter } from '../mail/mailer.js';
import { firestore } from '../shared/firestore.js';
import {
  contactRecipient,
  contactSender,
  conversationKey,
  firmContactFromParams,
  replyDomain,
  siteUrl,
  smtpUrl,
} from '../shared/params.js';
import { fcmAlertSender, loggingAlertSender } from './lead-alerts.js';
import type { AlertSender } from './lead-alerts.js';
import type { LeadMailDependencies } from './lead-mail.js';
import type { ThreadingSettings } from './thread-headers.js';

let cachedTransport: { url: string; transport: SmtpTransporter } | undefined;

/** One transport per instance (and per SMTP_URL value), reused across requests. */
function smtpTransport(url: string): SmtpTransporter {
  if (cachedTransport?.url !== url) {
    cachedTransport = { url, transport: createSmtpTransport(url) };
  }
  return cachedTransport.transport;
}

let cachedAlerts: AlertSender | undefined;

/** FCM in production; in the Functions emulator, a log line (lead-alerts.ts). One per instance. */
export function alertSender(): AlertSender {
  cachedAlerts ??=
    process.env.FUNCTIONS_EMULATOR === 'true' ? loggingAlertSender() : fcmAlertSender();
  return cachedAlerts;
}

/** How the lead's mails are threaded, from params (every function that mails a prospect binds CONVERSATION_KEY). */
export function threadingFromParams(): ThreadingSettings {
  const domain = replyDomain.value().trim().toLowerCase();
  return {
    replyDomain: domain === '' ? null : domain,
    key: conversationKey.value(),
    siteUrl: siteUrl.value(),
  };
}

/**
 * What sending any of the firm's e-mails needs (the lead's mails, the inbox's replies, the digest):
 * the instance's transport unless given one.
 */
export function leadMailDependencies(
  transport: SmtpTransporter = smtpTransport(smtpUrl.value()),
): LeadMailDependencies {
  return {
    db: firestore(),
    transport,
    addresses: { recipient: contactRecipient.value(), sender: contactSender.value() },
    firm: firmContactFromParams(),
    threading: threadingFromParams(),
    now: () => new Date(),
  };
}
