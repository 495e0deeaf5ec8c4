import IconButton from '@mui/material/IconButton';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Chromium's Launch Handler API (not in TypeScript's DOM library). */
interface LaunchQueue {
  setConsumer: (consumer: (params: { targetURL?: string }) => void) => void;
}

/**
 * The installed app's own navigation, loaded only in standalone mode: a back action below the home page
 * (there is no browser back button), and shortcut launches routed inside the window that the manifest's
 * `launch_handler` (focus-existing) brings to the front.
 */
export default function StandaloneChrome() {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const launchQueue = (window as Window & { launchQueue?: LaunchQueue }).launchQueue;
    launchQueue?.setConsumer(({ targetURL }) => {
      if (!targetURL) return;
      const target = new URL(targetURL);
      const here = window.location;
      if (target.origin !== here.origin) return;
      const to = `${target.pathname}${target.search}${target.hash}`;
      if (to !== `${here.pathname}${here.search}${here.hash}`) void navigate(to);
    });
  }, [navigate]);

  if (pathname === paths.home.path) return null;
  const goBack = () => {
    // React Router numbers its history entries: 0 means this page opened the app (a shortcut, a link).
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (index > 0 ? navigate(-1) : navigate(paths.home.getHref()));
  };
  return (
    <IconButton
      aria-label="Back"
      onClick={goBack}
      edge="start"
      sx={{ color: 'primary.main', mr: -1 }}
    >
      <ArrowBackIcon />
    </IconButton>
  );
}
