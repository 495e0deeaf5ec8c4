// The contact form as both of its renderers draw it: the React form (src/features/contact) and the page
// the HTML form's endpoint answers with (functions/src/contact/contact-form-page.ts). One description,
// so their labels, hints and trap field cannot drift apart. Data only: each renders it in its own
// markup.
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  isOptionalContactField,
  type ContactField,
} from './contact-schema.js';
import { CONTACT_HONEYPOT_FIELD } from './form-post.js';

/** How one field looks and what the browser is told about it. */
interface ContactFieldLook {
  /** Visible, and the field's accessible name (what the browser tests select it by). */
  label: string;
  /** The input's `type`; a multiline field is a textarea, which has none. */
  type: 'text' | 'email' | 'tel';
  /** The `autocomplete` hint, for the fields a browser can fill from what it knows. */
  autocomplete?: 'name' | 'email' | 'organization' | 'tel';
  multiline: boolean;
  /** Under the field, unless it shows an error. */
  help?: string;
}

export interface ContactFormField extends ContactFieldLook {
  name: ContactField;
  /** Required unless the contract lets it be empty (CONTACT_OPTIONAL_FIELDS). */
  required: boolean;
  /** The schema's bound (CONTACT_LIMITS), in the UTF-16 units `maxlength` counts. */
  maxLength: number;
}

const looks: Record<ContactField, ContactFieldLook> = {
  name: { label: 'Full Name', type: 'text', autocomplete: 'name', multiline: false },
  email: { label: 'Email Address', type: 'email', autocomplete: 'email', multiline: false },
  company: {
    label: 'Company (optional)',
    type: 'text',
    autocomplete: 'organization',
    multiline: false,
  },
  phone: {
    label: 'Phone (optional)',
    type: 'tel',
    autocomplete: 'tel',
    multiline: false,
    help: 'Only to call you back about this message, or on WhatsApp.',
  },
  subject: { label: 'Subject', type: 'text', multiline: false },
  message: { label: 'Message', type: 'text', multiline: true },
};

/** Every field of the form, in the form's order. */
export const CONTACT_FORM_FIELDS: readonly ContactFormField[] = CONTACT_FIELDS.map((name) => ({
  name,
  ...looks[name],
  required: !isOptionalContactField(name),
  maxLength: CONTACT_LIMITS[name],
}));

/**
 * The field only a bot fills (form-post.ts): its name, and the label a person would read were it
 * ever shown. Both forms keep it off-screen, out of the tab order and hidden from assistive technology.
 */
export const CONTACT_HONEYPOT = {
  name: CONTACT_HONEYPOT_FIELD,
  label: 'Leave this field empty',
} as const;
