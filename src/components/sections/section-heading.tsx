import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Headline } from '@/content/types';
import { brand, layout } from '@/theme/primitives';

export interface SectionHeadingProps {
  id: string;
  headline: Headline;
  align?: 'left' | 'center';
  onDark?: boolean;
  /** Heading level; sections are h2, nested blocks h3. */
  level?: 'h2' | 'h3';
}

export function SectionHeading({
  id,
  headline,
  align = 'left',
  onDark = false,
  level = 'h2',
}: SectionHeadingProps) {
  const centred = align === 'center';
  return (
    <Box
      sx={{
        mb: { xs: 4, md: 6 },
        textAlign: align,
        maxWidth: layout.readableWidth,
        mx: centred ? 'auto' : 0,
      }}
    >
      {headline.eyebrow && (
        <Typography
          variant="overline"
          component="p"
          sx={{ color: onDark ? brand.amberLight : 'site.accentText', mb: 1 }}
        >
          {headline.eyebrow}
        </Typography>
      )}
      <Typography
        id={id}
        variant={level}
        component={level}
        sx={{ mb: headline.subtitle ? 2 : 0, textWrap: 'balance' }}
      >
        {headline.title}
      </Typography>
      {headline.subtitle && (
        <Typography
          variant="subtitle1"
          component="p"
          sx={{ color: onDark ? 'rgba(255,255,255,0.85)' : 'text.secondary' }}
        >
          {headline.subtitle}
        </Typography>
      )}
    </Box>
  );
}
