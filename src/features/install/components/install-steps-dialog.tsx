import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ComponentType } from 'react';
import { AddToHomeScreenArt, ConfirmAddArt, ShareButtonArt } from './ios-step-art';
import { bareList } from '@/theme/primitives';

const steps: { title: string; detail: string; Art: ComponentType }[] = [
  {
    title: 'Tap Share',
    detail: 'In Safari’s toolbar, tap the Share button: a square with an arrow pointing up.',
    Art: ShareButtonArt,
  },
  {
    title: 'Choose Add to Home Screen',
    detail: 'Scroll the list of actions if you do not see it straight away.',
    Art: AddToHomeScreenArt,
  },
  {
    title: 'Tap Add',
    detail: 'Our app appears on your Home Screen and opens full screen from there.',
    Art: ConfirmAddArt,
  },
];

export interface InstallStepsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * iPhone and iPad Safari have no install prompt: three steps show the way through the Share menu.
 * The browser's own modal <dialog> traps focus, closes on Escape and returns focus afterwards.
 */
export function InstallStepsDialog({ open, onClose }: InstallStepsDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <Box
      component="dialog"
      ref={dialog}
      aria-labelledby="install-steps-title"
      onClose={onClose}
      sx={{
        width: 'min(26rem, calc(100vw - 32px))',
        maxHeight: 'calc(100dvh - 32px)',
        p: 3,
        border: 0,
        borderRadius: 3,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: '0 12px 40px rgba(6,26,51,0.25)',
        '&::backdrop': { bgcolor: 'rgba(6,26,51,0.5)' },
      }}
    >
      <Typography id="install-steps-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        Add our app to your Home Screen
      </Typography>
      <Box component="ol" sx={{ ...bareList, display: 'grid', gap: 2 }}>
        {steps.map(({ title, detail, Art }, index) => (
          <Box component="li" key={title} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Box sx={{ flex: '0 0 96px', '& svg': { width: 96, height: 'auto' } }}>
              <Art />
            </Box>
            <div>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {`${index + 1}. ${title}`}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {detail}
              </Typography>
            </div>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button onClick={onClose} variant="contained">
          Done
        </Button>
      </Box>
    </Box>
  );
}
