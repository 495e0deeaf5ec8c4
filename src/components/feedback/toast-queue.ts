import type { ReactNode } from 'react';

export interface ToastOptions {
  title: string;
  description?: string;
  /** "error" is the spec's destructive toast. */
  variant?: 'success' | 'error' | 'info' | 'warning';
  /** Keeps the toast until dismissed (e.g. "a new version is available"). */
  persist?: boolean;
  action?: ReactNode;
}

export type ToastKey = string;

/** Whatever actually draws toasts (toaster-host.tsx, once its code has loaded). */
export interface ToastHost {
  show: (key: ToastKey, options: ToastOptions) => void;
  close: (key: ToastKey) => void;
}

/**
 * Toasts asked for before the toaster's code has loaded wait here. The toaster (notistack) loads on the
 * first request instead of with the page: it injects its styles when it loads, and that restyles the page.
 */
let host: ToastHost | null = null;
let pending: { key: ToastKey; options: ToastOptions }[] = [];
let requested = false;
let lastKey = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function showToast(options: ToastOptions): ToastKey {
  lastKey += 1;
  const key = `toast-${lastKey}`;
  if (host) {
    host.show(key, options);
  } else {
    pending.push({ key, options });
    requested = true;
    notify();
  }
  return key;
}

export function dismissToast(key: ToastKey): void {
  if (host) host.close(key);
  else pending = pending.filter((toast) => toast.key !== key);
}

/** Called by the host once it can draw: shows what waited, in order. Returns the detach function. */
export function attachToastHost(newHost: ToastHost): () => void {
  host = newHost;
  const waiting = pending;
  pending = [];
  for (const toast of waiting) newHost.show(toast.key, toast.options);
  return () => {
    if (host === newHost) host = null;
  };
}

/** True from the first toast request on: the toaster's code is needed. */
export function isToasterRequested(): boolean {
  return requested;
}

export function subscribeToToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
