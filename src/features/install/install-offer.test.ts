import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshStore() {
  vi.resetModules();
  return import('./install-offer');
}

describe('install offer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should hold the prompt event until the app is installed', async () => {
    const store = await freshStore();
    const listener = vi.fn();
    store.subscribeInstallOffer(listener);
    const event = new Event('beforeinstallprompt');
    store.receivePromptOffer(event);
    expect(store.getInstallOffer()).toEqual({ kind: 'prompt', event });

    window.dispatchEvent(new Event('appinstalled'));
    expect(store.getInstallOffer()).toBeNull();
    store.receivePromptOffer(new Event('beforeinstallprompt'));
    expect(store.getInstallOffer()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('should offer nothing inside the installed app', async () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    const store = await freshStore();
    store.receivePromptOffer(new Event('beforeinstallprompt'));
    store.receiveIosOffer();
    expect(store.getInstallOffer()).toBeNull();
  });

  it('should offer the iOS steps in Safari and withdraw an offer on request', async () => {
    const store = await freshStore();
    store.receiveIosOffer();
    expect(store.getInstallOffer()).toEqual({ kind: 'ios-steps' });
    store.withdrawInstallOffer();
    expect(store.getInstallOffer()).toBeNull();
  });
});
