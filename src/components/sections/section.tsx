import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { layout } from '@/theme/primitives';
import { DEFERRED_SECTION_HEIGHT, RENDERING_ATTRIBUTE } from '@/boot/shared';

export type SectionTone = 'plain' | 'muted' | 'ink';

const tones: Record<SectionTone, { bgcolor: string; color: string }> = {
  plain: { bgcolor: 'background.default', color: 'text.primary' },
  muted: { bgcolor: 'site.mist', color: 'text.primary' },
  ink: { bgcolor: 'site.inkSurface', color: '#fff' },
};

export interface SectionProps {
  /** Doubles as the anchor (#id) and the focus target for anchor navigation. */
  id: string;
  /** Id of the heading that names this section for assistive technology. */
  labelledBy: string;
  tone?: SectionTone;
  children: ReactNode;
}

/** One container width and one vertical rhythm for every section of every page. */
export function Section({ id, labelledBy, tone = 'plain', children }: SectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      {...{ [RENDERING_ATTRIBUTE]: 'deferred' }}
      sx={{
        ...tones[tone],
        py: layout.sectionPaddingY,
        // Off screen, the browser skips the section's layout and paint (deferred-rendering.ts).
        [`&[${RENDERING_ATTRIBUTE}="deferred"]`]: {
          contentVisibility: 'auto',
          containIntrinsicSize: {
            xs: `auto ${DEFERRED_SECTION_HEIGHT.xs}px`,
            sm: `auto ${DEFERRED_SECTION_HEIGHT.sm}px`,
            md: `auto ${DEFERRED_SECTION_HEIGHT.md}px`,
          },
        },
      }}
    >
      <Container maxWidth={layout.containerMaxWidth}>{children}</Container>
    </Box>
  );
}
