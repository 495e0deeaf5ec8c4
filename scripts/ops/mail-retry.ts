/**
 * `npm run mail:retry`: one mail sweep (functions/src/firm/firm-mail.ts: the leads' e-mails and the
 * bookings', reminders included) against the local stack,
 * with the configuration the Functions emulator gives the function, then exits. It retries every
 * `mail_failed` message at once, whatever its backoff: you run it because the mail server is back.
 * `--every <seconds>`: sweep on that interval until stopped, honouring the backoff as production's
 * schedule does (`npm start` runs it so, every 60 s).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { createFirestore } from '../../functions/src/shared/firestore';
import type { Log } from '../../functions/src/shared/log';
import { firmSweptMails } from '../../functions/src/firm/firm-mail';
import { sweepMail, type SweepSummary } from '../../functions/src/mail/mail-sweep';
import { firmContact } from '../../functions/src/shared/firm-contact';
import { createSmtpTransport } from '../../functions/src/mail/mailer';
import { functionsEnv, requiredParam, useLocalFirestore } from './local-functions-config';
import { projectId } from '../dev/local-stack';
import { runWhenMain } from './command-line';
import { localSweepCommand } from './sweep-every';

const env = functionsEnv();
const smtpUrl = requiredParam(env, 'SMTP_URL');
const linkSecret = requiredParam(env, 'BOOKING_LINK_SECRET');
const addresses = {
  recipient: requiredParam(env, 'CONTACT_RECIPIENT'),
  sender: requiredParam(env, 'CONTACT_SENDER'),
};
const firm = firmContact((name) => env[name]);

/** `message key=value …` on one line, errors to stderr. */
function line(message: string, data: Record<string, unknown>): string {
  const fields = Object.entries(data).map(
    ([name, value]) => `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  return [message, ...fields].join(' ');
}

const consoleLog = (quietWhenNothingDue: boolean): Log => ({
  info: (message, data) => {
    if (!(quietWhenNothingDue && data.due === 0)) console.log(line(message, data));
  },
  error: (message, data) => console.error(line(message, data)),
});

let db: Firestore | undefined;

async function sweep(ignoreBackoff: boolean): Promise<SweepSummary> {
  // Created once (its settings can be applied only once), after useLocalFirestore() has set
  // FIRESTORE_EMULATOR_HOST.
  db ??= createFirestore(projectId);
  const transport = createSmtpTransport(smtpUrl);
  try {
    const deps = {
      db,
      transport,
      addresses,
      firm,
      linkSecret,
      threading: {
        replyDomain: env.REPLY_DOMAIN?.trim().toLowerCase() || null,
        key: requiredParam(env, 'CONVERSATION_KEY'),
        siteUrl: firm.siteUrl,
      },
      now: () => new Date(),
      ignoreBackoff,
      log: consoleLog(!ignoreBackoff),
    };
    return await sweepMail(firmSweptMails(deps), deps);
  } finally {
    transport.close();
  }
}

runWhenMain(import.meta.url, (argv) =>
  localSweepCommand(argv, async () => {
    const host = await useLocalFirestore();
    return {
      name: 'Mail sweep',
      once: () => {
        console.log(
          `Retrying undelivered e-mails (and sending due reminders) in ${host} (${projectId}) via ${new URL(smtpUrl).host}`,
        );
        return sweep(true);
      },
      scheduled: () => sweep(false),
    };
  }),
);
