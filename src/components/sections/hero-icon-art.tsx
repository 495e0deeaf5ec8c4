import Box from '@mui/material/Box';
import type { IconUrl } from '@/content/types';
import { brand } from '@/theme/primitives';
import { DecorativeIcon } from '../icons/decorative-icon';

/**
 * Decorative hero art for service and industry pages: the page's icon inside concentric rings
 * on a faint grid. Pure CSS and one icon file, so it costs no layout shift, and no request on the phones
 * that do not show it.
 */
export function HeroIconArt({ icon }: { icon: IconUrl }) {
  const ring = (size: number, opacity: number) => ({
    position: 'absolute' as const,
    inset: 0,
    m: 'auto',
    width: size,
    height: size,
    borderRadius: '50%',
    border: `1px solid rgba(255, 210, 138, ${opacity})`,
  });
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: 380,
        aspectRatio: '1 / 1',
        mx: 'auto',
        backgroundImage:
          'linear-gradient(rgba(255,255,255,0.06) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.06) 1px, transparent 1px)',
        backgroundSize: '38px 38px',
        maskImage: 'radial-gradient(circle, #000 55%, transparent 72%)',
      }}
    >
      <Box sx={ring(340, 0.18)} />
      <Box sx={ring(250, 0.3)} />
      <Box sx={{ ...ring(160, 0.5), bgcolor: 'rgba(244,165,42,0.14)' }} />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          m: 'auto',
          width: 96,
          height: 96,
          borderRadius: '50%',
          bgcolor: brand.amber,
          color: brand.ink,
          display: 'grid',
          placeItems: 'center',
          boxShadow: '0 0 0 10px rgba(244,165,42,0.18)',
        }}
      >
        <DecorativeIcon src={icon} size={52} eager />
      </Box>
    </Box>
  );
}
