import { useSyncExternalStore } from 'react';
import { isStandalone, onAppInstalled } from '@/lib/display-mode';

/** Chromium's install event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** The browser's own install prompt, or the Add to Home Screen steps on iOS Safari. */
export type InstallOffer =
  { kind: 'prompt'; event: BeforeInstallPromptEvent } | { kind: 'ios-steps' };

let offer: InstallOffer | null = null;
let installed = false;
let watchingInstall = false;
const listeners = new Set<() => void>();

/**
 * The page learns of an offer through the window, so that it never loads this module (nor any other
 * install code) unless the browser offers an install: see ./components/install-slots.tsx.
 */
export const INSTALL_OFFER_EVENT = 'siteinstalloffer';

declare global {
  interface Window {
    /** True while the install feature has something to offer. */
    siteInstallOffer?: boolean;
  }
}

function setOffer(next: InstallOffer | null) {
  offer = next;
  window.siteInstallOffer = next !== null;
  for (const listener of listeners) listener();
  window.dispatchEvent(new Event(INSTALL_OFFER_EVENT));
}

function watchInstall() {
  if (watchingInstall) return;
  watchingInstall = true;
  onAppInstalled(() => {
    installed = true;
    setOffer(null);
  });
}

/** `beforeinstallprompt` fired (src/app/startup/install-offer-listener.ts has already called preventDefault). */
export function receivePromptOffer(event: Event): void {
  watchInstall();
  if (installed || isStandalone()) return;
  setOffer({ kind: 'prompt', event: event as BeforeInstallPromptEvent });
}

/** iOS Safari, where installing is Share → Add to Home Screen. */
export function receiveIosOffer(): void {
  if (isStandalone()) return;
  setOffer({ kind: 'ios-steps' });
}

/** A prompt can be shown once: after the visitor's answer the offer is gone. */
export function withdrawInstallOffer(): void {
  setOffer(null);
}

export function getInstallOffer(): InstallOffer | null {
  return offer;
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current offer; null while the browser offers none, once installed, and in prerendered HTML. */
export function useInstallOffer(): InstallOffer | null {
  return useSyncExternalStore(subscribeInstallOffer, getInstallOffer, () => null);
}
