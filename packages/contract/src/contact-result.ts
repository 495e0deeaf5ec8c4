/**
 * What `sendContactEmail` answers. Every status means the firm has the message in Firestore; `sent`
 * also means the e-mail went out. See functions/README.md ("What the caller is told") for why
 * `mail_failed` is still a success. A message the sweep gave up on (`mail_abandoned`) is answered
 * `mail_failed`: for the visitor it is the same (stored, not mailed), and the web client keeps its
 * three statuses.
 */
export interface ContactResult {
  messageId: string;
  status: 'received' | 'sent' | 'mail_failed';
}
