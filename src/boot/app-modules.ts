/**
 * The scripts the app needs: its start-up scripts (main.tsx and everything it imports, apart from the
 * pages), and for each prerendered route its page's own chunks. The build writes them in place of this
 * placeholder (scripts/build/app-modules.ts). Without them the browser would find the scripts one level of
 * imports at a time, a round trip each.
 */
import { nextPaint, yieldToVisitor } from './shared';

interface AppModules {
  /** Root-relative URLs, once each. */
  files: readonly string[];
  /** Indexes into `files`. */
  start: readonly number[];
  /** Route path → indexes into `files`. */
  pages: Readonly<Record<string, readonly number[]>>;
}

const appModules = '__APP_MODULES__' as unknown as AppModules;

/** How long one task may spend adding links before the browser gets to handle input and paint. */
export const PRELOAD_SLICE_MS = 5;

export interface PreloadScheduling {
  now: () => number;
  /** Resolves in a later task (after a frame, if the visitor did something meanwhile). */
  nextTask: () => Promise<void>;
  /** Resolves once a frame has been rendered. */
  nextPaint: () => Promise<void>;
}

/**
 * Asks the browser for the app's start-up scripts and the page's own (without running them), in the
 * order start-up needs them. Each link costs the main thread a resource request, a few milliseconds
 * apiece on a slow phone, so they are added in slices of about PRELOAD_SLICE_MS with a new task
 * between two (and a frame, when the visitor typed or tapped meanwhile: boot/shared/schedule.ts):
 * added all in one task, some forty of them blocked a tap (or the page, where the app starts at once)
 * for over a hundred milliseconds. After the first slice it waits for a frame: the tap or key that
 * started the app was counted before it, and the slices, each a yielded task, would run ahead of the
 * frame that shows it. Resolves once all are added. `modules` is for the tests; the build writes the
 * real lists.
 */
export async function preloadAppModules(
  pathname: string,
  modules: AppModules = appModules,
  doc: Document = document,
  { now, nextTask: yieldTask, nextPaint: paint }: PreloadScheduling = {
    now: () => performance.now(),
    nextTask: () => yieldToVisitor(),
    nextPaint: () => nextPaint(),
  },
): Promise<void> {
  const preloaded = new Set(
    [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => link.href,
    ),
  );
  const wanted = [...modules.start, ...(modules.pages[pathname] ?? [])];
  let sliceStart = now();
  let slices = 0;
  for (const index of wanted) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = modules.files[index] ?? '';
    if (!link.href || preloaded.has(link.href)) continue;
    preloaded.add(link.href);
    if (now() - sliceStart >= PRELOAD_SLICE_MS) {
      await (slices === 0 ? paint() : yieldTask());
      slices += 1;
      sliceStart = now();
    }
    // One at a time: the request starts as the link is inserted, which is the cost being sliced.
    doc.head.append(link);
  }
}
