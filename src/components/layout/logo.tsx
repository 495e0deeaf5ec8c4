import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { brand } from '@/theme/primitives';

/** The brand mark: a ridge over water, drawn inline so it costs no request. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={brand.ink} />
      <path d="M5 20 L12 11 L17 17 L21 12 L27 20 Z" fill={brand.amber} />
      <path
        d="M5 24 Q10 21.5 16 24 T27 24"
        stroke="#fff"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ onDark = false }: { onDark?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={paths.home.getHref()}
      aria-label={`${site.name}, home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: onDark ? '#fff' : 'primary.main',
        textDecoration: 'none',
        fontWeight: 760,
        fontSize: '1.125rem',
        letterSpacing: '-0.01em',
        minHeight: 44,
      }}
    >
      <LogoMark />
      <span>{site.shortName}</span>
    </Box>
  );
}
