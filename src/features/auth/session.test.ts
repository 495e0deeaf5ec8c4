import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_KEY } from '@/config/storage-keys';
import * as authClient from './api/auth-client';
import { addSignOutCleanup, createSiteSession, signOut, type FollowFirebase } from './session';
import { mayBeSignedIn } from '@/boot/shared';
import { recordSignOutSteps } from './testing/sign-out-steps';
import type { Session } from './types';

vi.mock('./api/auth-client', () => ({ signOutOfFirebase: vi.fn() }));
const { signOutOfFirebase } = vi.mocked(authClient);

const adaSignedIn: Session = {
  status: 'signed-in',
  user: { uid: 'u1', email: 'ada@example.com', emailVerified: true, displayName: null },
};

/** Stands in for Firebase: reports `session` as soon as it is followed, and can report more later. */
function firebaseReporting(session: Session) {
  let report: (next: Session) => void = () => undefined;
  const follow = vi.fn<FollowFirebase>((onChange) => {
    report = onChange;
    onChange(session);
    return Promise.resolve();
  });
  return { follow, report: (next: Session) => report(next) };
}

/** Lets every pending timer, idle callback and promise run. */
const runUntilIdle = () => vi.runAllTimersAsync();

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the site session', () => {
  it('starts loading and, when someone may be signed in, asks Firebase once the page is idle', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const { follow } = firebaseReporting(adaSignedIn);
    const { store, start } = createSiteSession(follow);
    start();
    expect(store.get()).toEqual({ status: 'loading' });
    // Not at once: the page paints and hydrates without waiting for Firebase.
    expect(follow).not.toHaveBeenCalled();

    await runUntilIdle();
    expect(follow).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual(adaSignedIn);
    expect(store.isConfirmed()).toBe(true);
  });

  it('asks Firebase at once, and only once, for a page that needs the answer', async () => {
    const { follow } = firebaseReporting(adaSignedIn);
    const { store, start, connectNow } = createSiteSession(follow);
    start();
    connectNow();
    connectNow();
    await Promise.resolve();
    expect(store.get()).toEqual(adaSignedIn);
    await runUntilIdle();
    // The idle-time guess never overwrites Firebase's answer.
    expect(store.get()).toEqual(adaSignedIn);
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it('takes a visitor nobody has signed in as on this device as signed out once idle, without Firebase, until another tab signs in', async () => {
    const { follow } = firebaseReporting(adaSignedIn);
    const { store, start } = createSiteSession(follow);
    start();
    await runUntilIdle();
    expect(store.get()).toEqual({ status: 'signed-out' });
    // A guess: the navigation shows Sign In, a guard still waits.
    expect(store.isConfirmed()).toBe(false);
    expect(follow).not.toHaveBeenCalled();

    localStorage.setItem(SESSION_HINT_KEY, '1');
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_HINT_KEY, newValue: '1' }));
    await runUntilIdle();
    expect(follow).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual(adaSignedIn);
  });

  it("keeps the hint in step with each of Firebase's answers", async () => {
    const firebase = firebaseReporting(adaSignedIn);
    const { connectNow } = createSiteSession(firebase.follow);
    connectNow();
    await Promise.resolve();
    expect(mayBeSignedIn()).toBe(true);
    firebase.report({ status: 'signed-out' });
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    expect(mayBeSignedIn()).toBe(false);
  });

  it('takes the visitor as signed out when the sign-in service cannot load, and tries again when asked', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const follow = vi
      .fn<FollowFirebase>(() => Promise.resolve())
      .mockRejectedValueOnce(new Error('offline'));
    const { store, start, connectNow } = createSiteSession(follow);
    start();
    await runUntilIdle();
    expect(store.get()).toEqual({ status: 'signed-out' });
    expect(store.isConfirmed()).toBe(true);
    connectNow();
    expect(follow).toHaveBeenCalledTimes(2);
  });

  it('asks nothing when stopped before the page is idle', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const { follow } = firebaseReporting(adaSignedIn);
    const { start } = createSiteSession(follow);
    const stop = start();
    stop();
    await runUntilIdle();
    expect(follow).not.toHaveBeenCalled();
  });
});

describe('signOut', () => {
  it('runs every registered cleanup, then signs out of Firebase', async () => {
    const { steps, removeCleanup } = recordSignOutSteps(signOutOfFirebase);
    const removeSecond = addSignOutCleanup(async () => {
      steps.push('second cleanup');
    });
    try {
      await signOut();
      expect(steps).toEqual(['cleanup', 'second cleanup', 'Firebase sign-out']);
    } finally {
      removeCleanup();
      removeSecond();
    }
  });

  it('waits for a slow cleanup: it may need the account while still signed in', async () => {
    const { steps, removeCleanup } = recordSignOutSteps(signOutOfFirebase);
    let finishCleanup!: () => void;
    const removeSlow = addSignOutCleanup(
      () => new Promise<void>((resolve) => (finishCleanup = resolve)),
    );
    try {
      const signingOut = signOut();
      await vi.waitFor(() => expect(finishCleanup).toBeDefined());
      await Promise.resolve();
      expect(steps).toEqual(['cleanup']);
      finishCleanup();
      await signingOut;
      expect(steps).toEqual(['cleanup', 'Firebase sign-out']);
    } finally {
      removeCleanup();
      removeSlow();
    }
  });

  it('signs out even when a cleanup fails, and logs the failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { steps, removeCleanup } = recordSignOutSteps(signOutOfFirebase);
    const removeFailing = addSignOutCleanup(() => Promise.reject(new Error('offline')));
    try {
      await signOut();
      expect(steps).toEqual(['cleanup', 'Firebase sign-out']);
      expect(error).toHaveBeenCalledWith('A sign-out cleanup failed', new Error('offline'));
    } finally {
      removeCleanup();
      removeFailing();
    }
  });

  it('no longer runs a cleanup once it is removed', async () => {
    const { steps, removeCleanup } = recordSignOutSteps(signOutOfFirebase);
    removeCleanup();
    await signOut();
    expect(steps).toEqual(['Firebase sign-out']);
  });
});
