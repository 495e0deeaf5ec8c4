import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface PillProps {
  children: ReactNode;
  /** `small` beside a card's title or rating; `medium` in a page's hero. */
  size?: 'small' | 'medium';
  /** Colours (`bgcolor`, `color`); the accent by default. */
  sx?: SxProps<Theme>;
}

/**
 * A short label in a pill: a model's type, the recommended plan, a page's focus areas. Text, not a
 * control: MUI's Chip carries the styles of a clickable, deletable one (≈ 0.2 KB per colour on a page).
 */
export function Pill({ children, size = 'medium', sx }: PillProps) {
  const small = size === 'small';
  return (
    <Box
      component="span"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          height: small ? 24 : 32,
          px: small ? 1 : 1.5,
          borderRadius: 999,
          fontSize: '0.8125rem',
          fontWeight: 600,
          whiteSpace: 'nowrap',
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
