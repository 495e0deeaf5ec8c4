import {
  INSTALL_DISMISSED_KEY,
  INSTALL_FIRST_VISIT_KEY,
  INSTALL_VISIT_KEY,
} from '@/config/storage-keys';

/**
 * When the install card may show: on a returning visit (never the first), and not within 30 days of the
 * visitor dismissing it. A visit is one browser session; the first one is remembered in localStorage.
 */

export const CARD_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;

export interface VisitStorage {
  local: Pick<Storage, 'getItem' | 'setItem'>;
  session: Pick<Storage, 'getItem' | 'setItem'>;
}

const browserStorage = (): VisitStorage => ({ local: localStorage, session: sessionStorage });

/** Records this visit and says whether the visitor has been here before. */
export function isReturningVisit(storage: VisitStorage = browserStorage(), now = Date.now()) {
  try {
    const thisVisit = storage.session.getItem(INSTALL_VISIT_KEY);
    if (thisVisit) return thisVisit === 'returning';
    const returning = storage.local.getItem(INSTALL_FIRST_VISIT_KEY) !== null;
    if (!returning) storage.local.setItem(INSTALL_FIRST_VISIT_KEY, String(now));
    storage.session.setItem(INSTALL_VISIT_KEY, returning ? 'returning' : 'first');
    return returning;
  } catch {
    // Storage blocked: every visit looks like the first, so the card never nags.
    return false;
  }
}

export function shouldShowInstallCard(storage: VisitStorage = browserStorage(), now = Date.now()) {
  if (!isReturningVisit(storage, now)) return false;
  try {
    const dismissedAt = Number(storage.local.getItem(INSTALL_DISMISSED_KEY));
    return !(dismissedAt > 0 && now - dismissedAt < CARD_SNOOZE_MS);
  } catch {
    return false;
  }
}

export function dismissInstallCard(storage: VisitStorage = browserStorage(), now = Date.now()) {
  try {
    storage.local.setItem(INSTALL_DISMISSED_KEY, String(now));
  } catch {
    // Nowhere to remember it: the card still goes away for this visit.
  }
}
