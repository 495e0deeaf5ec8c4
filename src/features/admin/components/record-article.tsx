import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface RecordArticleProps {
  /** The heading's id: the article is named by it. */
  titleId: string;
  title: ReactNode;
  /** What closes it (a button in its box), above the title. */
  close: ReactNode;
  children: ReactNode;
}

/** One record open in the inbox (a message, a booking): an outlined article, its way back, its title. */
export function RecordArticle({ titleId, title, close, children }: RecordArticleProps) {
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
    >
      <Stack spacing={2.5}>
        {close}
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.5rem' }}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
