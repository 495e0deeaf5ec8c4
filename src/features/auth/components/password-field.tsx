import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { TextInput } from '@/components/form/text-input';
import { MIN_PASSWORD_LENGTH } from '../utils/credentials-validation';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  autoComplete: 'current-password' | 'new-password';
  hint?: ReactNode;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A password input with the native constraints, its error beside it, and a show/hide toggle. */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  autoComplete,
  hint,
  disabled,
  inputRef,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      label={label}
      name="password"
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      required
      fullWidth
      disabled={disabled}
      autoComplete={autoComplete}
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{
        htmlInput: { minLength: MIN_PASSWORD_LENGTH },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((shown) => !shown)}
                aria-label={visible ? 'Hide password' : 'Show password'}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
