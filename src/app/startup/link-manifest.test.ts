import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkManifestAfterLoad } from './link-manifest';

const manifestLinks = () => document.head.querySelectorAll('link[rel="manifest"]');

describe('linkManifestAfterLoad', () => {
  afterEach(() => {
    for (const link of manifestLinks()) link.remove();
  });

  it('should add the manifest link only when the page has loaded', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    linkManifestAfterLoad('/manifest.webmanifest');
    expect(manifestLinks()).toHaveLength(0);

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(manifestLinks()).toHaveLength(1);
    expect(manifestLinks()[0]?.getAttribute('href')).toBe('/manifest.webmanifest');

    window.dispatchEvent(new Event('load'));
    expect(manifestLinks()).toHaveLength(1);
  });

  it('should add it at once after load and never twice', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    linkManifestAfterLoad('/manifest.webmanifest');
    linkManifestAfterLoad('/manifest.webmanifest');
    expect(manifestLinks()).toHaveLength(1);
  });
});
