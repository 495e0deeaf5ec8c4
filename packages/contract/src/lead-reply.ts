// Answering a lead from the inbox: what the replyToLead and recordLeadResponse callables accept (the
// functions' side; the inbox imports lead-reply-rules.ts, which holds no zod).
import { z } from 'zod/mini';
import { formatCount } from './contact-schema.js';
import { REPLY_MAX_LENGTH, RESPONSE_CHANNELS } from './lead-reply-rules.js';
import type { ResponseChannel } from './lead-reply-rules.js';

/** Control characters other than line breaks and tabs: nothing a person types into a reply. */
const CONTROL_OTHER_THAN_TAB_OR_LINE_BREAK = /[^\P{Cc}\t\n\r]/u;

/**
 * A lead's document id. Not checked as a UUID: the form makes UUIDs, but the callables only look the
 * id up, and any id the inbox lists (one restored or imported by hand too) can be answered.
 */
const messageId = z
  .string({ error: 'That message does not exist.' })
  .check(z.regex(/^[\w-]{1,128}$/, { error: 'That message does not exist.' }));

export const leadReplyRequestSchema = z.object({
  messageId,
  /** Made by the inbox for each reply it composes: a retry with the same id sends it once. */
  replyId: z.uuid({ error: 'The reply has no valid id. Reload the inbox and try again.' }),
  body: z.string({ error: 'Write the reply first.' }).check(
    z.trim(),
    z.minLength(1, { error: 'Write the reply first.' }),
    z.maxLength(REPLY_MAX_LENGTH, {
      error: `A reply can be at most ${formatCount(REPLY_MAX_LENGTH)} characters.`,
    }),
    z.refine((value) => !CONTROL_OTHER_THAN_TAB_OR_LINE_BREAK.test(value), {
      error: 'The reply contains characters that cannot be sent.',
    }),
  ),
});
export type LeadReplyRequest = z.infer<typeof leadReplyRequestSchema>;

export interface LeadReplyResult {
  replyId: string;
  /** When the lead's first response was stamped (this reply's, or an earlier one's). */
  firstResponseAt: string;
}

/** "Replied" from the inbox after answering outside it: by phone, WhatsApp, or the admin's own mail app. */
export const leadResponseRequestSchema = z.object({
  messageId,
  channel: z.enum(RESPONSE_CHANNELS, { error: 'Say how the lead was answered.' }),
});
export type LeadResponseRequest = z.infer<typeof leadResponseRequestSchema>;

export interface LeadResponseResult {
  firstResponseAt: string;
  firstResponseChannel: ResponseChannel;
}
