import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SettingsSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One block of the account settings: an h3, a sentence saying what it does, and its controls. */
export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <div>
        <Typography id={headingId} component="h3" variant="h5" sx={{ mb: 0.5 }}>
          {title}
        </Typography>
        {description && <Typography color="text.secondary">{description}</Typography>}
      </div>
      {children}
    </Box>
  );
}
