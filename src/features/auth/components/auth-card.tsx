import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';

export interface AuthCardProps {
  /** The page's h1; it changes with the page behind an e-mail link. */
  title: ReactNode;
  /**
   * Names the title: when it changes without a navigation, focus moves to the new heading so screen
   * readers announce it. /auth's views change with the URL's fragment instead, which moves focus itself.
   */
  titleKey: string;
  description?: ReactNode;
  children: ReactNode;
  /** The frame's element (for /auth's views, which mark it). */
  frameRef?: Ref<HTMLDivElement>;
  sx?: SxProps<Theme>;
}

/** The frame of every /auth page. */
export function AuthCard({ title, titleKey, description, children, frameRef, sx }: AuthCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(titleKey);

  useEffect(() => {
    if (shownTitle.current === titleKey) return;
    shownTitle.current = titleKey;
    headingRef.current?.focus();
  }, [titleKey]);

  return (
    <Paper
      variant="outlined"
      ref={frameRef}
      sx={[
        {
          width: '100%',
          maxWidth: 460,
          mx: 'auto',
          p: { xs: 3, sm: 5 },
          borderRadius: 4,
          borderColor: 'divider',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography
        ref={headingRef}
        variant="h1"
        tabIndex={-1}
        data-page-title
        sx={{ fontSize: 'clamp(1.75rem, 1.5rem + 1vw, 2.25rem)', mb: description ? 1 : 3 }}
      >
        {title}
      </Typography>
      {description && (
        <Typography component="div" color="text.secondary" sx={{ mb: 3 }}>
          {description}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2.5 }}>{children}</Box>
    </Paper>
  );
}
