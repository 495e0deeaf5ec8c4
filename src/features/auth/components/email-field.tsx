import type { ChangeEvent, Ref } from 'react';
import { TextInput } from '@/components/form/text-input';

export interface EmailFieldProps {
  /** 'Email' on /auth; the account settings ask for a new address. */
  label?: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/** The e-mail input every form shares: required, `type="email"`, its error beside it. */
export function EmailField({
  label = 'Email',
  name = 'email',
  value,
  onChange,
  error,
  inputRef,
  disabled,
}: EmailFieldProps) {
  return (
    <TextInput
      label={label}
      name={name}
      type="email"
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      required
      fullWidth
      disabled={disabled}
      autoComplete="email"
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={error}
    />
  );
}
