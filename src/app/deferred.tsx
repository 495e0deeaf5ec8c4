import { useEffect, useState, type ReactNode } from 'react';

/** Renders its children only after the window's load event, keeping them off the first paint. */
export function AfterLoad({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onLoad = () => setLoaded(true);
    if (document.readyState === 'complete') {
      // Already loaded (a client-side render): still defer to a task of its own.
      const timer = setTimeout(onLoad, 0);
      return () => clearTimeout(timer);
    }
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded ? children : null;
}
