import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ALERTS_KEY, ADMIN_INBOX_DATABASE } from '@/config/storage-keys';
import { turnOffAlerts } from './lead-alerts';
import { clearAdminDevice } from './sign-out-cleanup';

vi.mock('./lead-alerts', () => ({ turnOffAlerts: vi.fn() }));

/** An inbox copy on the device, as the inbox leaves one (the database is all sign-out looks at). */
const saveAnInbox = () =>
  new Promise<void>((resolve, reject) => {
    const open = indexedDB.open(ADMIN_INBOX_DATABASE, 1);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      open.result.close();
      resolve();
    };
  });

const databaseNames = async () => (await indexedDB.databases()).map(({ name }) => name);

afterEach(() => {
  localStorage.clear();
  vi.mocked(turnOffAlerts).mockReset();
});

describe('clearAdminDevice', () => {
  it("should delete the inbox's offline copy and leave alerts alone on a device without them", async () => {
    await saveAnInbox();
    await clearAdminDevice();
    expect(await databaseNames()).not.toContain(ADMIN_INBOX_DATABASE);
    expect(turnOffAlerts).not.toHaveBeenCalled();
  });

  it('should turn off the alerts of a device that has them', async () => {
    localStorage.setItem(ADMIN_ALERTS_KEY, 'fcm-token');
    vi.mocked(turnOffAlerts).mockResolvedValue();
    await clearAdminDevice();
    expect(turnOffAlerts).toHaveBeenCalledTimes(1);
  });

  it('should still delete the inbox when the alerts cannot be turned off, and say so', async () => {
    localStorage.setItem(ADMIN_ALERTS_KEY, 'fcm-token');
    vi.mocked(turnOffAlerts).mockRejectedValue(new Error('offline'));
    await saveAnInbox();
    await expect(clearAdminDevice()).rejects.toThrow('offline');
    expect(await databaseNames()).not.toContain(ADMIN_INBOX_DATABASE);
  });
});
