import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Stat } from '@/content/types';
import { brand } from '@/theme/primitives';

export interface StatsStripProps {
  stats: readonly Stat[];
  onDark?: boolean;
  /** Replaces how a value is shown, e.g. an animated counter. */
  renderValue?: (stat: Stat) => ReactNode;
}

/** A row of headline figures; a description list so each number is read with its label. */
export function StatsStrip({ stats, onDark = false, renderValue }: StatsStripProps) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${Math.min(stats.length, 4)}, minmax(0, 1fr))`,
        },
      }}
    >
      {stats.map((stat) => (
        <Box
          key={stat.label}
          sx={{
            display: 'flex',
            flexDirection: 'column-reverse',
            // The value sits on top even when a neighbour's label wraps to more lines.
            justifyContent: 'flex-end',
            borderLeft: `3px solid ${brand.amber}`,
            pl: 2,
          }}
        >
          <Typography
            component="dt"
            variant="body2"
            sx={{ color: onDark ? 'rgba(255,255,255,0.85)' : 'text.secondary', fontWeight: 500 }}
          >
            {stat.label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontSize: 'clamp(1.75rem, 1.4rem + 1.6vw, 2.75rem)',
              fontWeight: 780,
              lineHeight: 1.1,
              letterSpacing: '-0.02em',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {renderValue ? renderValue(stat) : stat.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
