import { useEffect, useState, type ReactNode } from 'react';

/** Renders its children only after the window's load event, keeping them off the first paint. */
export function AfterLoad({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded ? children : null;
}
