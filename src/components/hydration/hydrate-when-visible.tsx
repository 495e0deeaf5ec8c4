import { Suspense, use, type ReactNode } from 'react';

/**
 * Prerendered sections below the fold stay as server HTML (links and text work as plain HTML) until
 * they approach the viewport; only then does React hydrate them. This keeps the main thread free
 * while the page loads. Client-side navigations render normally.
 */
let initialHydration =
  typeof document !== 'undefined' && Boolean(document.getElementById('root')?.firstElementChild);

/** Called once the root has committed: from then on every render is a normal client render. */
export function endInitialHydration() {
  initialHydration = false;
}

const gates = new Map<string, Promise<void>>();

function whenNearViewport(id: string): Promise<void> {
  let gate = gates.get(id);
  if (gate) return gate;
  gate = new Promise<void>((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
  });
  gates.set(id, gate);
  return gate;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  if (initialHydration) use(whenNearViewport(id));
  return children;
}

/** `id` is the id of the element the children render (e.g. the section's anchor id). */
export function HydrateWhenVisible({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}
