import { describe, expect, it } from 'vitest';
import { CONTACT_FORM_FIELDS, CONTACT_HONEYPOT } from './contact-form-fields.js';
import {
  CONTACT_FIELDS,
  contactMessageSchema,
  contactRequestSchema,
  formatCount,
} from './contact-schema.js';
import { CONTACT_HONEYPOT_FIELD } from './form-post.js';

describe('CONTACT_FORM_FIELDS', () => {
  it('describes every field of the contract once, in the form order', () => {
    expect(CONTACT_FORM_FIELDS.map((field) => field.name)).toEqual([...CONTACT_FIELDS]);
  });

  it('marks a field required exactly when the schema refuses it missing', () => {
    for (const field of CONTACT_FORM_FIELDS) {
      const missing = contactMessageSchema.shape[field.name].safeParse(undefined);
      expect({ name: field.name, required: !missing.success }).toEqual({
        name: field.name,
        required: field.required,
      });
    }
  });

  it("limits each field to the schema's bound: one character more is refused", () => {
    for (const field of CONTACT_FORM_FIELDS) {
      const tooLong = contactMessageSchema.shape[field.name].safeParse(
        '1'.repeat(field.maxLength + 1),
      );
      const messages = tooLong.success ? [] : tooLong.error.issues.map((issue) => issue.message);
      expect(messages).toContainEqual(
        expect.stringContaining(`at most ${formatCount(field.maxLength)} characters`),
      );
    }
  });

  it('keeps the labels and hints the forms and their browser tests know', () => {
    expect(
      CONTACT_FORM_FIELDS.map(({ name, label, type, autocomplete, multiline }) => ({
        name,
        label,
        type,
        autocomplete,
        multiline,
      })),
    ).toEqual([
      { name: 'name', label: 'Full Name', type: 'text', autocomplete: 'name', multiline: false },
      {
        name: 'email',
        label: 'Email Address',
        type: 'email',
        autocomplete: 'email',
        multiline: false,
      },
      {
        name: 'company',
        label: 'Company (optional)',
        type: 'text',
        autocomplete: 'organization',
        multiline: false,
      },
      {
        name: 'phone',
        label: 'Phone (optional)',
        type: 'tel',
        autocomplete: 'tel',
        multiline: false,
      },
      {
        name: 'subject',
        label: 'Subject',
        type: 'text',
        autocomplete: undefined,
        multiline: false,
      },
      { name: 'message', label: 'Message', type: 'text', autocomplete: undefined, multiline: true },
    ]);
  });
});

describe('CONTACT_HONEYPOT', () => {
  it('is the field the endpoint checks, and never part of a message', () => {
    expect(CONTACT_HONEYPOT.name).toBe(CONTACT_HONEYPOT_FIELD);
    expect(Object.keys(contactRequestSchema.shape)).not.toContain(CONTACT_HONEYPOT.name);
  });
});
