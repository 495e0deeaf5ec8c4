import { existsSync } from 'node:fs';

/** Debian's Chromium (never a downloaded browser) and the headless flags that work on our machines. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell (package chromium-headless-shell): the same Blink and V8 without the full
 * browser's UI layer, which is what Playwright's own Chromium runs headless. The browser tests run in it,
 * for about three quarters of the CPU the full browser takes (docs/performance-log.md); what it lacks
 * (notifications shown by a service worker) is tested in the full browser. The timing budgets measure the
 * full browser, as a phone runs one. Where it is not installed, the full browser serves.
 */
export const headlessShellPath =
  process.env.CHROME_HEADLESS_SHELL_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : chromiumPath);

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;
