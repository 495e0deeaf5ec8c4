/**
 * When work runs, in one place. A prerendered page never waits for JavaScript, so everything that is
 * not the visitor's own action waits for one of these moments:
 * - `afterLoad`: the page and its images have loaded, and a moment more has passed (the service
 *   worker, the manifest, the field-data collector, decorative icons);
 * - `afterFirstPaint`: the page's content is on screen (decorative icons);
 * - `nextTask`: the browser may handle input before the next piece of work;
 * - `yieldToVisitor`: between two pieces of start-up: input first, and what the visitor did painted
 *   before the next piece runs;
 * - `nextPaint`: the browser has put a frame on screen;
 * - `whenIdle`: nothing else is waiting (the Auth SDK for someone who may be signed in).
 */

/** What of the Navigation API this reads (Chromium's; elsewhere there is none, and nothing is skipped). */
interface LeavingNavigateEvent extends Event {
  destination?: { url: string; sameDocument: boolean };
  downloadRequest?: string | null;
}

const leavingPages = new WeakMap<Window, { leaving: boolean }>();

/**
 * Whether the page is being left: the browser has begun to load another page over HTTP in this tab (a
 * link, a form it sends itself), not a download, a `tel:` or `mailto:` link, or a change of the address
 * within this page. Watched from the first call on; a page shown again from the browser's cache is not
 * being left any more (its frozen timers, `afterLoad`'s grace among them, then run on).
 */
function leavingState(win: Window): { leaving: boolean } {
  const known = leavingPages.get(win);
  if (known) return known;
  const state = { leaving: false };
  leavingPages.set(win, state);
  (win as Window & { navigation?: EventTarget }).navigation?.addEventListener(
    'navigate',
    (event) => {
      const { destination: to, downloadRequest } = event as LeavingNavigateEvent;
      if (to && !to.sameDocument && !downloadRequest && to.url.startsWith('http'))
        state.leaving = true;
    },
  );
  win.addEventListener('pageshow', (event) => {
    if (event.persisted) state.leaving = false;
  });
  return state;
}

/**
 * How long after the load event `afterLoad` waits. A visitor who came to act (a call to book, a form
 * to send) often taps as soon as the page has loaded: started at the load event, the collector and the
 * icons were fetched, and run, just before that tap's next page was asked for, and it arrived 124–330 ms
 * later on the budgets' 3G phone than with the page's scripts blocked (docs/performance-log.md,
 * 29 Nov 2026, fourth session).
 */
export const AFTER_LOAD_GRACE_MS = 1_000;

const startUpsUnderWay = new WeakMap<Window, Promise<void>>();

/** The longest `afterLoad` waits for a start-up: several times one on the budgets' 3G phone. */
export const START_UP_HOLD_MAX_MS = 10_000;

/**
 * The app's start-up, from the visitor's first interaction until it has hydrated the page (or failed):
 * what `afterLoad` runs waits for it. On the budgets' 3G phone the field-data collector arrived in the
 * middle of every start-up on /contact, its bytes sharing the connection with the app's and its work
 * the main thread (docs/performance-log.md, 30 Nov 2026, thirteenth session).
 */
export function holdAfterLoadWhile(startUp: Promise<unknown>, win: Window = window): void {
  // Over either way, or given up on: a start-up that fails or hangs does not keep the page's own work
  // (the field data that would report it among them) back for good.
  const over = new Promise<void>((resolve) => {
    win.setTimeout(resolve, START_UP_HOLD_MAX_MS);
    startUp.then(
      () => resolve(),
      () => resolve(),
    );
  });
  startUpsUnderWay.set(win, over);
}

/**
 * Runs `callback` once the page has loaded and `AFTER_LOAD_GRACE_MS` more have passed (counted from
 * now if it has loaded already), and the app's start-up under way then is over (`holdAfterLoadWhile`).
 * Not if the page is being left by then (a tap on a link or on a form's button): what runs after load
 * (the icons, the manifest, the service worker, the field-data collector) would share the phone's
 * connection with the next page (docs/performance-log.md, 29 Nov 2026). It runs if the page comes back
 * from the browser's cache after all.
 */
export function afterLoad(callback: () => void, doc: Document = document): void {
  const win = doc.defaultView;
  if (!win) return;
  const state = leavingState(win);
  const runUnlessLeaving = () => {
    if (!state.leaving) return callback();
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      win.removeEventListener('pageshow', restored);
      callback();
    };
    win.addEventListener('pageshow', restored);
  };
  const run = () => {
    const startUp = startUpsUnderWay.get(win);
    if (startUp) void startUp.then(runUnlessLeaving);
    else runUnlessLeaving();
  };
  const afterGrace = () => win.setTimeout(run, AFTER_LOAD_GRACE_MS);
  if (doc.readyState === 'complete') afterGrace();
  else win.addEventListener('load', afterGrace, { once: true });
}

/**
 * Runs `callback` in a task of its own once the browser has painted the page's content (the
 * first-contentful-paint entry). A page with nothing to paint yet (the dev server's empty shell) runs it
 * at once; without Paint Timing, the next frame will do.
 */
export function afterFirstPaint(callback: () => void, root: Element | null): void {
  const soon = () => setTimeout(callback, 0);
  if (!root?.firstElementChild) {
    soon();
    return;
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(soon);
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    soon();
  });
  observer.observe({ type: 'paint', buffered: true });
}

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, so the browser can handle a tap or a key before the work after it.
 * `scheduler.yield()` keeps that work ahead of other queued tasks where supported: ahead of the frame
 * that would show the key too (see `yieldToVisitor`).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the browser has rendered a frame: in the task after the next animation frame (its
 * callbacks run just before the frame is rendered). A hidden page renders no frames: it resolves in
 * a new task then, and a frame that does not come (the page hidden meanwhile) gives way after
 * `maxWaitMs`.
 */
export function nextPaint(win: Window = window, maxWaitMs = 100): Promise<void> {
  return new Promise((resolve) => {
    if (win.document.visibilityState !== 'visible') {
      win.setTimeout(resolve, 0);
      return;
    }
    const giveUp = win.setTimeout(resolve, maxWaitMs);
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        win.clearTimeout(giveUp);
        resolve();
      }, 0),
    );
  });
}

/** What a visitor's action starts with: a key, a press of a pointer, text entered. */
const INPUT_STARTS = ['keydown', 'pointerdown', 'input'] as const;

/** How many such inputs the browser has dispatched (Event Timing's counts), or null where unknown. */
function inputsSoFar(perf: Performance): number | null {
  const counts = (perf as Performance & { eventCounts?: ReadonlyMap<string, number> }).eventCounts;
  if (!counts) return null;
  return INPUT_STARTS.reduce((sum, type) => sum + (counts.get(type) ?? 0), 0);
}

/**
 * Yields between two pieces of start-up work: to input always, and to rendering when the visitor did
 * something meanwhile. A key pressed during a long piece is handled as soon as it ends, but the frame
 * that shows it would wait for the next piece too (a yielded task runs ahead of it): so when an input
 * came in while yielding, the next piece waits for that frame. Without the browser's counts (Safari,
 * which has no `scheduler.yield` either), a new task.
 */
export async function yieldToVisitor(
  perf: Performance = performance,
  win: Window = window,
): Promise<void> {
  const before = inputsSoFar(perf);
  await nextTask();
  if (before !== null && inputsSoFar(perf) !== before) await nextPaint(win);
}

/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`), so it never competes with
 * the page's own work. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a short delay keeps the task off the current one.
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
