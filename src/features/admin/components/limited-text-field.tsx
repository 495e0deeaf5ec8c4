import TextField from '@mui/material/TextField';

// Not the contract's formatCount: that would share the contact form's schema chunk with the inbox.
const count = (value: number) => value.toLocaleString('en-US');

export interface LimitedTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The longest text the server takes; past it the field says so and the caller refuses to send. */
  max: number;
  minRows: number;
  /** What the text is for, before the count. */
  hint: string;
  readOnly: boolean;
  disabled: boolean;
}

/** A many-line field that counts its characters against `max`, as the inbox's note and reply do. */
export function LimitedTextField({
  label,
  value,
  onChange,
  max,
  minRows,
  hint,
  readOnly,
  disabled,
}: LimitedTextFieldProps) {
  const tooLong = value.length > max;
  return (
    <TextField
      label={label}
      multiline
      minRows={minRows}
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={readOnly || disabled}
      error={tooLong}
      // Read-only offline: a disabled field's helper text is too faint to read, and says nothing then.
      helperText={
        readOnly
          ? undefined
          : `${hint} ${count(value.length)} / ${count(max)} characters${tooLong ? ': too long' : ''}`
      }
    />
  );
}
