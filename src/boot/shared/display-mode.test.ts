import { afterEach, describe, expect, it, vi } from 'vitest';
import { isInstalled, isStandalone, onAppInstalled, rememberInstall } from './display-mode';

function matchDisplayMode(standalone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: standalone && query === '(display-mode: standalone)',
        media: query,
      }) as MediaQueryList,
  );
}

describe('display mode', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(window.navigator, 'standalone');
  });

  it('should say standalone when the display-mode media query matches', () => {
    matchDisplayMode(true);
    expect(isStandalone()).toBe(true);
  });

  it('should say standalone for an iOS home-screen app and not in a browser tab', () => {
    matchDisplayMode(false);
    expect(isStandalone()).toBe(false);
    Object.defineProperty(window.navigator, 'standalone', { value: true, configurable: true });
    expect(isStandalone()).toBe(true);
  });

  it('should call the listener on appinstalled until removed', () => {
    const listener = vi.fn();
    const remove = onAppInstalled(listener);
    window.dispatchEvent(new Event('appinstalled'));
    remove();
    window.dispatchEvent(new Event('appinstalled'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('should remember an install made before anyone asked, and say so', () => {
    matchDisplayMode(false);
    const then = vi.fn();
    rememberInstall(then);
    expect(isInstalled()).toBe(false);
    window.dispatchEvent(new Event('appinstalled'));
    expect(then).toHaveBeenCalledTimes(1);
    expect(isInstalled()).toBe(true);
  });
});
