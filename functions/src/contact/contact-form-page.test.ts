import { describe, expect, it } from 'vitest';
import { CONTACT_FORM_FIELDS, CONTACT_HONEYPOT } from '@site/contract';
import { contactFormPage, type FormPageValues } from './contact-form-page.js';

const values: FormPageValues = {
  name: 'Ngozi Eze',
  email: 'ngozi@example.com',
  company: '',
  phone: '',
  subject: 'Cloud migration',
  message: 'Hello',
  messageId: '3f0b6a3e-9a0b-4c3e-8f1e-2b1c7d9e4a10',
  page: '/contact',
  source: '',
};

describe('contactFormPage', () => {
  it("draws every field and the trap from the contract's description, as the site's form does", () => {
    const html = contactFormPage({ summary: 'Try again.', values });
    for (const field of CONTACT_FORM_FIELDS) {
      expect(html).toContain(`<label for="contact-${field.name}">${field.label}<`);
      expect(html).toContain(
        `name="${field.name}"${field.required ? ' required' : ''} maxlength="${field.maxLength}"`,
      );
    }
    expect(html).toContain(
      '<textarea id="contact-message" name="message" required maxlength="5000" rows="8">Hello</textarea>',
    );
    expect(html).toContain(
      'id="contact-phone-help">Only to call you back about this message, or on WhatsApp.</span>',
    );
    expect(html).toContain(
      `<label class="trap" aria-hidden="true">Leave this field empty<input name="${CONTACT_HONEYPOT.name}" tabindex="-1" autocomplete="off"></label>`,
    );
  });

  it('shows the error in place of the help, and no form when there is nothing to show back', () => {
    const html = contactFormPage({
      summary: 'Please correct the highlighted field and try again.',
      fieldErrors: { phone: 'Please enter a phone number.' },
      values,
    });
    expect(html).toContain('aria-invalid="true" aria-describedby="contact-phone-error"');
    expect(html).not.toContain('contact-phone-help');
    expect(contactFormPage({ summary: 'Refused.', values: null })).not.toContain('<form');
  });
});
