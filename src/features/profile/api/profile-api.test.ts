import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import type * as FirestoreLite from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_LIMITS } from '@/config/profile-limits';
import { getProfile } from './get-profile';
import { saveProfile } from './save-profile';

vi.mock('@/lib/firebase/firestore', () => ({ getFirestoreInstance: () => ({ fake: 'db' }) }));
vi.mock('firebase/firestore/lite', async (importOriginal) => ({
  ...(await importOriginal<typeof FirestoreLite>()),
  doc: vi.fn((_db: unknown, collection: string, id: string) => ({ path: `${collection}/${id}` })),
  getDoc: vi.fn(),
  setDoc: vi.fn(),
}));

const mocked = { doc: vi.mocked(doc), getDoc: vi.mocked(getDoc), setDoc: vi.mocked(setDoc) };

/** A DocumentSnapshot, as far as getProfile looks at one. */
function snapshot(data: Record<string, unknown> | undefined) {
  return { exists: () => data !== undefined, data: () => data } as unknown as Awaited<
    ReturnType<typeof getDoc>
  >;
}

beforeEach(() => {
  mocked.getDoc.mockReset();
  mocked.setDoc.mockReset().mockResolvedValue(undefined);
});

describe('getProfile', () => {
  it('should read profiles/<uid>', async () => {
    mocked.getDoc.mockResolvedValue(
      snapshot({
        id: 'u1',
        full_name: 'Ada Obi',
        company: 'Obi Logistics',
        position: 'CIO',
        bio: 'Runs IT.',
        updatedAt: { seconds: 1 },
      }),
    );
    await expect(getProfile('u1')).resolves.toEqual({
      full_name: 'Ada Obi',
      company: 'Obi Logistics',
      position: 'CIO',
      bio: 'Runs IT.',
    });
    expect(mocked.doc).toHaveBeenCalledWith({ fake: 'db' }, 'profiles', 'u1');
  });

  it('should give null when the user has no profile yet', async () => {
    mocked.getDoc.mockResolvedValue(snapshot(undefined));
    await expect(getProfile('u1')).resolves.toBeNull();
  });

  it('should read missing fields as empty', async () => {
    mocked.getDoc.mockResolvedValue(snapshot({ id: 'u1', company: 'Obi Logistics' }));
    await expect(getProfile('u1')).resolves.toEqual({
      full_name: '',
      company: 'Obi Logistics',
      position: '',
      bio: '',
    });
  });

  it('should refuse a document of the wrong shape', async () => {
    mocked.getDoc.mockResolvedValue(snapshot({ id: 'u1', full_name: 42 }));
    await expect(getProfile('u1')).rejects.toThrow();
  });
});

describe('saveProfile', () => {
  it('should upsert exactly the keys the rules allow, with the server time', async () => {
    await saveProfile('u1', {
      full_name: '  Ada Obi ',
      company: 'Obi Logistics',
      position: '',
      bio: 'Runs IT.\n',
    });
    expect(mocked.setDoc).toHaveBeenCalledWith(
      { path: 'profiles/u1' },
      {
        id: 'u1',
        full_name: 'Ada Obi',
        company: 'Obi Logistics',
        position: '',
        bio: 'Runs IT.',
        updatedAt: serverTimestamp(),
      },
      { merge: true },
    );
  });

  it('should refuse values over the rules’ limits without sending them', async () => {
    await expect(
      saveProfile('u1', {
        full_name: 'x'.repeat(PROFILE_LIMITS.fullName + 1),
        company: '',
        position: '',
        bio: '',
      }),
    ).rejects.toThrow();
    expect(mocked.setDoc).not.toHaveBeenCalled();
  });
});
