import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Action } from '@/content/types';
import { bareList, brand, layout } from '@/theme/primitives';
import { ActionButton } from '../action-button';
import { ShareLink, type ShareLinkProps } from '../share/share-link';
import { Pill } from './pill';

export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  tags?: readonly string[];
  actions?: readonly Action[];
  /** Shown under the actions, e.g. a figures strip. */
  children?: ReactNode;
  /** Decorative art on the right on wide screens. */
  art?: ReactNode;
  /** Offers to share the page (its Seo title and route), after the actions. */
  share?: Pick<ShareLinkProps, 'title' | 'path'>;
}

/** The top of every page: the page's one h1 (the focus target after navigation). */
export function PageHero({
  eyebrow,
  title,
  lead,
  tags,
  actions,
  children,
  art,
  share,
}: PageHeroProps) {
  return (
    <Box
      component="header"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        bgcolor: 'site.inkSurface',
        color: '#fff',
        pt: { xs: 6, md: 10 },
        pb: { xs: 7, md: 11 },
        backgroundImage:
          'radial-gradient(circle at 85% 15%, rgba(244,165,42,0.18), transparent 40%), radial-gradient(circle at 10% 90%, rgba(255,255,255,0.07), transparent 45%)',
      }}
    >
      <Container maxWidth={layout.containerMaxWidth}>
        <Box
          sx={{
            display: 'grid',
            gap: 6,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: art ? '7fr 5fr' : '1fr' },
          }}
        >
          <Box sx={{ maxWidth: '46rem' }}>
            {eyebrow && (
              <Typography
                variant="overline"
                component="p"
                sx={{ color: brand.amberLight, mb: 1.5 }}
              >
                {eyebrow}
              </Typography>
            )}
            <Typography variant="h1" tabIndex={-1} data-page-title sx={{ mb: 3 }}>
              {title}
            </Typography>
            <Typography
              variant="subtitle1"
              component="p"
              sx={{ color: 'rgba(255,255,255,0.88)', mb: tags || actions || share ? 4 : 0 }}
            >
              {lead}
            </Typography>
            {tags && tags.length > 0 && (
              <Box
                component="ul"
                aria-label="Focus areas"
                sx={{
                  ...bareList,
                  mb: 4,
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1,
                }}
              >
                {tags.map((tag) => (
                  <li key={tag}>
                    <Pill sx={{ bgcolor: 'rgba(255,255,255,0.12)', color: '#fff' }}>{tag}</Pill>
                  </li>
                ))}
              </Box>
            )}
            {((actions && actions.length > 0) || share) && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {actions?.map((action) => (
                  <ActionButton key={action.label} action={action} tone="onDark" />
                ))}
                {share && <ShareLink title={share.title} path={share.path} />}
              </Stack>
            )}
          </Box>
          {art && (
            <Box aria-hidden sx={{ display: { xs: 'none', md: 'block' } }}>
              {art}
            </Box>
          )}
        </Box>
        {children && <Box sx={{ mt: { xs: 6, md: 8 } }}>{children}</Box>}
      </Container>
    </Box>
  );
}
