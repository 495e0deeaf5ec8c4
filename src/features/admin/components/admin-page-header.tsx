import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The heading of an inbox page (the inbox, its insights): the title the router focuses, the lines
 * under it, and the page's actions beside it, below it on a phone.
 */
export function AdminPageHeader({
  title,
  details,
  actions,
}: {
  title: string;
  details: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <div>
        <Typography
          variant="h1"
          tabIndex={-1}
          data-page-title
          sx={{ fontSize: 'clamp(1.75rem, 1.5rem + 1vw, 2.25rem)' }}
        >
          {title}
        </Typography>
        {details}
      </div>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {actions}
      </Stack>
    </Stack>
  );
}
