// The contact form's HTML path: what a browser posts when the app has not loaded (JavaScript off, a
// proxy browser, a phone that gave up on the scripts), as a plain function of the request. It hands
// the form to the callable's own core (contact-handler.ts), which parses it with the same contract,
// limits it by the same rate limit, stores it once under the same idempotency and mails (and retries)
// it the same way; its outcome becomes a redirect or a page here (`formPostAnswer`).
// Why App Check cannot guard this path, and what does: functions/README.md, "The HTML form".
import { createHash } from 'node:crypto';
import {
  CONTACT_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_SOURCE_FIELD,
  isOptionalContactField,
  CONTACT_SENT_PATH,
  contactRequestSchema,
} from '@site/contract';
import { handleContactRequest } from './contact-handler.js';
import type { ContactCaller, ContactDependencies } from './contact-handler.js';
import { contactFormPage, type FormPageValues } from './contact-form-page.js';
import { RATE_LIMITED_MESSAGE } from '../shared/rate-limit.js';
import type { ContactOutcome } from './contact-outcome.js';

/** A form-encoded body larger than this is not a contact message (the fields' limits sum to ~5.5k). */
export const MAX_FORM_BYTES = 64 * 1024;

export interface FormPostRequest {
  method: string;
  /** The `Origin` header, when the browser sent one. */
  origin: string | undefined;
  contentType: string | undefined;
  /** The raw body as received. */
  body: Buffer | string | undefined;
}

export type FormPostAnswer =
  { status: 303; location: string } | { status: 400 | 403 | 405 | 413 | 415 | 429; html: string };

/** The form's fields by name, first value of each, from an `application/x-www-form-urlencoded` body. */
export function formFields(body: Buffer | string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body.toString())) fields[name] ??= value;
  return fields;
}

/**
 * A stable id for a form posted without one (the app fills `messageId`; plain HTML cannot): the same
 * text posted twice, as a reload that re-sends the form does, is one message. A UUID (version 8,
 * RFC 9562's custom layout) so the contract's check holds.
 */
export function formMessageId(fields: Record<string, string>): string {
  const hash = createHash('sha256');
  for (const field of CONTACT_FIELDS) {
    const value = (fields[field] ?? '').trim();
    // An optional field counts, by name, only when filled: the four required ones hash as they always did.
    if (!isOptionalContactField(field)) hash.update(`${value}\0`);
    else if (value !== '') hash.update(`${field}=${value}\0`);
  }
  const hex = hash.digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const id = hex.join('');
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
}

function valuesOf(fields: Record<string, string>, messageId: string): FormPageValues {
  return {
    name: fields.name ?? '',
    email: fields.email ?? '',
    company: fields.company ?? '',
    phone: fields.phone ?? '',
    subject: fields.subject ?? '',
    message: fields.message ?? '',
    messageId,
    page: fields.page ?? '',
    source: fields[CONTACT_SOURCE_FIELD] ?? '',
  };
}

/**
 * The visit's source the boot module put in the form's hidden `source` field (JSON of a LeadSource),
 * for the schema to check like the callable's; anything unreadable is no source. Without JavaScript the
 * field stays empty: the post's own Referer is the form's page, so nothing says where the visit began.
 */
function postedSource(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The core's outcome as the browser gets it: a stored message goes to the thank-you page (whatever
 * its e-mail's status: it is stored, and the sweep retries the mail); a refused one comes back as the
 * form with `values`, what the visitor typed, and what is wrong (400) or that they must wait (429).
 */
export function formPostAnswer(outcome: ContactOutcome, values: FormPageValues): FormPostAnswer {
  switch (outcome.outcome) {
    case 'stored':
      return { status: 303, location: CONTACT_SENT_PATH };
    case 'invalid':
      return {
        status: 400,
        html: contactFormPage({
          summary: outcome.summary,
          fieldErrors: outcome.fieldErrors,
          values,
        }),
      };
    case 'rate-limited':
      return { status: 429, html: contactFormPage({ summary: RATE_LIMITED_MESSAGE, values }) };
  }
}

/** Handles one POST of the contact form; see the module comment. */
export async function handleContactFormPost(
  request: FormPostRequest,
  caller: ContactCaller,
  deps: ContactDependencies,
  allowedOrigins: readonly string[],
): Promise<FormPostAnswer> {
  const refuse = (status: 403 | 405 | 413 | 415, summary: string): FormPostAnswer => ({
    status,
    html: contactFormPage({ summary, values: null }),
  });
  if (request.method !== 'POST') return refuse(405, 'This address only receives the contact form.');
  // A browser names the page's origin on every form POST; another site's page is refused. Without the
  // header (some privacy tools strip it) there is nothing to check, and the rate limit still applies.
  if (request.origin !== undefined && !allowedOrigins.includes(request.origin)) {
    return refuse(403, 'This form can only be sent from our own website.');
  }
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.contentType ?? '')) {
    return refuse(415, 'The form arrived in a format we cannot read. Please try again.');
  }
  const body = request.body ?? '';
  if (Buffer.byteLength(body) > MAX_FORM_BYTES) {
    return refuse(413, 'The form was too large to read. Please shorten your message.');
  }
  const fields = formFields(body);
  // Answered as if sent, so a bot learns nothing; nothing is stored or mailed.
  if ((fields[CONTACT_HONEYPOT_FIELD] ?? '') !== '')
    return { status: 303, location: CONTACT_SENT_PATH };

  const messageId = contactRequestSchema.shape.messageId.safeParse(fields.messageId).success
    ? (fields.messageId as string)
    : formMessageId(fields);
  const values = valuesOf(fields, messageId);
  // Unparsed: the core checks it against the contract, once.
  const outcome = await handleContactRequest(
    { ...values, page: values.page || undefined, source: postedSource(values.source) },
    caller,
    deps,
  );
  return formPostAnswer(outcome, values);
}
