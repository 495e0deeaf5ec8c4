import { memo, useCallback, type ChangeEvent, type Ref } from 'react';
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

/**
 * The e-mail input every form shares: required, `type="email"`, its error beside it. Memoized, as the
 * field below it: given a stable `onChange`, a key in another field does not render it.
 */
export const EmailField = memo(function EmailField({
  label = 'Email',
  name = 'email',
  value,
  onChange,
  error,
  inputRef,
  disabled,
}: EmailFieldProps) {
  const change = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    [onChange],
  );
  return (
    <TextInput
      label={label}
      name={name}
      type="email"
      value={value}
      onChange={change}
      required
      fullWidth
      disabled={disabled}
      autoComplete="email"
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={error}
    />
  );
});
