import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { oncePerCode, useLinkCode } from './use-link-code';

/** Firebase's errors as far as the link pages look at them (their code). */
const firebaseError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('useLinkCode', () => {
  it('should wait while offline, send the code once online, and give its value', async () => {
    const request = vi.fn((code: string) => Promise.resolve(`${code}@example.com`));
    const { result, rerender } = renderHook(({ offline }) => useLinkCode('abc', offline, request), {
      initialProps: { offline: true },
    });
    expect(result.current[0]).toEqual({ step: 'pending' });
    expect(request).not.toHaveBeenCalled();

    rerender({ offline: false });
    await waitFor(() =>
      expect(result.current[0]).toEqual({ step: 'done', value: 'abc@example.com' }),
    );
    expect(request).toHaveBeenCalledWith('abc');
  });

  it('should give a failure, and send again on retry', async () => {
    const failure = firebaseError('auth/network-request-failed');
    const request = vi
      .fn<(code: string) => Promise<string>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useLinkCode('abc', false, request));
    await waitFor(() => expect(result.current[0]).toEqual({ step: 'failed', error: failure }));

    act(() => result.current[1]());
    expect(result.current[0]).toEqual({ step: 'pending' });
    await waitFor(() => expect(result.current[0]).toEqual({ step: 'done', value: 'ok' }));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('should drop a reply that comes after the code changed', async () => {
    let answerFirst!: (value: string) => void;
    const request = vi.fn((code: string) =>
      code === 'first'
        ? new Promise<string>((resolve) => (answerFirst = resolve))
        : Promise.resolve('second reply'),
    );
    const { result, rerender } = renderHook(({ code }) => useLinkCode(code, false, request), {
      initialProps: { code: 'first' },
    });
    rerender({ code: 'second' });
    await waitFor(() => expect(result.current[0]).toEqual({ step: 'done', value: 'second reply' }));

    await act(async () => answerFirst('first reply'));
    expect(result.current[0]).toEqual({ step: 'done', value: 'second reply' });
  });
});

describe('oncePerCode', () => {
  it('should spend a code once: a second call gets the first attempt', async () => {
    const apply = vi.fn(() => Promise.resolve('done'));
    const applyOnce = oncePerCode(apply);
    const first = applyOnce('abc');
    expect(applyOnce('abc')).toBe(first);
    await expect(first).resolves.toBe('done');
    expect(apply).toHaveBeenCalledTimes(1);
    applyOnce('other');
    expect(apply).toHaveBeenCalledTimes(2);
  });

  it('should try a code again after a failure other than "used up", never after "used up"', async () => {
    const apply = vi
      .fn<(code: string) => Promise<void>>()
      .mockRejectedValueOnce(firebaseError('auth/network-request-failed'))
      .mockRejectedValueOnce(firebaseError('auth/invalid-action-code'));
    const applyOnce = oncePerCode(apply);
    await expect(applyOnce('abc')).rejects.toThrow('network-request-failed');
    await expect(applyOnce('abc')).rejects.toThrow('invalid-action-code');
    await expect(applyOnce('abc')).rejects.toThrow('invalid-action-code');
    expect(apply).toHaveBeenCalledTimes(2);
  });
});
