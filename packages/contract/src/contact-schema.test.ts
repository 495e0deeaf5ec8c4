import { describe, expect, it } from 'vitest';
import {
  formatCount,
  CONTACT_LIMITS,
  CONTACT_PAGE_MAX_LENGTH,
  CONTACT_PHONE_MESSAGE,
  contactErrorSummary,
  contactFieldErrors,
  contactMessageSchema,
  contactRequestSchema,
} from './contact-schema.js';

const valid = {
  messageId: '3f0b6a3e-9a0b-4c3e-8f1e-2b1c7d9e4a10',
  name: 'Ada Obi',
  email: 'ada@example.com',
  subject: 'Cloud migration',
  message: 'We would like to move our ERP to the cloud.\nCan we talk next week?',
};

/** What the schema makes of `valid`: the optional fields not given are null. */
const parsedValid = { ...valid, company: null, phone: null };

/** The per-field sentences for one request, or null when it is valid. */
function errorsFor(input: unknown) {
  const result = contactRequestSchema.safeParse(input);
  return result.success ? null : contactFieldErrors(result.error);
}

describe('contactRequestSchema', () => {
  it('should accept a complete request and return the trimmed values', () => {
    const result = contactRequestSchema.parse({
      ...valid,
      name: '  Ada Obi ',
      subject: '\tCloud migration  ',
      message: '\n  Hello  \n',
    });
    expect(result).toEqual({ ...parsedValid, subject: 'Cloud migration', message: 'Hello' });
  });

  it.each([['Adéwálé Ọ̀ṣun'], ['李雷'], ["Chidinma O'Neil-Okafor"], ['Zoë Müller'], ['محمد']])(
    'should accept the unicode name %s unchanged',
    (name) => {
      expect(contactRequestSchema.parse({ ...valid, name }).name).toBe(name);
    },
  );

  it.each([
    ['name', 'Please enter your name.'],
    ['email', 'Please enter your e-mail address.'],
    ['subject', 'Please enter a subject.'],
    ['message', 'Please enter your message.'],
  ] as const)('should report a missing %s', (field, sentence) => {
    const { [field]: _omitted, ...rest } = valid;
    expect(errorsFor(rest)).toEqual({ [field]: sentence });
    expect(errorsFor({ ...valid, [field]: null })).toEqual({ [field]: sentence });
  });

  it.each([
    ['name', 'Please enter your name.'],
    ['email', 'Please enter your e-mail address.'],
    ['subject', 'Please enter a subject.'],
    ['message', 'Please enter your message.'],
  ] as const)('should treat a whitespace-only %s as missing', (field, sentence) => {
    expect(errorsFor({ ...valid, [field]: ' \t\n\u00a0 ' })).toEqual({ [field]: sentence });
  });

  it.each([
    ['name', 42, 'Your name must be text.'],
    ['email', ['ada@example.com'], 'Your e-mail address must be text.'],
    ['subject', true, 'The subject must be text.'],
    ['message', { text: 'hi' }, 'Your message must be text.'],
  ] as const)('should reject a %s of the wrong type', (field, value, sentence) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual({ [field]: sentence });
  });

  it.each([
    ['name', 'Your name can be at most 100 characters.'],
    ['subject', 'The subject can be at most 150 characters.'],
    ['message', 'Your message can be at most 5,000 characters.'],
  ] as const)(
    'should accept a %s at its limit and reject one character more',
    (field, sentence) => {
      const limit = CONTACT_LIMITS[field];
      expect(errorsFor({ ...valid, [field]: 'a'.repeat(limit) })).toBeNull();
      expect(errorsFor({ ...valid, [field]: 'a'.repeat(limit + 1) })).toEqual({
        [field]: sentence,
      });
    },
  );

  it('should accept an e-mail address of 254 characters and reject 255', () => {
    const domain = '@example.com';
    const atLimit = `${'a'.repeat(CONTACT_LIMITS.email - domain.length)}${domain}`;
    expect(atLimit).toHaveLength(254);
    expect(errorsFor({ ...valid, email: atLimit })).toBeNull();
    expect(errorsFor({ ...valid, email: `a${atLimit}` })).toEqual({
      email: 'Your e-mail address can be at most 254 characters.',
    });
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com', 'ada@@example.com'])(
    'should reject the invalid e-mail address %j',
    (email) => {
      expect(errorsFor({ ...valid, email })).toEqual({
        email: 'Please enter a valid e-mail address, like name@example.com.',
      });
    },
  );

  it.each(['ada.obi+site@example.com.ng', 'A.Obi@Sub.Example.Org'])(
    'should accept the e-mail address %s',
    (email) => {
      expect(errorsFor({ ...valid, email })).toBeNull();
    },
  );

  it.each([
    [
      'name',
      'Ada\r\nBcc: victim@example.com',
      'Your name must fit on one line, without special characters.',
    ],
    ['name', 'Ada\nObi', 'Your name must fit on one line, without special characters.'],
    ['name', 'Ada\u2028Obi', 'Your name must fit on one line, without special characters.'],
    ['name', 'Ada\u0000Obi', 'Your name must fit on one line, without special characters.'],
    [
      'subject',
      'Hi\r\nBcc: victim@example.com',
      'The subject must fit on one line, without special characters.',
    ],
    ['subject', 'Hi\tthere', 'The subject must fit on one line, without special characters.'],
    [
      'email',
      'ada@example.com\r\nBcc: victim@example.com',
      'Your e-mail address must fit on one line, without special characters.',
    ],
  ] as const)('should reject header injection in %s: %j', (field, value, sentence) => {
    expect(errorsFor({ ...valid, [field]: value })?.[field]).toBe(sentence);
  });

  it('should allow line breaks and tabs in the message but no other control characters', () => {
    expect(errorsFor({ ...valid, message: 'Line one\r\nLine two\n\tindented' })).toBeNull();
    expect(errorsFor({ ...valid, message: 'Bell \u0007 here' })).toEqual({
      message: 'Your message contains special control characters. Please remove them.',
    });
  });

  it('should strip unknown keys instead of rejecting them', () => {
    const result = contactRequestSchema.parse({
      ...valid,
      fax: '+234 1 000 0000',
      isAdmin: true,
    });
    expect(result).toEqual(parsedValid);
    expect(Object.keys(result).sort()).toEqual([
      'company',
      'email',
      'message',
      'messageId',
      'name',
      'phone',
      'subject',
    ]);
  });

  it.each(['/', '/contact', '/services/cloud', '/industries/oil-and-gas'])(
    'should keep the page path %j',
    (page) => {
      expect(contactRequestSchema.parse({ ...valid, page }).page).toBe(page);
    },
  );

  it.each([
    'contact',
    'https://example.com/contact',
    '/contact?subject=x',
    '/contact#form',
    '/a b',
    '/line\nbreak',
    `/${'a'.repeat(CONTACT_PAGE_MAX_LENGTH)}`,
    42,
    null,
  ])('should drop the page %j rather than refuse the message', (page) => {
    const result = contactRequestSchema.safeParse({ ...valid, page });
    expect(result.success).toBe(true);
    expect(result.data?.page).toBeUndefined();
  });

  it.each([undefined, 'not-a-uuid', '3f0b6a3e9a0b4c3e8f1e2b1c7d9e4a10', 42])(
    'should reject the message id %j',
    (messageId) => {
      expect(errorsFor({ ...valid, messageId })).toEqual({
        messageId: 'The form sent an invalid message id. Please reload the page and try again.',
      });
    },
  );

  it('should report every invalid field at once, one sentence each', () => {
    expect(
      errorsFor({ messageId: valid.messageId, email: 'nope', subject: 'x'.repeat(151) }),
    ).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid e-mail address, like name@example.com.',
      subject: 'The subject can be at most 150 characters.',
      message: 'Please enter your message.',
    });
  });

  it.each([null, 'hello', 42, [valid]])(
    'should reject a request that is not an object: %j',
    (input) => {
      const result = contactRequestSchema.safeParse(input);
      expect(result.success).toBe(false);
      if (!result.success) {
        expect(contactFieldErrors(result.error)).toEqual({});
        expect(contactErrorSummary(result.error)).toBe(
          'The form could not be read. Please reload the page and try again.',
        );
      }
    },
  );

  it('should summarise one or several invalid fields in a sentence', () => {
    const one = contactRequestSchema.safeParse({ ...valid, name: '' });
    const two = contactRequestSchema.safeParse({ ...valid, name: '', email: '' });
    expect(one.success || contactErrorSummary(one.error)).toBe(
      'Please correct the highlighted field and try again.',
    );
    expect(two.success || contactErrorSummary(two.error)).toBe(
      'Please correct the highlighted fields and try again.',
    );
  });
});

describe('contactMessageSchema', () => {
  it('should validate the form fields without a message id, for use in the web form', () => {
    const { messageId: _id, ...fields } = valid;
    expect(contactMessageSchema.parse(fields)).toEqual({ ...fields, company: null, phone: null });
  });
});

describe('the optional company and phone', () => {
  it('keeps both, trimmed, when given', () => {
    const result = contactRequestSchema.parse({
      ...valid,
      company: '  Lekki Logistics Ltd. ',
      phone: ' +234 803 123 4567 ',
    });
    expect(result).toMatchObject({ company: 'Lekki Logistics Ltd.', phone: '+234 803 123 4567' });
  });

  it.each([undefined, null, '', '   ', ' \t\u00a0 '])('treats %j as not given (null)', (value) => {
    const result = contactRequestSchema.parse({ ...valid, company: value, phone: value });
    expect(result).toMatchObject({ company: null, phone: null });
  });

  it.each([
    '+234 803 123 4567',
    '08031234567',
    '0803-123-4567',
    '(01) 234 5678',
    '+1 (415) 555.0100',
    '1234567',
    '+123456789012345',
  ])('accepts the phone number %j', (phone) => {
    expect(errorsFor({ ...valid, phone })).toBeNull();
  });

  it.each([
    ['too few digits', '123456'],
    ['too many digits', '+1234567890123456'],
    ['letters', '0803 CALL NOW'],
    ['an extension word', '0803 123 4567 ext 2'],
    ['a + not in front', '0803+1234567'],
    ['two + signs', '++234 803 123 4567'],
    ['a slash', '0803/123/4567'],
    ['a line break', '0803 123\n4567'],
    ['a tab', '0803\t1234567'],
    ['a control character', '0803\u00001234567'],
    ['digits of another script', '٠٨٠٣١٢٣٤٥٦٧'],
  ])('refuses a phone number with %s', (_case, phone) => {
    expect(errorsFor({ ...valid, phone })).toEqual({ phone: CONTACT_PHONE_MESSAGE });
  });

  it('says what a phone number should look like', () => {
    expect(CONTACT_PHONE_MESSAGE).toBe(
      'Please enter a phone number with 7 to 15 digits, like +234 803 123 4567.',
    );
  });

  it('accepts each at its limit and refuses one character more', () => {
    expect(CONTACT_LIMITS).toMatchObject({ company: 100, phone: 30 });
    expect(errorsFor({ ...valid, company: 'a'.repeat(100) })).toBeNull();
    expect(errorsFor({ ...valid, company: 'a'.repeat(101) })).toEqual({
      company: 'Your company name can be at most 100 characters.',
    });
    const phone30 = '+234 (0) 803 -- 123 -- 4567 .8';
    expect(phone30).toHaveLength(30);
    expect(errorsFor({ ...valid, phone: phone30 })).toBeNull();
    expect(errorsFor({ ...valid, phone: `${phone30}0` })).toEqual({
      phone: 'Your phone number can be at most 30 characters.',
    });
  });

  it('refuses a company name that does not fit on one line', () => {
    for (const company of ['Lekki\r\nBcc: victim@example.com', 'Lekki\u2028Ltd', 'Lekki\tLtd']) {
      expect(errorsFor({ ...valid, company })).toEqual({
        company: 'Your company name must fit on one line, without special characters.',
      });
    }
  });

  it('refuses values that are not text', () => {
    expect(errorsFor({ ...valid, company: 42, phone: ['0803'] })).toEqual({
      company: 'Your company name must be text.',
      phone: 'Your phone number must be text.',
    });
  });
});

describe('formatCount', () => {
  it('should separate thousands with commas, as en-US does', () => {
    for (const count of [0, 7, 999, 1000, 5000, 12345, 1234567]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    }
  });
});

describe('the lead source on a message', () => {
  it('is kept when well formed, and dropped, never refused, when not', () => {
    const source = { landingPage: '/services/cloud', utmSource: 'whatsapp', utmMedium: 'social' };
    expect(contactRequestSchema.parse({ ...valid, source }).source).toEqual(source);
    const malformed = contactRequestSchema.parse({
      ...valid,
      source: { landingPage: '/', utmSource: 'ada@example.com' },
    });
    expect(malformed.source).toBeUndefined();
    expect(contactRequestSchema.parse(valid).source).toBeUndefined();
  });
});
