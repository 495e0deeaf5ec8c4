import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { deferred } from '@/testing/deferred';
import { attachToastHost, type ToastOptions } from '@/components/feedback/toast-queue';
import { useAdminAction } from './use-admin-action';

/** The toasts as the toaster would draw them: a host attached to the real queue for one test. */
function toasts() {
  const shown: ToastOptions[] = [];
  onTestFinished(
    attachToastHost({ show: (_key, options) => shown.push(options), close: () => {} }),
  );
  return shown;
}

const saveNote = {
  success: { title: 'Saved', description: 'Note saved.' },
  failure: 'Not saved',
};

describe('useAdminAction', () => {
  it('should be busy while the action runs, and toast its success only once it has succeeded', async () => {
    const shown = toasts();
    const { result } = renderHook(() => useAdminAction());
    const action = deferred();
    let ran!: Promise<void>;
    act(() => {
      ran = result.current.run(() => action.promise, saveNote);
    });
    expect(result.current.busy).toBe(true);
    expect(shown).toEqual([]);

    await act(async () => {
      action.resolve();
      await ran;
    });
    expect(result.current.busy).toBe(false);
    expect(shown).toEqual([{ title: 'Saved', description: 'Note saved.', variant: 'success' }]);
  });

  it("should toast a failure as an error in the error's own words, and never reject", async () => {
    const shown = toasts();
    const { result } = renderHook(() => useAdminAction());
    const failed = deferred();
    let ran!: Promise<void>;
    act(() => {
      ran = result.current.run(() => failed.promise, saveNote);
    });
    await act(async () => {
      failed.reject(new Error('Missing or insufficient permissions.'));
      await ran;
    });
    await expect(ran).resolves.toBeUndefined();
    expect(result.current.busy).toBe(false);

    // Something thrown that is not an Error is shown as it is written.
    await act(() => result.current.run(() => Promise.reject('offline'), saveNote));
    expect(shown).toEqual([
      {
        title: 'Error',
        description: 'Not saved: Missing or insufficient permissions.',
        variant: 'error',
      },
      { title: 'Error', description: 'Not saved: offline', variant: 'error' },
    ]);
  });
});
