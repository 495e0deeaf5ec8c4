import { CHUNK_RELOAD_KEY } from '@/config/storage-keys';

/**
 * After a deploy, an open page may ask for a code chunk the new build no longer has. One reload fetches the
 * new page and its new chunks; if the same page fails again soon after, it is a real error, shown as such.
 */
/** A second failure of the same page within this time of its reload is not retried. */
export const retryWindowMs = 60_000;

/** The messages browsers give a failed `import()`: Chromium, Firefox, Safari, and Vite's CSS preload. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    error.message,
  );
}

export interface ReloadContext {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  location: Pick<Location, 'pathname' | 'reload'>;
  online: boolean;
  now: number;
}

/** Whether a reload can fix `error` now: a missing chunk, online, and this page not reloaded just before. */
export function canReloadFor(error: unknown, { storage, location, online, now }: ReloadContext) {
  if (!online || !isChunkLoadError(error)) return false;
  try {
    const last = JSON.parse(storage.getItem(CHUNK_RELOAD_KEY) ?? 'null') as {
      path?: string;
      at?: number;
    } | null;
    return !(last?.path === location.pathname && now - (last.at ?? 0) < retryWindowMs);
  } catch {
    // No storage to remember the attempt in: no reload, so there can be no loop.
    return false;
  }
}

/** Notes the attempt, so that the next failure of this page is shown rather than retried, and reloads. */
export function reloadForNewDeploy({ storage, location, now }: ReloadContext): void {
  try {
    storage.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ path: location.pathname, at: now }));
  } catch {
    return;
  }
  location.reload();
}
