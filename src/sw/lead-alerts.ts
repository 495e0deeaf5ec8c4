/// <reference lib="webworker" />
/**
 * The inbox's alerts (issue: the firm notices each lead within a minute).
 * functions/src/leads/lead-alerts.ts sends a data-only FCM message per new contact message; FCM
 * delivers it to this worker as a push whose JSON carries `data: { messageId, title, body, link }`:
 * who wrote and the subject, never the message, which a lock screen would show. A tap opens that
 * message in the inbox, in a window already open if there is one. Open inboxes are told at once, so
 * the list does not wait for its next poll.
 */
import { INBOX_PATH, inboxMessageLink, type LeadAlert } from '@site/contract';
import { LEAD_ALERT_MESSAGE } from './protocol';

/** The alert in a push's JSON, or null for anything else (a push this worker does not know). */
export function readLeadAlert(payload: unknown): LeadAlert | null {
  const data = (payload as { data?: Record<string, unknown> } | null)?.data;
  if (!data) return null;
  const { messageId, title, body, link } = data;
  if (typeof messageId !== 'string' || typeof title !== 'string' || typeof body !== 'string')
    return null;
  // Only a page of the inbox: a push can never send the admin elsewhere.
  const target =
    typeof link === 'string' && link.startsWith(`${INBOX_PATH}?`)
      ? link
      : inboxMessageLink(messageId);
  return { messageId, title, body, link: target };
}

export function listenForLeadAlerts(worker: ServiceWorkerGlobalScope, icon: string): void {
  worker.addEventListener('push', (event) => {
    let payload: unknown = null;
    try {
      payload = event.data?.json();
    } catch {
      return;
    }
    const alert = readLeadAlert(payload);
    if (!alert) return;
    event.waitUntil(
      (async () => {
        await worker.registration.showNotification(alert.title, {
          body: alert.body,
          tag: `lead-${alert.messageId}`,
          icon,
          badge: icon,
          data: { link: alert.link },
        });
        for (const client of await worker.clients.matchAll({ type: 'window' })) {
          client.postMessage({ type: LEAD_ALERT_MESSAGE, messageId: alert.messageId });
        }
      })(),
    );
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { link?: unknown } | null;
    const link =
      typeof data?.link === 'string' && data.link.startsWith(INBOX_PATH) ? data.link : INBOX_PATH;
    event.waitUntil(openInInbox(worker, link));
  });
}

/** Opens `link` in the inbox window already open (the app there restarts on it), else in a new one. */
async function openInInbox(worker: ServiceWorkerGlobalScope, link: string): Promise<void> {
  const url = new URL(link, worker.location.origin).href;
  const windows = await worker.clients.matchAll({ type: 'window' });
  const inbox = windows.find((client) => new URL(client.url).pathname === INBOX_PATH) as
    WindowClient | undefined;
  if (!inbox) {
    await worker.clients.openWindow(url);
    return;
  }
  await inbox.navigate(url);
  // Only the tap itself may bring a window forward; the inbox is on the message either way.
  await inbox.focus().catch(() => undefined);
}
