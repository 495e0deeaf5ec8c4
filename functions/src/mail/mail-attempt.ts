// One e-mail attempt, whatever it is about: sent through the transport, its outcome recorded in its
// ledger (mail-ledger.ts): `sent`, or `mail_failed` with the sweep's next time, or `mail_abandoned`
// after the last allowed attempt. The caller owns attempt number `attempt` (it created the document or
// claimed the e-mail) and composed the message; the failure is logged without the message's text.
import type { SendMailOptions } from 'nodemailer';
import type { MailOutcome } from '@site/contract';
import { functionsLog, type Log } from '../shared/log.js';
import type { SmtpTransporter } from './mailer.js';
import { markMailFailed, markMailSent, type MailLedger } from './mail-ledger.js';
import {
  MAIL_RETRY_POLICY,
  nextAttemptAfterFailure,
  type MailRetryPolicy,
} from './retry-policy.js';

export interface MailAttemptDependencies {
  transport: SmtpTransporter;
  now: () => Date;
  retryPolicy?: MailRetryPolicy;
  /** firebase-functions' logger unless given. */
  log?: Log;
}

export async function attemptMail(
  ledger: MailLedger,
  message: SendMailOptions,
  attempt: number,
  deps: MailAttemptDependencies,
  /** How the logs name it: "Contact e-mail", and the ids that find its document. */
  about: { name: string; ids: Record<string, string> },
): Promise<MailOutcome> {
  let smtpMessageId: string;
  try {
    smtpMessageId = (await deps.transport.sendMail(message)).messageId;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const retryAt = nextAttemptAfterFailure(
      attempt,
      deps.now(),
      deps.retryPolicy ?? MAIL_RETRY_POLICY,
    );
    const state = await markMailFailed(ledger, reason, retryAt);
    (deps.log ?? functionsLog).error(
      state === 'mail_failed'
        ? `${about.name} failed; stored with status mail_failed.`
        : `${about.name} failed for the last time; stored with status mail_abandoned.`,
      { ...about.ids, attempt, reason },
    );
    return state;
  }
  await markMailSent(ledger, smtpMessageId);
  return 'sent';
}
