import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Stat } from '@/content/types';
import { brand } from '@/theme/primitives';
import { StatsStrip } from './stats-strip';

export interface HeroStatsProps {
  /** Names the strip for assistive technology and as a small visible label. */
  title: string;
  id: string;
  stats: readonly Stat[];
  renderValue?: (stat: Stat) => ReactNode;
}

/** The figures strip inside a page hero, with a small heading so it is its own landmark. */
export function HeroStats({ title, id, stats, renderValue }: HeroStatsProps) {
  const headingId = `${id}-heading`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component="h2"
        variant="overline"
        sx={{ display: 'block', color: brand.amberLight, mb: 2 }}
      >
        {title}
      </Typography>
      <StatsStrip stats={stats} onDark renderValue={renderValue} />
    </Box>
  );
}
