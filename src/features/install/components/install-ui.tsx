import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import { useState } from 'react';
import { showToast } from '@/components/feedback/toast-queue';
import { onAppInstalled } from '@/boot/shared';
import {
  INSTALL_ACTION_ATTRIBUTE,
  setInstallStepsOpen,
  startInstall,
  useInstallOffer,
  useInstallStepsOpen,
} from '../install-offer';
import { dismissInstallCard, shouldShowInstallCard } from '../install-card-policy';
import { InstallStepsDialog } from './install-steps-dialog';

// This module loads only once the browser has offered an install (or on iOS Safari), so it is there to
// confirm an install however it was started: our action, the card or the browser's own menu.
onAppInstalled(() =>
  showToast({
    title: 'App installed',
    description: 'Open it any time from your home screen or app list.',
    variant: 'success',
  }),
);

const installAction = { [INSTALL_ACTION_ATTRIBUTE]: '' };

/**
 * "Install app" in the navigation bar (wide screens; the menu's is in the prerendered page,
 * install-slots.tsx). Its clicks are handled by the offer module, as the menu's are.
 */
export function InstallAction() {
  const offer = useInstallOffer();
  if (!offer) return null;
  // The bar is narrow below the lg breakpoint: the icon alone there, named for screen readers.
  return (
    <li>
      <IconButton
        {...installAction}
        aria-label="Install app"
        title="Install app"
        sx={{ color: 'primary.main', display: { xs: 'inline-flex', lg: 'none' } }}
      >
        <InstallMobileIcon />
      </IconButton>
      <Button
        {...installAction}
        startIcon={<InstallMobileIcon />}
        sx={{
          color: 'primary.main',
          fontWeight: 600,
          whiteSpace: 'nowrap',
          display: { xs: 'none', lg: 'inline-flex' },
        }}
      >
        Install app
      </Button>
    </li>
  );
}

/**
 * The quiet card for returning visitors, at the end of the page after the footer (never over anything,
 * and arriving late it moves nothing), and the iOS steps dialog, which the action and the card both open.
 */
export function InstallOffers() {
  const offer = useInstallOffer();
  const [showCard, setShowCard] = useState(() => shouldShowInstallCard());
  const open = useInstallStepsOpen();
  if (!offer) return null;
  return (
    <>
      {showCard && (
        <Container component="aside" aria-labelledby="install-card-title" sx={{ py: 4 }}>
          <Paper
            variant="outlined"
            sx={{
              p: { xs: 2.5, sm: 3 },
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 2,
              bgcolor: 'site.mist',
            }}
          >
            <InstallMobileIcon sx={{ color: 'primary.main', fontSize: 36 }} aria-hidden />
            <Box sx={{ flex: '1 1 16rem' }}>
              <Typography id="install-card-title" component="h2" variant="h6">
                Install our app
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Our services, contact details and booking on your home screen, full screen and quick
                to open.
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                onClick={() => {
                  dismissInstallCard();
                  setShowCard(false);
                }}
              >
                Not now
              </Button>
              <Button variant="contained" onClick={() => startInstall(offer)}>
                Install app
              </Button>
            </Box>
          </Paper>
        </Container>
      )}
      <InstallStepsDialog open={open} onClose={() => setInstallStepsOpen(false)} />
    </>
  );
}
