import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { HelmetProvider, type HelmetServerState } from 'react-helmet-async';
import { Toaster } from '@/components/feedback/toaster';
import { appTheme } from '@/theme/app-theme';
import { hasPrerenderedGlobalStyles } from './prerendered-styles';

export interface AppProviderProps {
  children: ReactNode;
  /** The Emotion cache: the prerenderer passes one that keeps the rules it inserts as text. */
  emotionCache: EmotionCache;
  /** Filled by react-helmet-async during prerendering. */
  helmetContext?: { helmet?: HelmetServerState };
}

/**
 * A prerendered page already has the CSS baseline, which never changes after the build; rendering it
 * again would only insert the same rules again.
 */
const globalStylesPrerendered = hasPrerenderedGlobalStyles();

/** Theme, styles, head tags and toasts: everything every page needs, in one place. */
export function AppProvider({ children, emotionCache, helmetContext }: AppProviderProps) {
  return (
    <CacheProvider value={emotionCache}>
      <HelmetProvider context={helmetContext}>
        {/* The baseline carries the variables (theme/color-scheme-css.ts), and the visitor's choice is
            an attribute boot sets from its own key (boot/shared/color-scheme-choice.ts): MUI writes neither.
            `noSsr`: MUI reads the system's scheme in the first render instead of after hydration, where
            the change rendered the provider and the scheme's readers again, inside the hydration's task.
            Nothing it renders depends on it (the scheme is CSS's, not the theme object's). */}
        <ThemeProvider theme={appTheme} disableStyleSheetGeneration storageManager={null} noSsr>
          {globalStylesPrerendered ? null : <CssBaseline />}
          {children}
          <Toaster />
        </ThemeProvider>
      </HelmetProvider>
    </CacheProvider>
  );
}
