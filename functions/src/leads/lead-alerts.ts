// Push alerts to the firm's admins when a new contact message is stored (issue #28). The contact
// handler calls `alertAdmins` once per created message; the sending itself goes through a small port,
// `AlertSender`: FCM (firebase-admin) in production, a logging stand-in in the Functions emulator, a
// fake in tests. An alert is a convenience beside the e-mail, never part of the visitor's answer: no
// failure here reaches the contact flow.
import { getApps } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { getMessaging, type Messaging, type MulticastMessage } from 'firebase-admin/messaging';
import {
  ADMIN_DEVICES,
  formatBusinessDuration,
  inboxMessageLink,
  type ContactMessage,
  type LeadAlert,
} from '@site/contract';
import { functionsLog, type Log } from '../shared/log.js';

/** The sending port. `deadTokens`: the tokens FCM says will never receive anything again. */
export interface AlertSender {
  send(tokens: string[], alert: LeadAlert): Promise<{ deadTokens: string[] }>;
}

/** FCM's limit of tokens per `sendEachForMulticast`. */
export const ALERT_BATCH_SIZE = 500;
/** Longest name in a title and subject in a body, in characters; longer ones end in "…". */
export const ALERT_NAME_MAX_LENGTH = 60;
export const ALERT_SUBJECT_MAX_LENGTH = 120;
/** FCM keeps an undelivered alert this long (a phone off for the night still gets it): one day. */
export const ALERT_TTL_SECONDS = 24 * 60 * 60;
/** The visitor waits for the alert as for the e-mail; past this it is given up (logged). */
export const ALERT_TIMEOUT_MS = 10_000;

/** Whitespace runs become one space; cut to `max` characters (code points, never half an emoji). */
function cut(text: string, max: number): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  return characters.length > max
    ? `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : characters.join('');
}

export function leadAlert(
  messageId: string,
  message: Pick<ContactMessage, 'name' | 'subject'>,
): LeadAlert {
  return {
    messageId,
    title: `New message from ${cut(message.name, ALERT_NAME_MAX_LENGTH)}`,
    body: cut(message.subject, ALERT_SUBJECT_MAX_LENGTH),
    link: inboxMessageLink(messageId),
  };
}

/** The FCM answers after which a token is removed: the browser unsubscribed, or it never was a token. */
const DEAD_TOKEN_ERRORS = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
  'messaging/invalid-argument',
]);

/** The FCM message for one batch: data only, so the site's service worker decides how to show it. */
export function fcmMessage(tokens: string[], alert: LeadAlert): MulticastMessage {
  return {
    tokens,
    data: { ...alert },
    webpush: {
      // High: delivered at once even to a phone saving battery; TTL: see ALERT_TTL_SECONDS.
      headers: { Urgency: 'high', TTL: String(ALERT_TTL_SECONDS) },
    },
  };
}

/**
 * The production sender: FCM through firebase-admin (`sendEachForMulticast`, one HTTP v1 request per
 * token). Every token FCM refuses as unregistered or invalid is reported dead, except when it refuses
 * a whole batch of several tokens with `invalid-argument`: then the message is at fault, not the
 * tokens, and none are removed.
 */
export function fcmAlertSender(messaging: () => Messaging = () => getMessaging(getApps()[0])) {
  return {
    async send(tokens: string[], alert: LeadAlert): Promise<{ deadTokens: string[] }> {
      const { responses } = await messaging().sendEachForMulticast(fcmMessage(tokens, alert));
      const codes = responses.map((response) => response.error?.code);
      const messageRefused =
        tokens.length > 1 && codes.every((code) => code === 'messaging/invalid-argument');
      if (messageRefused) return { deadTokens: [] };
      return {
        deadTokens: tokens.filter((_token, index) => DEAD_TOKEN_ERRORS.has(codes[index] ?? '')),
      };
    },
  } satisfies AlertSender;
}

/**
 * The Functions emulator's sender: logs the alert instead of sending it. A demo project has no
 * credentials for FCM, and the local stack has no network to reach it.
 */
export function loggingAlertSender(log: Log = functionsLog): AlertSender {
  return {
    send: (tokens, alert) => {
      log.info('Lead alert (emulator: not sent to FCM).', { devices: tokens.length, ...alert });
      return Promise.resolve({ deadTokens: [] });
    },
  };
}

export interface AlertSummary {
  /** Devices opted in when the alert went out. */
  devices: number;
  /** Devices FCM reported dead, now deleted. */
  removed: number;
  /** The alert failed or timed out (logged); the e-mail still goes. */
  failed: boolean;
}

const batches = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

async function sendToAllDevices(
  db: Firestore,
  sender: AlertSender,
  alert: LeadAlert,
): Promise<Omit<AlertSummary, 'failed'>> {
  // Document ids only: the fields are not needed to send.
  const devices = await db.collection(ADMIN_DEVICES).select().get();
  const tokens = devices.docs.map((doc) => doc.id);
  if (tokens.length === 0) return { devices: 0, removed: 0 };
  const results = await Promise.all(
    batches(tokens, ALERT_BATCH_SIZE).map((batch) => sender.send(batch, alert)),
  );
  const dead = [...new Set(results.flatMap((result) => result.deadTokens))].filter((token) =>
    tokens.includes(token),
  );
  for (const chunk of batches(dead, ALERT_BATCH_SIZE)) {
    const writes = db.batch();
    for (const token of chunk) writes.delete(db.collection(ADMIN_DEVICES).doc(token));
    await writes.commit();
  }
  return { devices: tokens.length, removed: dead.length };
}

/**
 * Alerts every opted-in admin device to a new message and deletes the devices FCM reports dead.
 * No devices: nothing is sent. Never throws and never takes longer than `timeoutMs`: a failure or a
 * timeout is logged, and the summary says so.
 */
export function alertAdmins(
  db: Firestore,
  sender: AlertSender,
  message: { messageId: string } & Pick<ContactMessage, 'name' | 'subject'>,
  log: Log = functionsLog,
  timeoutMs = ALERT_TIMEOUT_MS,
): Promise<AlertSummary> {
  return sendAlert(db, sender, leadAlert(message.messageId, message), log, timeoutMs);
}

/**
 * The alert that a lead has waited past the first-response target (lead-escalation.ts): who, for how
 * long in business time, and the subject.
 */
export function escalationAlert(
  messageId: string,
  message: Pick<ContactMessage, 'name' | 'subject'>,
  waitedMinutes: number,
): LeadAlert {
  return {
    ...leadAlert(messageId, message),
    title: `Unanswered for ${formatBusinessDuration(waitedMinutes)}: ${cut(message.name, ALERT_NAME_MAX_LENGTH)}`,
  };
}

/** The alert that the prospect answered: the lead waits for the firm again. */
export function answerAlert(
  messageId: string,
  message: Pick<ContactMessage, 'name' | 'subject'>,
): LeadAlert {
  return {
    ...leadAlert(messageId, message),
    title: `Answer from ${cut(message.name, ALERT_NAME_MAX_LENGTH)}`,
  };
}

/** Any alert to every opted-in admin device, as `alertAdmins` describes. */
export async function sendAlert(
  db: Firestore,
  sender: AlertSender,
  alert: LeadAlert,
  log: Log = functionsLog,
  timeoutMs = ALERT_TIMEOUT_MS,
): Promise<AlertSummary> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([sendToAllDevices(db, sender, alert), timeout]);
    if (outcome === 'timeout') {
      log.error('Lead alert timed out.', { messageId: alert.messageId, timeoutMs });
      return { devices: 0, removed: 0, failed: true };
    }
    if (outcome.devices > 0)
      log.info('Lead alert sent.', { messageId: alert.messageId, ...outcome });
    return { ...outcome, failed: false };
  } catch (error) {
    log.error('Lead alert failed.', {
      messageId: alert.messageId,
      error: error instanceof Error ? error.message : String(error),
    });
    return { devices: 0, removed: 0, failed: true };
  } finally {
    clearTimeout(timer);
  }
}
