import type { VisitorMailState } from './lead-states.js';

/**
 * What `sendContactEmail` answers. Every status means the firm has the message in Firestore; `sent`
 * also means the e-mail went out. See functions/README.md ("What the caller is told") for why
 * `mail_failed` is still a success; a message the sweep gave up on is answered `mail_failed` too
 * (`visitorMailState`).
 */
export interface ContactResult {
  messageId: string;
  status: VisitorMailState;
}
