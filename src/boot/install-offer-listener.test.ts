import { describe, expect, it, vi } from 'vitest';
import { isIosSafari, listenForInstallOffer } from './install-offer-listener';

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const iPhoneChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0 Mobile/15E148 Safari/604.1';
const macSafari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0 Mobile Safari/537.36';

const nav = (userAgent: string, maxTouchPoints = 0) => ({ userAgent, maxTouchPoints }) as Navigator;

describe('install offer listener', () => {
  it('should recognise iPhone and iPad Safari only', () => {
    expect(isIosSafari(nav(iPhoneSafari))).toBe(true);
    expect(isIosSafari(nav(macSafari, 5))).toBe(true); // iPadOS presents itself as a Mac
    expect(isIosSafari(nav(macSafari))).toBe(false);
    expect(isIosSafari(nav(iPhoneChrome))).toBe(false);
    expect(isIosSafari(nav(androidChrome))).toBe(false);
  });

  it('should load the install code only when the browser offers an install', async () => {
    const receiver = { receivePromptOffer: vi.fn(), receiveIosOffer: vi.fn() };
    const load = vi.fn(() => Promise.resolve(receiver));
    listenForInstallOffer(load);
    expect(load).not.toHaveBeenCalled();

    const offer = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(receiver.receivePromptOffer).toHaveBeenCalledWith(offer));
    expect(receiver.receiveIosOffer).not.toHaveBeenCalled();
  });
});
