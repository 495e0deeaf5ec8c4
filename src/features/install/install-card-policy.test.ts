// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CARD_SNOOZE_MS,
  dismissInstallCard,
  isReturningVisit,
  shouldShowInstallCard,
  type VisitStorage,
} from './install-card-policy';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

/** One browser: localStorage shared by every visit, sessionStorage new for each. */
function browser() {
  const local = memoryStorage();
  return { visit: (): VisitStorage => ({ local, session: memoryStorage() }) };
}

const day = 24 * 60 * 60 * 1000;

describe('install card policy', () => {
  it('should never show the card on a first visit, even after reloads', () => {
    const first = browser().visit();
    expect(shouldShowInstallCard(first, 0)).toBe(false);
    expect(shouldShowInstallCard(first, 1000)).toBe(false);
  });

  it('should show it on a returning visit and keep saying so for that visit', () => {
    const visitor = browser();
    isReturningVisit(visitor.visit(), 0);
    const second = visitor.visit();
    expect(shouldShowInstallCard(second, day)).toBe(true);
    expect(isReturningVisit(second, day + 1)).toBe(true);
  });

  it('should not show it again for 30 days once dismissed', () => {
    const visitor = browser();
    isReturningVisit(visitor.visit(), 0);
    dismissInstallCard(visitor.visit(), day);
    expect(shouldShowInstallCard(visitor.visit(), day + CARD_SNOOZE_MS - 1)).toBe(false);
    expect(shouldShowInstallCard(visitor.visit(), day + CARD_SNOOZE_MS)).toBe(true);
  });

  it('should treat blocked storage as a first visit', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(shouldShowInstallCard({ local: blocked, session: blocked }, 0)).toBe(false);
    expect(() => dismissInstallCard({ local: blocked, session: blocked }, 0)).not.toThrow();
  });
});
