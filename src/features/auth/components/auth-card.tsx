import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { brand } from '@/theme/primitives';

export interface AuthCardProps {
  /** The page's h1; it changes with the mode (Sign In, Create an Account, …). */
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every /auth view. When the title changes without a navigation (switching between
 * sign-in, sign-up and reset), focus moves to the new heading so screen readers announce the mode.
 */
export function AuthCard({ title, description, children }: AuthCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);

  useEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    headingRef.current?.focus();
  }, [title]);

  return (
    <Paper
      variant="outlined"
      sx={{
        width: '100%',
        maxWidth: 460,
        mx: 'auto',
        p: { xs: 3, sm: 5 },
        borderRadius: 4,
        borderColor: brand.line,
      }}
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
