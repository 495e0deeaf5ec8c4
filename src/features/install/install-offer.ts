import { useSyncExternalStore } from 'react';
import { closeMenu, isStandalone, onAppInstalled } from '@/boot/shared';
import { showToast } from '@/components/feedback/toast-queue';

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

/**
 * The menu's "Install app" (install-slots.tsx) is in every prerendered page, hidden: it shows as soon as
 * there is an offer and works at once, whether or not the app has loaded. This module is its one
 * click handler.
 */
export const INSTALL_ACTION_ATTRIBUTE = 'data-install-action';

function setOffer(next: InstallOffer | null) {
  offer = next;
  window.siteInstallOffer = next !== null;
  for (const element of document.querySelectorAll(`[${INSTALL_ACTION_ATTRIBUTE}]`)) {
    element.toggleAttribute('hidden', next === null);
  }
  for (const listener of listeners) listener();
  window.dispatchEvent(new Event(INSTALL_OFFER_EVENT));
}

/** Whether the iOS steps are open: the menu that opened them closes, so they live here. */
let stepsOpen = false;
const stepsListeners = new Set<() => void>();

export function setInstallStepsOpen(open: boolean): void {
  stepsOpen = open;
  for (const listener of stepsListeners) listener();
}

export function useInstallStepsOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      stepsListeners.add(listener);
      return () => stepsListeners.delete(listener);
    },
    () => stepsOpen,
    () => false,
  );
}

const prompted = new WeakSet<Event>();

async function promptInstall(event: BeforeInstallPromptEvent) {
  // The browser shows its prompt once per event.
  if (prompted.has(event)) return;
  prompted.add(event);
  try {
    await event.prompt();
  } catch (error) {
    console.warn('Install prompt failed', error);
    setOffer(null);
    return;
  }
  const { outcome } = await event.userChoice;
  setOffer(null);
  // "accepted" is confirmed by the install UI's appinstalled toast, once the browser has installed it.
  if (outcome === 'dismissed') {
    showToast({
      title: 'Not installed',
      description: 'You can install the app later from your browser’s menu.',
      variant: 'info',
    });
  }
}

/** The browser's prompt, or the iOS steps (drawn by the install UI, which loads with the app). */
export function startInstall(current: InstallOffer): void {
  if (current.kind === 'prompt') void promptInstall(current.event);
  else setInstallStepsOpen(true);
}

let handlingClicks = false;
function handleInstallActions() {
  if (handlingClicks) return;
  handlingClicks = true;
  document.addEventListener('click', (event) => {
    const action =
      event.target instanceof Element && event.target.closest(`[${INSTALL_ACTION_ATTRIBUTE}]`);
    if (!action || !offer) return;
    const menu = action.closest('dialog');
    if (menu) closeMenu(menu);
    startInstall(offer);
  });
}

function watchInstall() {
  if (watchingInstall) return;
  watchingInstall = true;
  onAppInstalled(() => {
    installed = true;
    setOffer(null);
  });
}

/** `beforeinstallprompt` fired (src/boot/install-offer-listener.ts has already called preventDefault). */
export function receivePromptOffer(event: Event): void {
  watchInstall();
  handleInstallActions();
  if (installed || isStandalone()) return;
  setOffer({ kind: 'prompt', event: event as BeforeInstallPromptEvent });
}

/** iOS Safari, where installing is Share → Add to Home Screen. */
export function receiveIosOffer(): void {
  handleInstallActions();
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
