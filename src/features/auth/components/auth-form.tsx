import Box from '@mui/material/Box';
import type { FormEvent, ReactNode } from 'react';

export interface AuthFormProps {
  onSubmit: () => Promise<void> | void;
  children: ReactNode;
}

/**
 * A form whose fields keep their native constraints (`required`, `type`, `minLength`) while
 * `noValidate` lets the form show its own errors beside each field instead of the browser's bubbles.
 */
export function AuthForm({ onSubmit, children }: AuthFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      {children}
    </Box>
  );
}
