import { ADMIN_ALERTS_KEY, ADMIN_INBOX_DATABASE } from '@/config/storage-keys';

/**
 * Deletes the inbox's offline copy (../inbox-cache.ts) without opening it: on a device that never had
 * one, nothing is created. Resolves once it is gone, or at once where IndexedDB is unavailable.
 */
function deleteSavedInbox(): Promise<void> {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.deleteDatabase(ADMIN_INBOX_DATABASE);
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    } catch {
      resolve();
    }
  });
}

/** Only a device with alerts on loads their code (the admin chunk, with Firebase Messaging). */
async function turnOffAlertsIfOn(): Promise<void> {
  if (!localStorage.getItem(ADMIN_ALERTS_KEY)) return;
  const { turnOffAlerts } = await import('./lead-alerts');
  await turnOffAlerts();
}

/**
 * What an admin leaves on a device, cleared whenever someone signs out on it (the app registers this
 * with the auth feature's session, which runs it while still signed in, as deleting the device's alert
 * record requires). Kept out of the admin chunk (scripts/build/admin-chunk.ts): every sign-out loads it.
 * The inbox's copy is deleted even when turning the alerts off fails (offline), which it reports.
 */
export async function clearAdminDevice(): Promise<void> {
  const inboxDeleted = deleteSavedInbox();
  try {
    await turnOffAlertsIfOn();
  } finally {
    await inboxDeleted;
  }
}
