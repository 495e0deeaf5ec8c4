import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { CONTACT_HONEYPOT_FIELD, CONTACT_SENT_PATH, contactRequestSchema } from '@site/contract';
import type { ContactDependencies } from './contact-handler.js';
import {
  formFields,
  formMessageId,
  formPostAnswer,
  handleContactFormPost,
  MAX_FORM_BYTES,
  type FormPostRequest,
} from './contact-form-post.js';
import type { FormPageValues } from './contact-form-page.js';
import { RATE_LIMITED_MESSAGE } from '../shared/rate-limit.js';
import { testFirm } from '../../test/support/firm.js';
import { testThreading } from '../../test/support/threading.js';

const site = 'https://lagoonridge.com.ng';
const caller = { uid: null, userAgent: 'Opera Mini', ip: '192.0.2.10' };

/** Dependencies that fail the test if the handler reaches the store or the mail. */
const untouchable: ContactDependencies = {
  get db(): Firestore {
    throw new Error('the store must not be reached');
  },
  get transport(): ContactDependencies['transport'] {
    throw new Error('the mail must not be reached');
  },
  addresses: { recipient: 'sales@example.com', sender: 'site@example.com' },
  firm: testFirm,
  threading: testThreading,
  ipHashSalt: 'salt',
  now: () => new Date(),
};

const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function post(fields: Record<string, string>, overrides: Partial<FormPostRequest> = {}) {
  return handleContactFormPost(
    {
      method: 'POST',
      origin: site,
      contentType: 'application/x-www-form-urlencoded',
      body: Buffer.from(encode(fields)),
      ...overrides,
    },
    caller,
    untouchable,
    [site],
  );
}

const filled = {
  name: 'Ngozi Eze',
  email: 'ngozi@example.com',
  subject: 'Cloud migration',
  message: 'Line one\r\nLine two & <three>',
  page: '/contact',
};

describe('formFields', () => {
  it('reads a browser-encoded body through the shared contract, first value of each name', () => {
    const body = `${encode(filled)}&name=second&messageId=`;
    const fields = formFields(Buffer.from(body));
    expect(fields).toMatchObject({ ...filled, name: 'Ngozi Eze', messageId: '' });
    const parsed = contactRequestSchema.safeParse({ ...fields, messageId: formMessageId(fields) });
    expect(parsed.success && parsed.data.message).toBe('Line one\r\nLine two & <three>');
  });

  it('decodes UTF-8 and "+" as a space, as forms encode them', () => {
    expect(formFields('name=Ad%C3%A9w%C3%A1l%C3%A9+%E1%BB%8C%CC%80%E1%B9%A3un')).toEqual({
      name: 'Adéwálé Ọ̀ṣun',
    });
  });
});

describe('formMessageId', () => {
  it('is a UUID the contract accepts, the same for the same text and different for another', () => {
    const id = formMessageId(filled);
    expect(contactRequestSchema.shape.messageId.safeParse(id).success).toBe(true);
    expect(formMessageId({ ...filled, message: ` ${filled.message} ` })).toBe(id);
    expect(formMessageId({ ...filled, message: 'Another message' })).not.toBe(id);
  });
});

describe('formPostAnswer', () => {
  const values: FormPageValues = {
    ...filled,
    company: '',
    phone: '0803 12',
    messageId: formMessageId(filled),
    source: '',
  };

  it('sends a stored message to the thank-you page, whatever its e-mail did', () => {
    for (const status of ['sent', 'mail_failed', 'received'] as const) {
      const result = { messageId: values.messageId, status };
      expect(formPostAnswer({ outcome: 'stored', result }, values)).toEqual({
        status: 303,
        location: CONTACT_SENT_PATH,
      });
    }
  });

  it('answers invalid input with 400: the summary, each field its sentence, and what was typed', () => {
    const answer = formPostAnswer(
      {
        outcome: 'invalid',
        summary: 'Please correct the highlighted field and try again.',
        fieldErrors: { phone: 'Please enter a phone number with 7 to 15 digits.' },
      },
      values,
    );
    expect(answer.status).toBe(400);
    const html = answer.status === 400 ? answer.html : '';
    expect(html).toContain(
      '<p class="summary" role="alert">Please correct the highlighted field and try again.</p>',
    );
    expect(html).toContain(
      '<span class="error" id="contact-phone-error">Please enter a phone number with 7 to 15 digits.</span>',
    );
    expect(html).toContain('value="0803 12"');
    expect(html).toContain(`name="messageId" value="${values.messageId}"`);
  });

  it('answers a rate-limited caller with 429 and the form as typed, ready to send later', () => {
    const answer = formPostAnswer({ outcome: 'rate-limited' }, values);
    expect(answer.status).toBe(429);
    const html = answer.status === 429 ? answer.html : '';
    expect(html).toContain(`<p class="summary" role="alert">${RATE_LIMITED_MESSAGE}</p>`);
    expect(html).toContain('Line one\r\nLine two &amp; &lt;three&gt;</textarea>');
    expect(html).not.toContain('aria-invalid="true"');
  });
});

describe('handleContactFormPost, before anything is stored', () => {
  it('refuses another method, another site, another encoding and an oversized body', async () => {
    expect(await post(filled, { method: 'GET' })).toMatchObject({ status: 405 });
    const foreign = await post(filled, { origin: 'https://evil.example' });
    expect(foreign).toMatchObject({ status: 403 });
    expect(foreign.status === 403 && foreign.html).toContain('only be sent from our own website');
    expect(await post(filled, { contentType: 'application/json' })).toMatchObject({ status: 415 });
    const huge = { ...filled, message: 'x'.repeat(MAX_FORM_BYTES) };
    expect(await post(huge)).toMatchObject({ status: 413 });
  });

  it('answers a filled honeypot as sent, and stores and mails nothing', async () => {
    expect(await post({ ...filled, [CONTACT_HONEYPOT_FIELD]: 'https://spam.example' })).toEqual({
      status: 303,
      location: CONTACT_SENT_PATH,
    });
  });

  it('shows bad input back, escaped, with the sentence for each field', async () => {
    const answer = await post({ ...filled, email: 'not-an-address', message: '<b>hi</b>' });
    expect(answer.status).toBe(400);
    const html = answer.status === 400 ? answer.html : '';
    expect(html).toContain('Please correct the highlighted field and try again.');
    expect(html).toContain('Please enter a valid e-mail address, like name@example.com.');
    expect(html).toContain('value="not-an-address"');
    expect(html).toContain('&lt;b&gt;hi&lt;/b&gt;</textarea>');
    expect(html).not.toContain('<b>hi</b>');
    // The form posts again, with the same id, and the trap stays empty.
    expect(html).toContain('action="/api/contact" method="post"');
    expect(html).toContain(
      `name="messageId" value="${formMessageId({ ...filled, email: 'not-an-address', message: '<b>hi</b>' })}"`,
    );
  });

  it('accepts a missing Origin (stripped by some privacy tools): the input is still checked', async () => {
    const answer = await post({ ...filled, name: '' }, { origin: undefined });
    expect(answer.status).toBe(400);
  });
});
