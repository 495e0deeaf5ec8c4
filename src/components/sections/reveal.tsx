import Box from '@mui/material/Box';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { prefersReducedMotion } from '@/lib/reduced-motion';

/**
 * Fades and scales its children in (opacity 0 → 1, scale 0.95 → 1, 0.6 s) the first time they
 * scroll into view. Without IntersectionObserver, or under prefers-reduced-motion, it shows at once.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'static' | 'hidden' | 'shown'>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    // Anything already on screen at hydration stays put: no flash, no layout change.
    const rect = element.getBoundingClientRect();
    if (rect.top < window.innerHeight) return;
    // A transition: below the fold nothing shows the change, so React may render it in slices.
    startTransition(() => setState('hidden'));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold: 0.15 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Box
      ref={ref}
      data-reveal={state}
      // One class for every state (the prerendered one): a state change sets an attribute, no new styles.
      sx={{
        transition: 'opacity 0.6s ease-out, transform 0.6s ease-out',
        '&[data-reveal="hidden"]': { opacity: 0, transform: 'scale(0.95)' },
        '&[data-reveal="shown"]': { opacity: 1, transform: 'scale(1)' },
      }}
    >
      {children}
    </Box>
  );
}
