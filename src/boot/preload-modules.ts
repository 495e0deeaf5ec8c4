import { nextPaint, yieldToVisitor } from './shared';

/** How long one task may spend adding links before the browser gets to handle input and paint. */
export const PRELOAD_SLICE_MS = 5;

export interface PreloadScheduling {
  now: () => number;
  /** Resolves in a later task (after a frame, if the visitor did something meanwhile). */
  nextTask: () => Promise<void>;
  /** Resolves once a frame has been rendered. */
  nextPaint: () => Promise<void>;
}

const modulePreloadsIn = (doc: Document) =>
  new Set(
    [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => link.href,
    ),
  );

/**
 * Asks the browser for `urls` (without running them), in order, each once however many callers ask.
 * Each link costs the main thread a resource request, a few milliseconds apiece on a slow phone, so
 * they are added in slices of about PRELOAD_SLICE_MS with a new task between two (and a frame, when
 * the visitor typed or tapped meanwhile: boot/shared/schedule.ts): added all in one task, some forty
 * of them blocked a tap (or the page, where the app starts at once) for over a hundred milliseconds.
 * After the first slice it waits for a frame: the tap or key that asked for them was counted before
 * it, and the slices, each a yielded task, would run ahead of the frame that shows it. The links
 * already in the document are read again after each wait, as the page's starter (boot/field-starter.ts)
 * and boot may be adding the same ones in turn. Resolves once all are added.
 */
export async function preloadModules(
  urls: readonly string[],
  doc: Document = document,
  { now, nextTask: yieldTask, nextPaint: paint }: PreloadScheduling = {
    now: () => performance.now(),
    nextTask: () => yieldToVisitor(),
    nextPaint: () => nextPaint(),
  },
): Promise<void> {
  let preloaded = modulePreloadsIn(doc);
  let sliceStart = now();
  let slices = 0;
  for (const url of urls) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    if (!link.href || preloaded.has(link.href)) continue;
    if (now() - sliceStart >= PRELOAD_SLICE_MS) {
      await (slices === 0 ? paint() : yieldTask());
      slices += 1;
      sliceStart = now();
      preloaded = modulePreloadsIn(doc);
      if (preloaded.has(link.href)) continue;
    }
    preloaded.add(link.href);
    // One at a time: the request starts as the link is inserted, which is the cost being sliced.
    doc.head.append(link);
  }
}
