import Box from '@mui/material/Box';
import { bareList } from '@/theme/primitives';

export interface ChipListProps {
  items: readonly string[];
  /** `small` for compact lists inside cards, e.g. a case study's technologies. */
  size?: 'medium' | 'small';
}

/** Platforms, technologies, frameworks or sectors: short names as a wrapped list. */
export function ChipList({ items, size = 'medium' }: ChipListProps) {
  const small = size === 'small';
  return (
    <Box
      component="ul"
      sx={{
        ...bareList,
        display: 'flex',
        flexWrap: 'wrap',
        gap: small ? 1 : 1.5,
      }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item}
          sx={{
            px: small ? 1.5 : 2,
            py: small ? 0.5 : 1,
            borderRadius: 999,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            fontWeight: 600,
            fontSize: small ? '0.875rem' : '0.9375rem',
          }}
        >
          {item}
        </Box>
      ))}
    </Box>
  );
}
