import { createContext, Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/feedback/use-hydrated';

/**
 * True in a root that hydrates prerendered HTML (main.tsx decides, AppProvider passes it on); false
 * wherever React renders instead: the prerenderer, a client-rendered root, the tests. The value never
 * changes: a changed context would reach the sections still waiting and make them hydrate at once.
 */
export const HydratingPrerenderedHtml = createContext(false);

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

/**
 * Development and tests only: the element to watch must be in the page. Without it a section would
 * hydrate at once, and nothing else would say so.
 */
function RequireElement({ id }: { id: string }) {
  useEffect(() => {
    if (!document.getElementById(id)) {
      throw new Error(
        `HydrateWhenVisible: no element has the id "${id}" its children should render.`,
      );
    }
  }, [id]);
  return null;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const hydratingRoot = use(HydratingPrerenderedHtml);
  // False while React hydrates this section, true in a client render (a later navigation).
  const hydrated = useHydrated();
  // Fixed as the section mounts. Once hydrated it renders again (`hydrated` turns true) and still calls
  // use(), on the settled gate, as React expects of a component that suspended.
  const [waits] = useState(hydratingRoot && !hydrated);
  if (waits) use(whenNearViewport(id));
  return (
    <>
      {children}
      {import.meta.env.DEV && <RequireElement id={id} />}
    </>
  );
}

/**
 * Prerendered sections below the fold stay as server HTML (links and text work as plain HTML) until
 * they approach the viewport; only then does React hydrate them. This keeps the main thread free
 * while the page loads. Client renders (a later navigation, a root that was not prerendered) render
 * at once. `id` is the id of the element the children render (e.g. the section's anchor id).
 */
export function HydrateWhenVisible({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}
