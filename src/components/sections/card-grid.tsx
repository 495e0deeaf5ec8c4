import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { bareList } from '@/theme/primitives';

export interface CardGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Columns at the widest breakpoint. */
  columns?: 2 | 3 | 4;
  /** `start` lets one card grow (e.g. an expanded case study) without stretching its row. */
  align?: 'stretch' | 'start';
}

/** A responsive list of cards: one column on phones, up to `columns` on desktop. */
export function CardGrid<T>({
  items,
  getKey,
  renderItem,
  columns = 3,
  align = 'stretch',
}: CardGridProps<T>) {
  return (
    <Box
      component="ul"
      sx={{
        ...bareList,
        display: 'grid',
        alignItems: align,
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {items.map((item, index) => (
        <Box component="li" key={getKey(item)} sx={{ minWidth: 0 }}>
          {renderItem(item, index)}
        </Box>
      ))}
    </Box>
  );
}
