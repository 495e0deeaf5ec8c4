import { createContext, Suspense, use, useEffect, useState, type ReactNode } from 'react';

/** Whether the root is in its first hydration pass: only then do sections wait for the viewport. */
export const InitialHydrationContext = createContext<() => boolean>(() => false);

/**
 * Wraps a root. `hydrating` is main.tsx's choice: true when the root hydrates prerendered HTML, false
 * wherever React renders instead (the prerenderer, a client-rendered root, the tests). The initial
 * hydration ends with the root's first commit; from then on a section React hydrates (an update
 * reached it, as a navigation does, or it was clicked) hydrates at once, and client renders render at
 * once. The context's value never changes: a changed context would reach the sections still waiting
 * and make them hydrate early.
 *
 * React leaves a prerendered Suspense boundary dehydrated during the root's first pass and hydrates it
 * at idle priority after that commit, so in practice every section hydrates then, in slices of its
 * own, and the viewport wait does not engage (docs/ARCHITECTURE.md, "Start-up, piece by piece").
 */
export function InitialHydration({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  // One per root, ended by its first commit.
  const [phase] = useState(() => {
    let initial = hydrating;
    return { isInitial: () => initial, end: () => void (initial = false) };
  });
  useEffect(() => phase.end(), [phase]);
  return <InitialHydrationContext value={phase.isInitial}>{children}</InitialHydrationContext>;
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
  const isInitialHydration = use(InitialHydrationContext);
  if (isInitialHydration()) use(whenNearViewport(id));
  return (
    <>
      {children}
      {import.meta.env.DEV && <RequireElement id={id} />}
    </>
  );
}

/**
 * A prerendered section below the fold, in a Suspense boundary of its own: React hydrates the page
 * first, then each such section in its own slices at idle priority, so the main thread is free while
 * the page loads. During the root's first hydration pass a section would also wait until it nears the
 * viewport (see InitialHydration on why that wait does not engage). `id` is the id of the element the
 * children render (e.g. the section's anchor id).
 */
export function HydrateWhenVisible({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}
