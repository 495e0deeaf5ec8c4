import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { renderSectionsNow } from '@/boot/shared';
import { prefersReducedMotion } from '@/lib/reduced-motion';

const SECTION_WAIT_MS = 3000;

function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/** Calls `found` with the element once it exists (the page may still be loading lazily). */
function whenElementExists(id: string, found: (element: HTMLElement) => void): () => void {
  const started = performance.now();
  let frame = 0;
  const look = () => {
    const element = document.getElementById(id);
    if (element) found(element);
    else if (performance.now() - started < SECTION_WAIT_MS) frame = requestAnimationFrame(look);
  };
  look();
  return () => cancelAnimationFrame(frame);
}

/**
 * Whether the visitor has put focus somewhere (a field they are typing in): not left at the start of the
 * document, nor on the fragment's target, where the browser puts it when it goes there.
 */
function visitorMovedFocus(target: Element): boolean {
  const focused = document.activeElement;
  return (
    focused !== null &&
    focused !== document.body &&
    focused !== document.documentElement &&
    focused !== target
  );
}

/**
 * After each navigation: with a hash, scroll to that section and move focus to it; without one,
 * go to the top and focus the new page's h1, so keyboard and screen-reader users start there.
 * The first load is left alone (the browser already handles it, and focus stays at the document start).
 * At a fragment, the first render (the app hydrating, perhaps long after the browser went there) still
 * lays the sections out and goes to it, but not once the visitor has focused something: on /auth#sign-up
 * that is the field they are typing in, and every key after the move would be lost.
 */
export function ScrollManager() {
  const location = useLocation();
  const isFirstRender = useRef(true);

  useEffect(() => {
    const firstRender = isFirstRender.current;
    isFirstRender.current = false;
    const hash = decodeURIComponent(location.hash.replace(/^#/, ''));

    if (hash) {
      return whenElementExists(hash, (element) => {
        if (firstRender && visitorMovedFocus(element)) return;
        // Sections not yet rendered have estimated heights; render them so the target stays put.
        renderSectionsNow();
        element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
        if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
        element.focus({ preventScroll: true });
      });
    }
    if (firstRender) return;
    window.scrollTo({ top: 0, behavior: 'auto' });
    return whenElementExists('main-content', (main) => {
      const heading = main.querySelector<HTMLElement>('[data-page-title]') ?? main;
      heading.focus({ preventScroll: true });
    });
    // location.key changes on every navigation, including a second click on the same anchor.
  }, [location.key, location.hash]);

  return null;
}
