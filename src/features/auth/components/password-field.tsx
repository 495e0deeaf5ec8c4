import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  memo,
  useCallback,
  useMemo,
  useState,
  type ChangeEvent,
  type ReactNode,
  type Ref,
} from 'react';
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

/**
 * A password input with the native constraints, its error beside it, and a show/hide toggle. Memoized:
 * given a stable `onChange` and `hint`, a key in another field does not render it.
 */
export const PasswordField = memo(function PasswordField({
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
  const change = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    [onChange],
  );
  const slotProps = useMemo(
    () => ({
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
    }),
    [visible],
  );
  return (
    <TextInput
      label={label}
      name="password"
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={change}
      required
      fullWidth
      disabled={disabled}
      autoComplete={autoComplete}
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={slotProps}
    />
  );
});
