/**
 * The reference start-up's chain, shaped like the site's (src/main.tsx) but fixed: React DOM asked for
 * first, then MUI's styling, a theme with both colour schemes, the providers and a page of MUI fields
 * and cards, each step a task of its own, and the page rendered in a transition.
 */
import { StrictMode, startTransition, useEffect } from 'react';
import { REFERENCE_STARTED_MARK } from './protocol';

const nextTask = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  new Promise((resolve) => setTimeout(resolve, 0));

function Started() {
  useEffect(() => {
    performance.mark(REFERENCE_STARTED_MARK);
  }, []);
  return null;
}

async function start(container: HTMLElement) {
  const reactDom = import('react-dom/client');
  reactDom.catch(() => undefined);
  await import('@mui/material/styles');
  await nextTask();
  const { theme } = await import('./theme');
  await nextTask();
  const { ThemeProvider, CssBaseline } = await import('./providers');
  await nextTask();
  const { ReferencePage } = await import('./page');
  await nextTask();
  const { createRoot } = await reactDom;
  await nextTask();
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ReferencePage />
        </ThemeProvider>
        <Started />
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (container) void start(container);
