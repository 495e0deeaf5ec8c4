import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { styled } from '@mui/material/styles';
import { memo, useId, type ChangeEventHandler, type ReactNode, type Ref } from 'react';
import { fieldStateStyles } from './field-state-styles';

export interface TextInputProps {
  label: ReactNode;
  /** Generated (React's useId) when not given, as TextField does. */
  id?: string;
  name?: string;
  type?: string;
  value: string;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  required?: boolean;
  fullWidth?: boolean;
  disabled?: boolean;
  error?: boolean;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Below the field and its description (`aria-describedby`); nothing is rendered when falsy. */
  helperText?: ReactNode;
  multiline?: boolean;
  rows?: number;
  /** TextField's slots the site uses: the native input's attributes, the input (adornments), the helper text. */
  slotProps?: {
    htmlInput?: InputBaseComponentProps;
    input?: Partial<OutlinedInputProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

/**
 * TextField's root, under its name: the same class (and theme overrides) as the pages had with it,
 * with the focused and filled looks drawn by CSS from the input's state.
 */
const TextFieldRoot = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })(({ theme }) =>
  fieldStateStyles(theme),
);

/**
 * MUI's outlined TextField, composed from its parts: the same elements, classes, ids and label
 * wiring. TextField itself imports Select (with Menu, Popover, Modal), FilledInput and Input, which
 * the site never shows, and they were downloaded with every form on its first focus.
 * - A multiline field with `rows` is a plain textarea of that many rows (it scrolls, and can be
 *   resized): OutlinedInput's own is MUI's TextareaAutosize even then, with a hidden twin it measures
 *   on every key, a forced layout each time.
 * - Memoized: a form that holds its fields' values in one state renders again on every key, and only the
 *   field whose props changed renders with it (give it a stable `onChange` and `slotProps`).
 */
export const TextInput = memo(function TextInput({
  label,
  id: idOverride,
  name,
  type,
  value,
  onChange,
  required = false,
  fullWidth = false,
  disabled = false,
  error = false,
  autoComplete,
  inputRef,
  helperText,
  multiline = false,
  rows,
  slotProps = {},
}: TextInputProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  // A start adornment keeps the label raised, as in MUI; otherwise fieldStateStyles raises it.
  const raised = slotProps.input?.startAdornment != null;
  return (
    <TextFieldRoot
      className="MuiTextField-root"
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={`${id}-label`} shrink={raised}>
          {label}
        </InputLabel>
      )}
      {/* A direct child of FormControl, which tracks its focus and value for the label's state. */}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        fullWidth={fullWidth}
        multiline={multiline}
        inputComponent={multiline ? 'textarea' : undefined}
        name={name}
        rows={rows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onChange={onChange}
        // A textarea has no type (InputBase gives every input one). The blank placeholder lets the
        // root's styles tell an empty field (`:placeholder-shown`) from a filled one; it is never shown.
        inputProps={{
          placeholder: ' ',
          ...(multiline && { type: undefined }),
          ...slotProps.htmlInput,
        }}
        label={label}
        notched={raised}
        {...slotProps.input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </TextFieldRoot>
  );
});
