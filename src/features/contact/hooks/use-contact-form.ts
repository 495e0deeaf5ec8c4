import '@/lib/zod-config';
import {
  contactFieldErrors,
  contactMessageSchema,
  type ContactField,
  type ContactFieldErrors,
  type ContactRequest,
} from '@site/contract';
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useToast } from '@/components/feedback/toast';
import { POSTING_NATIVELY_ATTRIBUTE } from '@/boot/shared';
import { readLeadSource } from '@/lib/lead-source/read-lead-source';
import { ContactSendError } from '../api/contact-errors';
import { contactOutbox } from '../api/outbox';
import { sendContactMessage } from '../api/send-contact-message';
import { contactToasts } from '../contact-toasts';

/** The fields as typed: the contract turns an empty optional field into null when it parses them. */
export type ContactFormValues = Record<ContactField, string>;
export type ContactFormStatus = 'idle' | 'sending';

const emptyValues: ContactFormValues = {
  name: '',
  email: '',
  company: '',
  phone: '',
  subject: '',
  message: '',
};

/**
 * The contact form's state: idle → sending → idle. Success clears the fields; any failure keeps them.
 * One messageId per message, kept across retries, so the function never stores it twice.
 */
export function useContactForm(initialSubject = '') {
  const { toast } = useToast();
  const [values, setValues] = useState<ContactFormValues>({
    ...emptyValues,
    subject: initialSubject,
  });
  const [fieldErrors, setFieldErrors] = useState<ContactFieldErrors>({});
  const [status, setStatus] = useState<ContactFormStatus>('idle');
  const [notice, setNotice] = useState<string | null>(null);
  const messageId = useRef<string | null>(null);

  // The same function on every render, so a key renders only the field it went into (TextInput).
  const onChange = useCallback((event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as keyof ContactFormValues;
    // Read now: by the time React runs the update, the field may hold something else.
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) =>
      current[field] === undefined ? current : { ...current, [field]: undefined },
    );
  }, []);

  const finishMessage = () => {
    setValues(emptyValues);
    setFieldErrors({});
    messageId.current = null;
  };

  /** Offline, before sending or found out while sending: the outbox sends it when the device is back. */
  const queueMessage = (request: ContactRequest) => {
    contactOutbox.add(request);
    finishMessage();
    toast(contactToasts.queued);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    // The browser is already posting it (sent before the app had hydrated): one message, not two.
    if (event.currentTarget.hasAttribute(POSTING_NATIVELY_ATTRIBUTE)) return;
    event.preventDefault();
    if (status === 'sending') return;
    setNotice(null);
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(contactFieldErrors(parsed.error));
      return;
    }
    messageId.current ??= crypto.randomUUID();
    // The page it was sent from, for the admin reviewing the message (path only, no query).
    const request = {
      ...parsed.data,
      messageId: messageId.current,
      page: location.pathname,
      source: readLeadSource(),
    };

    if (!navigator.onLine) {
      queueMessage(request);
      return;
    }

    setStatus('sending');
    try {
      await sendContactMessage(request);
      finishMessage();
      toast(contactToasts.sent);
    } catch (error) {
      const failure = error instanceof ContactSendError ? error.failure : null;
      if (failure?.kind === 'offline') {
        queueMessage(request);
        return;
      }
      console.error('Failed to send contact message', error);
      if (failure?.kind === 'invalid') setFieldErrors(failure.fieldErrors);
      if (failure?.kind === 'rate-limited') setNotice(failure.message);
      toast(contactToasts.failed);
    } finally {
      setStatus('idle');
    }
  };

  return { values, fieldErrors, status, notice, onChange, onSubmit };
}
