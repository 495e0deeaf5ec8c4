// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  attachToastHost,
  dismissToast,
  isToasterRequested,
  showToast,
  subscribeToToasterRequest,
  type ToastHost,
} from './toast-queue';

function fakeHost(): ToastHost & { shown: string[]; closed: string[] } {
  const shown: string[] = [];
  const closed: string[] = [];
  return {
    shown,
    closed,
    show: (key, options) => shown.push(`${key}:${options.title}`),
    close: (key) => closed.push(key),
  };
}

describe('toast queue', () => {
  it('should keep toasts until a host attaches, drop dismissed ones, then hand the host every new one', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasterRequest(listener);

    const first = showToast({ title: 'Saved' });
    const second = showToast({ title: 'Gone before it showed' });
    const third = showToast({ title: 'Sent' });
    expect(isToasterRequested()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(new Set([first, second, third]).size).toBe(3);
    dismissToast(second);

    const host = fakeHost();
    const detach = attachToastHost(host);
    expect(host.shown).toEqual([`${first}:Saved`, `${third}:Sent`]);

    const fourth = showToast({ title: 'Direct' });
    dismissToast(fourth);
    expect(host.shown).toEqual([`${first}:Saved`, `${third}:Sent`, `${fourth}:Direct`]);
    expect(host.closed).toEqual([fourth]);
    expect(listener).toHaveBeenCalledTimes(3);

    detach();
    unsubscribe();
    const later = showToast({ title: 'Queued again' });
    const nextHost = fakeHost();
    attachToastHost(nextHost)();
    expect(host.shown).not.toContain(`${later}:Queued again`);
    expect(nextHost.shown).toEqual([`${later}:Queued again`]);
  });
});
