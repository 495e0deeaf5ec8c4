import Box from '@mui/material/Box';
import { brand } from '@/theme/primitives';

export const MAIN_CONTENT_ID = 'main-content';

/** The first tab stop on every page: jumps past the navigation to the main content. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 16,
        top: -100,
        zIndex: 2000,
        px: 2,
        py: 1.5,
        borderRadius: 2,
        bgcolor: brand.amber,
        color: brand.ink,
        fontWeight: 700,
        textDecoration: 'none',
        '&:focus': { top: 12 },
      }}
    >
      Skip to main content
    </Box>
  );
}
