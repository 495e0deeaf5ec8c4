import Box from '@mui/material/Box';
import type { FormEvent, ReactNode } from 'react';

export interface AuthFormProps {
  onSubmit: () => Promise<void> | void;
  children: ReactNode;
}

/**
 * A form whose fields keep their native constraints (`required`, `type`, `minLength`) while
 * `noValidate` lets the form show its own errors beside each field instead of the browser's bubbles.
 * It needs the app to send: before boot.ts has run, `method="dialog"` makes a submit do nothing (outside
 * a dialog), never a GET with the password in the URL; from then on boot holds a submit until the app
 * has hydrated (boot/first-interaction.ts).
 */
export function AuthForm({ onSubmit, children }: AuthFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Box
      component="form"
      method="dialog"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {children}
    </Box>
  );
}
