// @vitest-environment node
import { getDocs, where } from 'firebase/firestore/lite';
import type * as FirestoreLite from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshIdToken } from './auth';
import { listOwnRecords } from './own-records';

vi.mock('./firestore', () => ({ getFirestoreInstance: () => ({ fake: 'db' }) }));
vi.mock('./auth', () => ({ refreshIdToken: vi.fn() }));
vi.mock('firebase/firestore/lite', async (importOriginal) => ({
  ...(await importOriginal<typeof FirestoreLite>()),
  collection: vi.fn(() => ({})),
  query: vi.fn(() => ({})),
  where: vi.fn(() => ({})),
  orderBy: vi.fn(() => ({})),
  limit: vi.fn(() => ({})),
  getDocs: vi.fn(),
}));

const mocked = { getDocs: vi.mocked(getDocs), refreshIdToken: vi.mocked(refreshIdToken) };
const found = (ids: string[]) =>
  ({
    docs: ids.map((id) => ({ id, data: () => ({ subject: `About ${id}`, messages: [] }) })),
  }) as unknown as Awaited<ReturnType<typeof getDocs>>;
const refusal = Object.assign(new Error('Missing or insufficient permissions.'), {
  code: 'permission-denied',
});

beforeEach(() => {
  mocked.getDocs.mockReset();
  mocked.refreshIdToken.mockReset().mockResolvedValue();
});

describe('listOwnRecords', () => {
  it('asks for exactly the address, as Auth writes it', async () => {
    mocked.getDocs.mockResolvedValue(found(['c1']));
    expect(
      (await listOwnRecords('conversations', ' Ada@Example.com ', 'createdAt', 50)).map(
        (item) => item.data.subject,
      ),
    ).toEqual(['About c1']);
    expect(vi.mocked(where)).toHaveBeenCalledWith('email', '==', 'ada@example.com');
    expect(mocked.refreshIdToken).not.toHaveBeenCalled();
  });

  it('asks again once with a fresh token when the rules refuse a token older than the verification', async () => {
    mocked.getDocs.mockRejectedValueOnce(refusal).mockResolvedValueOnce(found(['c1', 'c2']));
    expect(await listOwnRecords('conversations', 'ada@example.com', 'createdAt', 50)).toHaveLength(
      2,
    );
    expect(mocked.refreshIdToken).toHaveBeenCalledTimes(1);
  });

  it('gives up after the second refusal, and does not retry other errors', async () => {
    mocked.getDocs.mockRejectedValue(refusal);
    await expect(
      listOwnRecords('conversations', 'ada@example.com', 'createdAt', 50),
    ).rejects.toThrow('insufficient permissions');
    expect(mocked.getDocs).toHaveBeenCalledTimes(2);
    mocked.getDocs.mockReset().mockRejectedValue(new Error('offline'));
    await expect(
      listOwnRecords('conversations', 'ada@example.com', 'createdAt', 50),
    ).rejects.toThrow('offline');
    expect(mocked.getDocs).toHaveBeenCalledTimes(1);
  });
});
