import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_LOAD_GRACE_MS, ICONS_ATTRIBUTE, afterFirstPaint } from './shared';
import type * as Shared from './shared';
import { showIconsAfterLoad } from './show-icons';

vi.mock('./shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  afterFirstPaint: vi.fn(),
}));

const iconsShown = () => document.documentElement.hasAttribute(ICONS_ATTRIBUTE);
/** Runs what showIconsAfterLoad handed to afterFirstPaint, as the first paint would. */
const firstPaint = () => {
  for (const [start] of vi.mocked(afterFirstPaint).mock.calls) start();
};

describe('showIconsAfterLoad', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.mocked(afterFirstPaint).mockClear();
    document.documentElement.removeAttribute(ICONS_ATTRIBUTE);
  });

  it('should show the icons only once the page has loaded and then painted', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    showIconsAfterLoad();
    firstPaint();
    expect(iconsShown()).toBe(false);

    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(AFTER_LOAD_GRACE_MS);
    expect(iconsShown()).toBe(false);
    firstPaint();
    expect(iconsShown()).toBe(true);
  });

  it('should wait only for the paint when the page has already loaded, a moment from now', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    showIconsAfterLoad();
    vi.advanceTimersByTime(AFTER_LOAD_GRACE_MS);
    expect(iconsShown()).toBe(false);
    firstPaint();
    expect(iconsShown()).toBe(true);
  });
});
