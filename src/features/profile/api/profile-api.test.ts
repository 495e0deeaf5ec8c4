// @vitest-environment node
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import type * as FirestoreLite from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_LIMITS } from '@/config/profile-limits';
import { signedInAccountIsGone } from '@/lib/firebase/auth';
import { AccountDeletedError } from './account-deleted-error';
import { getProfile } from './get-profile';
import { saveProfile } from './save-profile';

vi.mock('@/lib/firebase/firestore', () => ({ getFirestoreInstance: () => ({ fake: 'db' }) }));
vi.mock('@/lib/firebase/auth', () => ({ signedInAccountIsGone: vi.fn() }));
vi.mock('firebase/firestore/lite', async (importOriginal) => ({
  ...(await importOriginal<typeof FirestoreLite>()),
  doc: vi.fn((_db: unknown, collection: string, id: string) => ({ path: `${collection}/${id}` })),
  getDoc: vi.fn(),
  setDoc: vi.fn(),
}));

const mocked = {
  doc: vi.mocked(doc),
  getDoc: vi.mocked(getDoc),
  setDoc: vi.mocked(setDoc),
  signedInAccountIsGone: vi.mocked(signedInAccountIsGone),
};

/** A DocumentSnapshot, as far as getProfile looks at one. */
function snapshot(data: Record<string, unknown> | undefined) {
  return { exists: () => data !== undefined, data: () => data } as unknown as Awaited<
    ReturnType<typeof getDoc>
  >;
}

beforeEach(() => {
  mocked.getDoc.mockReset();
  mocked.setDoc.mockReset().mockResolvedValue(undefined);
  mocked.signedInAccountIsGone.mockReset().mockResolvedValue(false);
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

describe('saveProfile refused by the rules', () => {
  const values = { full_name: 'Ada Obi', company: '', position: '', bio: '' };
  const permissionDenied = Object.assign(new Error('Missing or insufficient permissions.'), {
    code: 'permission-denied',
  });

  it('should say the account was deleted when Auth no longer knows it', async () => {
    mocked.setDoc.mockRejectedValue(permissionDenied);
    mocked.signedInAccountIsGone.mockResolvedValue(true);
    await expect(saveProfile('u1', values)).rejects.toBeInstanceOf(AccountDeletedError);
  });

  it('should pass the refusal on when the account still exists', async () => {
    mocked.setDoc.mockRejectedValue(permissionDenied);
    await expect(saveProfile('u1', values)).rejects.toBe(permissionDenied);
    expect(mocked.signedInAccountIsGone).toHaveBeenCalledTimes(1);
  });

  it('should not ask Auth about other failures', async () => {
    const unavailable = Object.assign(new Error('offline'), { code: 'unavailable' });
    mocked.setDoc.mockRejectedValue(unavailable);
    await expect(saveProfile('u1', values)).rejects.toBe(unavailable);
    expect(mocked.signedInAccountIsGone).not.toHaveBeenCalled();
  });
});
