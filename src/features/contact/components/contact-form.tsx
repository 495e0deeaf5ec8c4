import { memo, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  CONTACT_FORM_ACTION,
  CONTACT_FORM_FIELDS,
  CONTACT_HONEYPOT,
  CONTACT_SOURCE_FIELD,
  CONTACT_MESSAGE_RETENTION_DAYS,
  formatCount,
  type ContactField,
} from '@site/contract';
import { TextInput, type TextInputProps } from '@/components/form/text-input';
import { SubmitButton } from '@/components/form/submit-button';
import { useAdoptTypedValues } from '@/components/form/adopt-typed-values';
import { useOnlineStatus } from '@/components/form/use-online-status';
import { PrivacyNote } from '@/components/form/privacy-note';
import { HoneypotField } from '@/components/form/honeypot-field';
import { useLocation } from 'react-router-dom';
import { useContactForm } from '../hooks/use-contact-form';

/** Each field's native attributes, made once: the same object on every render. */
const fieldSlotProps: Partial<Record<ContactField, TextInputProps['slotProps']>> =
  Object.fromEntries(
    CONTACT_FORM_FIELDS.map((field) => [
      field.name,
      {
        htmlInput: {
          maxLength: field.maxLength,
          inputMode: field.type === 'tel' ? 'tel' : undefined,
          style: field.multiline ? { resize: 'vertical' } : undefined,
        },
      },
    ]),
  );

/**
 * What follows the fields: the hidden fields, the trap, a notice, the button. A component of its own,
 * memoized, so that a key renders the form and its field alone.
 */
const FormEnd = memo(function FormEnd({
  pathname,
  notice,
  sending,
}: {
  pathname: string;
  notice: string | null;
  sending: boolean;
}) {
  return (
    <>
      <input type="hidden" name="page" value={pathname} />
      {/* Filled by the boot module as the browser posts the form itself (lib/lead-source). */}
      <input type="hidden" name={CONTACT_SOURCE_FIELD} defaultValue="" />
      <HoneypotField {...CONTACT_HONEYPOT} />
      {notice && (
        <Alert severity="warning" role="alert">
          {notice}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <SubmitButton
          label="Send Message"
          pendingLabel="Sending..."
          pending={sending}
          color="secondary"
          fullWidth={false}
        />
        <PrivacyNote>
          {`We keep messages for ${CONTACT_MESSAGE_RETENTION_DAYS} days, then delete them.`}
        </PrivacyNote>
      </Box>
    </>
  );
});

/**
 * The message form, drawn from the contract's description (CONTACT_FORM_FIELDS) as the HTML form's
 * answer page is: browser-required fields, the server's own field errors beside each field.
 */
export function ContactForm({ initialSubject = '' }: { initialSubject?: string }) {
  const { values, fieldErrors, status, notice, onChange, onSubmit } =
    useContactForm(initialSubject);
  const online = useOnlineStatus();
  // The page it is sent from, for the endpoint (the callable path adds it itself).
  const { pathname } = useLocation();
  const sending = status === 'sending';
  // The app loads when the visitor first focuses a field: what they type meanwhile is kept.
  const form = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(form);

  return (
    <Box
      component="form"
      ref={form}
      onSubmit={onSubmit}
      // Before (or without) the app the browser posts the form itself; once hydrated, onSubmit sends
      // it through the callable instead.
      action={CONTACT_FORM_ACTION}
      method="post"
      acceptCharset="utf-8"
      aria-labelledby="contact-form-heading"
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {!online && (
        <Alert severity="info">
          You are offline. You can still write your message: we will keep it on this device and send
          it as soon as you are back online.
        </Alert>
      )}
      {CONTACT_FORM_FIELDS.map((field) => {
        const error = fieldErrors[field.name];
        const length = values[field.name].length;
        // Every prop a primitive or fixed per field, so a key renders its own field alone (TextInput).
        return (
          <TextInput
            key={field.name}
            id={`contact-${field.name}`}
            name={field.name}
            label={field.label}
            type={field.type}
            autoComplete={field.autocomplete}
            value={values[field.name]}
            onChange={onChange}
            required={field.required}
            fullWidth
            multiline={field.multiline}
            // Fixed rows: a plain textarea (it scrolls, and can be resized) instead of the autosizing one,
            // which measures the page while the form hydrates and adds an unnamed shadow textarea.
            rows={field.multiline ? 8 : undefined}
            error={Boolean(error)}
            helperText={
              error ??
              field.help ??
              (field.multiline
                ? `${formatCount(length)}/${formatCount(field.maxLength)}`
                : undefined)
            }
            slotProps={fieldSlotProps[field.name]}
          />
        );
      })}
      <FormEnd pathname={pathname} notice={notice} sending={sending} />
    </Box>
  );
}
