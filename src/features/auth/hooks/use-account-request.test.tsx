import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '@/testing/deferred';
import { useAccountRequest } from './use-account-request';

/** Firebase's error for a refused current password, as far as the settings look at it (its code). */
const wrongPassword = () =>
  Object.assign(new Error('Firebase: Error (auth/wrong-password).'), {
    code: 'auth/wrong-password',
  });

describe('useAccountRequest', () => {
  it('should be pending while the request runs, and resolve true when it succeeds', async () => {
    const { result } = renderHook(() => useAccountRequest());
    const request = deferred();
    let sent!: Promise<boolean>;
    act(() => {
      sent = result.current.send(() => request.promise);
    });
    expect(result.current.pending).toBe(true);

    await act(async () => {
      request.resolve();
      await sent;
    });
    await expect(sent).resolves.toBe(true);
    expect(result.current.pending).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('should show a failure as the account sentence, never reject, and clear it on the next send', async () => {
    const { result } = renderHook(() => useAccountRequest());
    let sent!: Promise<boolean>;
    await act(async () => {
      sent = result.current.send(() => Promise.reject(wrongPassword()));
      await sent;
    });
    await expect(sent).resolves.toBe(false);
    expect(result.current.pending).toBe(false);
    expect(result.current.error).toBe('That password is not correct. Enter your current password.');

    const request = deferred();
    act(() => {
      sent = result.current.send(() => request.promise);
    });
    expect(result.current.error).toBeNull();
    await act(async () => {
      request.resolve();
      await sent;
    });
  });

  it('should run what follows the call only when the call succeeds', async () => {
    const { result } = renderHook(() => useAccountRequest());
    const onSuccess = vi.fn();
    await act(async () => {
      await result.current.send(async () => {
        await Promise.reject(wrongPassword());
        onSuccess();
      });
    });
    expect(onSuccess).not.toHaveBeenCalled();
    await act(async () => {
      await result.current.send(async () => {
        await Promise.resolve();
        onSuccess();
      });
    });
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('should hide the error on clearError', async () => {
    const { result } = renderHook(() => useAccountRequest());
    await act(() => result.current.send(() => Promise.reject(new Error('Offline.'))));
    expect(result.current.error).toBe('Offline.');
    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();
  });

  it('should log a failure only when asked to', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('Quota exceeded.');
    const quiet = renderHook(() => useAccountRequest()).result;
    await act(() => quiet.current.send(() => Promise.reject(failure)));
    expect(log).not.toHaveBeenCalled();

    const logged = renderHook(() => useAccountRequest({ logFailureAs: 'Export failed' })).result;
    await act(() => logged.current.send(() => Promise.reject(failure)));
    expect(log).toHaveBeenCalledWith('Export failed', failure);
    expect(logged.current.error).toBe('Quota exceeded.');
  });
});
