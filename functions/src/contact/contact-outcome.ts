// What the contact core (contact-handler.ts) comes to, in its own terms. Each entry point maps it to
// its transport: the callable to a value or an HttpsError (contact-callable.ts), the HTML form's post
// to a redirect or a page with a status code (contact-form-post.ts).
import type { ContactFieldErrors, ContactResult } from '@site/contract';

export type ContactOutcome =
  /** The message is stored, now or by an earlier request with its id; `result` says how its e-mail went. */
  | { outcome: 'stored'; result: ContactResult }
  /** Nothing stored: the contract's sentence for the form and one for each field it refused. */
  | { outcome: 'invalid'; summary: string; fieldErrors: ContactFieldErrors }
  /** Nothing stored: the caller's address has sent too many messages (shared/rate-limit.ts). */
  | { outcome: 'rate-limited' };
