import { dismissToast, showToast } from './toast-queue';

export type { ToastKey, ToastOptions } from './toast-queue';

const toaster = { toast: showToast, dismiss: dismissToast };

/** Toasts with a title and a sentence, the shape every message in the spec's catalogue has. */
export function useToast() {
  return toaster;
}
