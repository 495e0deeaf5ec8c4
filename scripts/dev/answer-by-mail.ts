/**
 * `npm run mail:answer`: answers one of the firm's mails as the prospect would, from their mail app:
 * a mail to the lead's reply address (the Reply-To of our acknowledgement or reply), In-Reply-To the
 * mail it answers, optionally with files, sent to the local stack's SMTP catcher, which hands it to
 * receiveInboundMail as the mail provider would (functions/README.md, "Inbound mail"). So a developer,
 * or a test, can answer a reply from /admin and watch the answer land in the inbox.
 *
 *   npm run mail:answer -- --to reply+<token>@reply.lagoon-ridge.example --from ada@example.com \
 *     --in-reply-to '<lead.…@reply.lagoon-ridge.example>' --text 'Tuesday works.' --attach rfp.pdf
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createSmtpTransport } from '../../functions/src/mail/mailer';
import { readArgs, runWhenMain, UsageError } from '../ops/command-line';
import { ports } from './local-stack';

const USAGE = `Usage: npm run mail:answer -- --to <reply address> --from <prospect's address>
  [--in-reply-to <Message-ID>] [--subject <subject>] [--text <text>] [--quote <text quoted below>]
  [--attach <file>]... [--smtp <url>]   (the catcher: smtp://127.0.0.1:${ports.smtp})`;

/** The type a mail app would give a file, by its extension. */
const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.txt': 'text/plain',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export async function answerByMail(argv: string[]): Promise<number> {
  const { values } = readArgs({
    args: argv,
    options: {
      to: { type: 'string' },
      from: { type: 'string' },
      'in-reply-to': { type: 'string' },
      subject: { type: 'string', default: 'Re: your message' },
      text: { type: 'string', default: '' },
      quote: { type: 'string', default: '' },
      attach: { type: 'string', multiple: true, default: [] },
      smtp: { type: 'string', default: `smtp://127.0.0.1:${ports.smtp}` },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.to || !values.from) throw new UsageError('Give the reply address (--to) and --from.');
  const inReplyTo = values['in-reply-to'];
  const quoted = values.quote
    ? `\n\nOn an earlier day, Lagoon Ridge wrote:\n${values.quote.replace(/^/gm, '> ')}`
    : '';
  const transport = createSmtpTransport(values.smtp);
  try {
    const info = await transport.sendMail({
      from: values.from,
      to: values.to,
      subject: values.subject,
      text: `${values.text}${quoted}`,
      ...(inReplyTo ? { inReplyTo, references: [inReplyTo] } : {}),
      attachments: await Promise.all(
        values.attach.map(async (file) => ({
          filename: path.basename(file),
          contentType: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
          content: await readFile(file),
        })),
      ),
    });
    console.log(`Sent ${info.messageId} to ${values.to}: ${info.response}`);
    return 0;
  } finally {
    transport.close();
  }
}

runWhenMain(import.meta.url, async (argv) => {
  try {
    return await answerByMail(argv);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    if (error instanceof UsageError) console.error(USAGE);
    return 1;
  }
});
