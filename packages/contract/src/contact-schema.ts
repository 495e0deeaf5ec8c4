// The contact form's contract, shared by the callable and the web form (features/contact).
// Pure zod on purpose: no Firebase or Node imports, so the browser bundle can import this file as is.
// zod/mini: zod 4's own checks, called as functions, so the bundle holds only those used. The browser
// downloads this with the contact form on the first focus; classic zod made that 14 KB (brotli) more.
import { z } from 'zod/mini';
import { leadSourceSchema } from './lead-source.js';
import { SITE_PATH } from './lead-source-rules.js';
import { formatCount } from './format-count.js';

export { formatCount };

/** Maximum lengths in UTF-16 code units, the unit the browser's `maxlength` attribute counts in. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254, // RFC 5321's limit on a forward path.
  company: 100,
  phone: 30,
  subject: 150,
  message: 5000,
} as const;

/** Every field of the form, in the form's order. */
export const CONTACT_FIELDS = ['name', 'email', 'company', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
/** The fields a visitor may leave empty: absent, null, empty or whitespace-only is stored as null. */
export const CONTACT_OPTIONAL_FIELDS = ['company', 'phone'] as const;
export type ContactOptionalField = (typeof CONTACT_OPTIONAL_FIELDS)[number];

/** Whether a visitor may leave this field empty (CONTACT_OPTIONAL_FIELDS). */
export const isOptionalContactField = (field: string): field is ContactOptionalField =>
  CONTACT_OPTIONAL_FIELDS.some((optional) => optional === field);

/** How many digits a phone number has, with its country code: E.164 allows 15, local numbers 7. */
export const CONTACT_PHONE_DIGITS = { min: 7, max: 15 } as const;
/** Digits, spaces and `+ - ( ) .`, a `+` only in front: what people write a phone number with. */
const PHONE_CHARACTERS = /^\+?[0-9 ().-]*$/;

/** Line breaks (incl. U+2028/U+2029) and control characters: none may reach a mail header. */
export const LINE_BREAK_OR_CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** The message body may span lines and use tabs, but other control characters have no business there. */
const CONTROL_OTHER_THAN_TAB_OR_LINE_BREAK = /[^\P{Cc}\t\n\r]/u;

interface TextFieldRules {
  missing: string;
  notText: string;
  tooLong: string;
  max: number;
  forbidden: RegExp;
  forbiddenMessage: string;
}

/** A required string: trimmed first, so whitespace-only counts as missing. */
function requiredText(rules: TextFieldRules) {
  return z
    .string({ error: (issue) => (issue.input == null ? rules.missing : rules.notText) })
    .check(
      z.trim(),
      z.minLength(1, { error: rules.missing }),
      z.maxLength(rules.max, { error: rules.tooLong }),
      z.refine((value) => !rules.forbidden.test(value), { error: rules.forbiddenMessage }),
    );
}

/**
 * An optional string: absent, null, empty or whitespace-only is null (so the stored document says
 * "not given" in one way); anything else is trimmed and checked like a required field. The booking's
 * topic line is one too (booking-schema.ts).
 */
export function optionalText(
  rules: Omit<TextFieldRules, 'missing'>,
  format?: { valid: (value: string) => boolean; message: string },
) {
  return z.pipe(
    z.transform((input: unknown) =>
      input == null || (typeof input === 'string' && input.trim() === '') ? null : input,
    ),
    z.nullable(
      z.string({ error: rules.notText }).check(
        z.trim(),
        z.maxLength(rules.max, { error: rules.tooLong }),
        z.refine((value) => !rules.forbidden.test(value), { error: rules.forbiddenMessage }),
        ...(format ? [z.refine<string>(format.valid, { error: format.message })] : []),
      ),
    ),
  );
}

const countDigits = (value: string) => value.replace(/[^0-9]/g, '').length;

/** The sentence for a phone number that is not one. */
export const CONTACT_PHONE_MESSAGE = `Please enter a phone number with ${CONTACT_PHONE_DIGITS.min} to ${CONTACT_PHONE_DIGITS.max} digits, like +234 803 123 4567.`;

export const contactMessageSchema = z.object(
  {
    name: requiredText({
      missing: 'Please enter your name.',
      notText: 'Your name must be text.',
      max: CONTACT_LIMITS.name,
      tooLong: `Your name can be at most ${formatCount(CONTACT_LIMITS.name)} characters.`,
      forbidden: LINE_BREAK_OR_CONTROL,
      forbiddenMessage: 'Your name must fit on one line, without special characters.',
    }),
    email: requiredText({
      missing: 'Please enter your e-mail address.',
      notText: 'Your e-mail address must be text.',
      max: CONTACT_LIMITS.email,
      tooLong: `Your e-mail address can be at most ${formatCount(CONTACT_LIMITS.email)} characters.`,
      forbidden: LINE_BREAK_OR_CONTROL,
      forbiddenMessage: 'Your e-mail address must fit on one line, without special characters.',
    }).check(
      z.regex(z.regexes.email, {
        error: 'Please enter a valid e-mail address, like name@example.com.',
      }),
    ),
    company: optionalText({
      notText: 'Your company name must be text.',
      max: CONTACT_LIMITS.company,
      tooLong: `Your company name can be at most ${formatCount(CONTACT_LIMITS.company)} characters.`,
      forbidden: LINE_BREAK_OR_CONTROL,
      forbiddenMessage: 'Your company name must fit on one line, without special characters.',
    }),
    phone: optionalText(
      {
        notText: 'Your phone number must be text.',
        max: CONTACT_LIMITS.phone,
        tooLong: `Your phone number can be at most ${formatCount(CONTACT_LIMITS.phone)} characters.`,
        forbidden: LINE_BREAK_OR_CONTROL,
        forbiddenMessage: CONTACT_PHONE_MESSAGE,
      },
      {
        valid: (value) =>
          PHONE_CHARACTERS.test(value) &&
          countDigits(value) >= CONTACT_PHONE_DIGITS.min &&
          countDigits(value) <= CONTACT_PHONE_DIGITS.max,
        message: CONTACT_PHONE_MESSAGE,
      },
    ),
    subject: requiredText({
      missing: 'Please enter a subject.',
      notText: 'The subject must be text.',
      max: CONTACT_LIMITS.subject,
      tooLong: `The subject can be at most ${formatCount(CONTACT_LIMITS.subject)} characters.`,
      forbidden: LINE_BREAK_OR_CONTROL,
      forbiddenMessage: 'The subject must fit on one line, without special characters.',
    }),
    message: requiredText({
      missing: 'Please enter your message.',
      notText: 'Your message must be text.',
      max: CONTACT_LIMITS.message,
      tooLong: `Your message can be at most ${formatCount(CONTACT_LIMITS.message)} characters.`,
      forbidden: CONTROL_OTHER_THAN_TAB_OR_LINE_BREAK,
      forbiddenMessage: 'Your message contains special control characters. Please remove them.',
    }),
  },
  // Unknown keys are stripped (z.object's default), never stored: an older deployed function
  // keeps accepting a newer form that sends an extra field.
  { error: 'The form could not be read. Please reload the page and try again.' },
);

/** Longest page path stored with a message; the site's own paths are far shorter. */
export const CONTACT_PAGE_MAX_LENGTH = 200;

/**
 * The path of the page the form was sent from (`location.pathname`), for the admin reviewing the
 * message. Optional: older clients do not send it. A value that is not a short path (RFC 3986 path
 * characters, no query or fragment) is dropped rather than refused: losing a lead over a
 * diagnostic field would be worse than not knowing the page.
 */
export const pagePath = z.catch(
  z.optional(z.string().check(z.maxLength(CONTACT_PAGE_MAX_LENGTH), z.regex(SITE_PATH))),
  undefined,
);

/** What the callable receives: the form's fields plus a client-generated id that makes retries idempotent. */
export const contactRequestSchema = z.extend(contactMessageSchema, {
  messageId: z.uuid({
    error: 'The form sent an invalid message id. Please reload the page and try again.',
  }),
  page: pagePath,
  /** Where the lead came from (lead-source.ts); dropped rather than refused when malformed. */
  source: z.catch(z.optional(leadSourceSchema), undefined),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactFieldErrors = Partial<Record<keyof ContactRequest, string>>;

/** One sentence per field of `fields` (the first problem found), for showing next to each form field. */
export function fieldErrorsOf<Field extends string>(
  error: z.core.$ZodError,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const fieldErrors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field)) {
      fieldErrors[field as Field] ??= issue.message;
    }
  }
  return fieldErrors;
}

/** The sentence for a whole form whose `fieldErrors` are shown beside its fields. */
export function errorSummaryOf(error: z.core.$ZodError, fieldErrors: object): string {
  const fields = Object.keys(fieldErrors);
  if (fields.length === 0) {
    return error.issues[0]?.message ?? 'The form could not be read. Please reload the page.';
  }
  return fields.length === 1
    ? 'Please correct the highlighted field and try again.'
    : 'Please correct the highlighted fields and try again.';
}

const contactRequestFields = Object.keys(contactRequestSchema.shape) as (keyof ContactRequest)[];

/** One sentence per field (the first problem found), for showing next to each form field. */
export function contactFieldErrors(error: z.core.$ZodError): ContactFieldErrors {
  return fieldErrorsOf(error, contactRequestFields);
}

/** The sentence for the whole form when validation fails. */
export function contactErrorSummary(error: z.core.$ZodError): string {
  return errorSummaryOf(error, contactFieldErrors(error));
}
