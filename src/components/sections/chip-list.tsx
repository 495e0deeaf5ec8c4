import Box from '@mui/material/Box';
import { brand } from '@/theme/primitives';

/** Platforms, technologies, frameworks or sectors: short names as a wrapped list. */
export function ChipList({ items }: { items: readonly string[] }) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item}
          sx={{
            px: 2,
            py: 1,
            borderRadius: 999,
            border: `1px solid ${brand.line}`,
            bgcolor: 'background.paper',
            fontWeight: 600,
            fontSize: '0.9375rem',
          }}
        >
          {item}
        </Box>
      ))}
    </Box>
  );
}
