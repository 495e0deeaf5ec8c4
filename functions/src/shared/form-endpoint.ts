// What the two HTTPS functions a page's form posts to share (submitContactForm, conversationPage):
// their deployment options and the reading of a request's headers.
import type { HttpsOptions } from 'firebase-functions/https';
import { FUNCTIONS_REGION } from '@site/contract';
import { conversationKey, ipHashSalt, smtpUrl } from './params.js';
import { MAIL_FUNCTION_TIMEOUT_SECONDS } from './timeouts.js';

/**
 * A page's form: it stores (Firestore), may mail (SMTP) with our threading (the conversation key) and
 * limits by the hashed address. The contact form's HTML path is its callable's fallback and the
 * conversation page a few prospects', so both take the callable's ceiling, not a budget of their own.
 */
export const FORM_ENDPOINT_OPTIONS: HttpsOptions = {
  region: FUNCTIONS_REGION,
  secrets: [smtpUrl, ipHashSalt, conversationKey],
  maxInstances: 5,
  concurrency: 80,
  memory: '256MiB',
  timeoutSeconds: MAIL_FUNCTION_TIMEOUT_SECONDS,
};

/** A header's value as a string: the first, when the request repeats it. */
export const firstHeader = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;
