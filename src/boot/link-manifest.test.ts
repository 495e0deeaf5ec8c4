import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { linkManifestAfterLoad, MANIFEST_DELAY_MS } from './link-manifest';
import { AFTER_LOAD_GRACE_MS } from './shared';

/** The after-load moment and the manifest's own delay: 2 s after the load event. */
const linkedAfterLoadMs = AFTER_LOAD_GRACE_MS + MANIFEST_DELAY_MS;
const manifestLinks = () => document.head.querySelectorAll('link[rel="manifest"]');

describe('linkManifestAfterLoad', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    for (const link of manifestLinks()) link.remove();
  });

  it('should add the manifest link only 2 s after the page has loaded', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    linkManifestAfterLoad('/manifest.webmanifest');
    vi.advanceTimersByTime(linkedAfterLoadMs);
    expect(manifestLinks()).toHaveLength(0);

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(linkedAfterLoadMs - 1);
    expect(manifestLinks()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(manifestLinks()).toHaveLength(1);
    expect(manifestLinks()[0]?.getAttribute('href')).toBe('/manifest.webmanifest');

    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(linkedAfterLoadMs);
    expect(manifestLinks()).toHaveLength(1);
  });

  it('should add it once, whoever asks after load', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    linkManifestAfterLoad('/manifest.webmanifest');
    linkManifestAfterLoad('/manifest.webmanifest');
    vi.advanceTimersByTime(linkedAfterLoadMs);
    expect(manifestLinks()).toHaveLength(1);
  });
});
