import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { act, render, screen } from '@testing-library/react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appTheme } from '@/theme/app-theme';
import { fieldStateStyles } from './field-state-styles';
import { TextInput, type TextInputProps } from './text-input';
import { setupUser } from '@/testing/user-events';

const noChange = () => undefined;

/** The ways the site's forms use the field (contact, auth, profile), with TextField's defaults. */
const cases: Record<string, TextInputProps> = {
  'a required e-mail field': {
    label: 'Email',
    name: 'email',
    type: 'email',
    value: '',
    required: true,
    fullWidth: true,
    autoComplete: 'email',
  },
  'a filled field with an error': {
    id: 'contact-name',
    label: 'Full Name',
    name: 'name',
    type: 'text',
    value: 'Ada',
    required: true,
    fullWidth: true,
    error: true,
    helperText: 'Enter your name.',
    slotProps: { htmlInput: { maxLength: 100 } },
  },
  'a fixed-height textarea with a counter': {
    id: 'contact-message',
    label: 'Message',
    name: 'message',
    type: 'text',
    value: 'Hello',
    required: true,
    fullWidth: true,
    multiline: true,
    rows: 8,
    helperText: '5/5,000',
    slotProps: { htmlInput: { maxLength: 5000, style: { resize: 'vertical' } } },
  },
  'a password field with a toggle and a hint': {
    label: 'Password',
    name: 'password',
    type: 'password',
    value: '',
    required: true,
    fullWidth: true,
    autoComplete: 'new-password',
    helperText: 'At least 6 characters.',
    slotProps: {
      htmlInput: { minLength: 6 },
      input: {
        endAdornment: (
          <InputAdornment position="end">
            <IconButton aria-label="Show password" edge="end">
              *
            </IconButton>
          </InputAdornment>
        ),
      },
    },
  },
  'a disabled profile field with a styled counter': {
    label: 'Company',
    name: 'company',
    value: 'Acme',
    fullWidth: true,
    disabled: true,
    autoComplete: 'organization',
    helperText: <>4/100</>,
    slotProps: {
      htmlInput: { maxLength: 100 },
      formHelperText: { sx: { textAlign: 'right', mx: 0 } },
    },
  },
};

function WithTheme({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={createCache({ key: 'lr' })}>
      <ThemeProvider theme={appTheme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}

/**
 * TextField as TextInput stands for it: a multiline field with rows as a plain textarea of that many
 * rows, without a type (TextField's own would be the autosizing one, with a hidden twin), and the label
 * raised and the notch opened by the input's state (a blank placeholder tells an empty field).
 */
const asTextField = (props: TextInputProps) => {
  const raised = props.slotProps?.input?.startAdornment != null;
  const fieldProps = {
    ...props,
    sx: fieldStateStyles,
    slotProps: {
      ...props.slotProps,
      inputLabel: { shrink: raised },
      htmlInput: {
        placeholder: ' ',
        ...(props.multiline && { type: undefined }),
        ...props.slotProps?.htmlInput,
      },
      input: {
        notched: raised,
        ...props.slotProps?.input,
        ...(props.multiline && { inputComponent: 'textarea' as const }),
      },
    },
  };
  return <TextField {...(fieldProps as ComponentProps<typeof TextField>)} onChange={noChange} />;
};
const asTextInput = (props: TextInputProps) => <TextInput {...props} onChange={noChange} />;

/**
 * The root's Emotion class of `markup` replaced by the one in `from`: the two roots hold the same
 * rules (TextField's through `sx`), which Emotion serializes in another order, so under another name.
 */
const ROOT_CLASS = /lr-[a-z0-9]+-MuiFormControl-root/;
const withRootClassOf = (markup: string, from: string) =>
  markup.replace(ROOT_CLASS, ROOT_CLASS.exec(from)?.[0] ?? 'no root class');

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

describe('TextInput', () => {
  it('should make a multiline field with rows one plain textarea of that many rows', () => {
    render(<WithTheme>{asTextInput(cases['a fixed-height textarea with a counter']!)}</WithTheme>);
    const textareas = document.querySelectorAll('textarea');
    expect(textareas).toHaveLength(1);
    expect(textareas[0]).toHaveAttribute('rows', '8');
    expect(textareas[0]).not.toHaveAttribute('type');
  });

  it.each(Object.entries(cases))(
    'should prerender what the outlined TextField does, for %s',
    (_, props) => {
      const byTextInput = renderToString(<WithTheme>{asTextInput(props)}</WithTheme>);
      const byTextField = renderToString(<WithTheme>{asTextField(props)}</WithTheme>);
      expect(byTextInput).toBe(withRootClassOf(byTextField, byTextInput));
    },
  );

  it.each(Object.entries(cases))(
    'should hydrate its prerendered markup as TextField hydrates its own, without a mismatch, for %s',
    async (_, props) => {
      const consoleError = vi.spyOn(console, 'error');
      const hydrate = async (element: ReactNode) => {
        const container = document.createElement('div');
        container.innerHTML = renderToString(element);
        document.body.append(container);
        const onRecoverableError = vi.fn();
        await act(async () => {
          roots.push(hydrateRoot(container, element, { onRecoverableError }));
        });
        expect(onRecoverableError).not.toHaveBeenCalled();
        return container.innerHTML;
      };
      const byTextField = await hydrate(<WithTheme>{asTextField(props)}</WithTheme>);
      const byTextInput = await hydrate(<WithTheme>{asTextInput(props)}</WithTheme>);
      expect(byTextInput).toBe(withRootClassOf(byTextField, byTextInput));
      // React reports attributes that differ from the server's on the console, not as errors.
      expect(consoleError).not.toHaveBeenCalled();
    },
  );

  it('should name the input by its label and describe it by its helper text', () => {
    render(<TextInput label="Email" value="" required helperText="We reply within a day." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('We reply within a day.');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('should mark an error on the input and leave the description out when there is no text', () => {
    render(<TextInput label="Subject" value="" error />);
    const input = screen.getByRole('textbox', { name: 'Subject' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('should report what the visitor types and pass the native attributes on', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextInput
          label="Message"
          name="message"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          multiline
          rows={8}
          slotProps={{ htmlInput: { maxLength: 5 } }}
        />
      );
    }
    const user = setupUser();
    render(<Controlled />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '8');
    expect(textarea).toHaveAttribute('maxlength', '5');
    await user.type(textarea, 'Hello');
    expect(textarea).toHaveValue('Hello');
  });
});
