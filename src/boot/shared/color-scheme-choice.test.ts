import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLOR_SCHEME_ATTRIBUTE, themeColors } from '@/config/color-scheme';
import {
  COLOR_SCHEME_CACHE,
  COLOR_SCHEME_CACHE_ENTRY,
  COLOR_SCHEME_KEY,
} from '@/config/storage-keys';
import {
  followColorSchemeChoice,
  showColorSchemeChoice,
  storedColorSchemeChoice,
} from './color-scheme-choice';
import { stubPerformanceEntries } from '@/testing/performance-entries';

/** What boot and the prerendered menu give the module: the metas and the three radio buttons. */
function renderPage() {
  document.head.innerHTML =
    '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#0b2545">' +
    '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#081322">';
  document.body.innerHTML = ['system', 'light', 'dark']
    .map(
      (value) =>
        `<label><input type="radio" name="color-scheme" value="${value}"${value === 'system' ? ' checked' : ''}>${value}</label>`,
    )
    .join('');
}

const radio = (value: string) =>
  document.querySelector<HTMLInputElement>(`input[name="color-scheme"][value="${value}"]`)!;
const metaContents = () =>
  Array.from(
    document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]'),
    (meta) => meta.content,
  );

function pick(value: string) {
  radio(value).click();
}

/** Cache Storage as far as the module uses it, recording what is kept. */
function fakeCaches() {
  const entries = new Map<string, string>();
  const cache = {
    put: vi.fn(async (key: string, response: Response) => {
      entries.set(key, await response.text());
    }),
    delete: vi.fn(async (key: string) => entries.delete(key)),
  };
  const open = vi.fn(async () => cache);
  vi.stubGlobal('caches', { open });
  return { entries, open };
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
  renderPage();
});
afterEach(() => vi.unstubAllGlobals());

describe('storedColorSchemeChoice', () => {
  it('reads a stored light or dark, and the system scheme for nothing, anything else or blocked storage', () => {
    expect(storedColorSchemeChoice()).toBe('system');
    localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    expect(storedColorSchemeChoice()).toBe('dark');
    localStorage.setItem(COLOR_SCHEME_KEY, 'sepia');
    expect(storedColorSchemeChoice()).toBe('system');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(storedColorSchemeChoice()).toBe('system');
  });
});

describe('showColorSchemeChoice', () => {
  it("puts a chosen scheme on <html>, in both theme-color metas and in the menu's buttons", () => {
    showColorSchemeChoice(document, 'light');
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('light');
    expect(metaContents()).toEqual([themeColors.light, themeColors.light]);
    expect(radio('light').checked).toBe(true);
    expect(radio('system').checked).toBe(false);
  });

  it("gives the system's scheme back to the media queries", () => {
    showColorSchemeChoice(document, 'dark');
    showColorSchemeChoice(document, 'system');
    expect(document.documentElement.hasAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe(false);
    expect(metaContents()).toEqual([themeColors.light, themeColors.dark]);
    expect(radio('system').checked).toBe(true);
  });
});

describe('followColorSchemeChoice', () => {
  it('shows the stored choice at once', () => {
    localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    followColorSchemeChoice();
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('dark');
    expect(radio('dark').checked).toBe(true);
  });

  it('applies and keeps a choice made in the menu, for the pages and for the service worker', async () => {
    const { entries } = fakeCaches();
    followColorSchemeChoice();
    pick('dark');
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    await vi.waitFor(() => expect(entries.get(COLOR_SCHEME_CACHE_ENTRY)).toBe('dark'));

    pick('system');
    expect(document.documentElement.hasAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe(false);
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBeNull();
    await vi.waitFor(() => expect(entries.has(COLOR_SCHEME_CACHE_ENTRY)).toBe(false));
  });

  it('opens the cache the worker reads', async () => {
    const { open } = fakeCaches();
    followColorSchemeChoice();
    pick('light');
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith(COLOR_SCHEME_CACHE));
  });

  it('still applies a choice when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    followColorSchemeChoice();
    pick('light');
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('light');
  });

  it('keeps a pick made before it ran (the page opens its menu with no script) over the stored choice', async () => {
    const { entries } = fakeCaches();
    localStorage.setItem(COLOR_SCHEME_KEY, 'light');
    radio('dark').checked = true;
    followColorSchemeChoice();
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    await vi.waitFor(() => expect(entries.get(COLOR_SCHEME_CACHE_ENTRY)).toBe('dark'));
  });

  it('shows the stored choice, not an older one the browser restored, on a page brought back', () => {
    stubPerformanceEntries([{ type: 'back_forward' }]);
    localStorage.setItem(COLOR_SCHEME_KEY, 'light');
    radio('dark').checked = true;
    followColorSchemeChoice();
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('light');
    expect(radio('light').checked).toBe(true);
  });

  it('moves focus to the checked button when a menu opening on the choice focused the first', () => {
    followColorSchemeChoice();
    pick('dark');
    radio('system').focus();
    document.body.dispatchEvent(new Event('toggle'));
    expect(document.activeElement).toBe(radio('dark'));
  });

  it('follows a choice made in another tab', () => {
    followColorSchemeChoice();
    window.dispatchEvent(new StorageEvent('storage', { key: COLOR_SCHEME_KEY, newValue: 'light' }));
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('light');
    expect(radio('light').checked).toBe(true);
  });
});
