import type { ChangeEvent } from 'react';
import { TextInput } from '@/components/form/text-input';
import { VisuallyHidden } from '@/components/visually-hidden';

export interface ProfileFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The rules' limit: `maxLength` on the input and a counter beside it. */
  maxLength: number;
  autoComplete?: string;
  multiline?: boolean;
  disabled?: boolean;
}

/** A profile text field with its character counter ("12/100") as its description. */
export function ProfileField({
  label,
  name,
  value,
  onChange,
  maxLength,
  autoComplete,
  multiline,
  disabled,
}: ProfileFieldProps) {
  return (
    <TextInput
      label={label}
      name={name}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      fullWidth
      disabled={disabled}
      autoComplete={autoComplete}
      multiline={multiline}
      rows={multiline ? 4 : undefined}
      helperText={
        <>
          {value.length}/{maxLength}
          <VisuallyHidden> characters</VisuallyHidden>
        </>
      }
      slotProps={{
        htmlInput: { maxLength },
        formHelperText: { sx: { textAlign: 'right', mx: 0 } },
      }}
    />
  );
}
