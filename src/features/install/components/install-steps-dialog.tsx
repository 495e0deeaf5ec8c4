import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { AddToHomeScreenArt, ConfirmAddArt, ShareButtonArt } from './ios-step-art';

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

/** iPhone and iPad Safari have no install prompt: three steps show the way through the Share menu. */
export function InstallStepsDialog({ open, onClose }: InstallStepsDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="install-steps-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="install-steps-title" component="h2">
        Add our app to your Home Screen
      </DialogTitle>
      <DialogContent>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
