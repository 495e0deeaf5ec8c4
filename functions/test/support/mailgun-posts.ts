// Mailgun inbound posts as its documentation describes them ("Receiving Messages via HTTP through a
// forward() action"; its field table: recipient, sender, from, subject, body-plain, stripped-text,
// stripped-signature, body-html, stripped-html, attachment-count, attachment-x, timestamp, token,
// signature, message-headers, content-id-map): urlencoded without attachments, multipart with them.
// Each is signed as Mailgun signs (`mailgunSignature`), unless a test says otherwise.
import { randomBytes } from 'node:crypto';
import { mailgunSignature } from '../../src/inbound/mailgun.js';
import type { InboundRequest } from '../../src/inbound/inbound-provider.js';

export const TEST_SIGNING_KEY = 'key-test-mailgun-signing-0123456789';

export interface PostOptions {
  /** Who Mailgun says it is for (the route's recipient). */
  recipient: string;
  from: string;
  subject: string;
  bodyPlain: string;
  strippedText?: string;
  bodyHtml?: string;
  /** The mail's own headers, in order. */
  headers?: [name: string, value: string][];
  attachments?: { filename: string; contentType: string; content: Buffer }[];
  /** When it is signed (default: now), with which key, and whether at all. */
  signedAt?: Date;
  key?: string;
  signature?: 'valid' | 'none' | 'wrong';
  token?: string;
}

/** The form Mailgun posts for a mail, and the request's body and type as they arrive. */
export async function mailgunPost(options: PostOptions): Promise<InboundRequest> {
  const timestamp = String(Math.floor((options.signedAt ?? new Date()).getTime() / 1000));
  const token = options.token ?? randomBytes(25).toString('hex');
  const signing =
    options.signature === 'none'
      ? []
      : ([
          ['timestamp', timestamp],
          ['token', token],
          [
            'signature',
            options.signature === 'wrong'
              ? mailgunSignature('another key', timestamp, token)
              : mailgunSignature(options.key ?? TEST_SIGNING_KEY, timestamp, token),
          ],
        ] as [string, string][]);
  const sender = /<([^>]+)>/.exec(options.from)?.[1] ?? options.from;
  const fields: [string, string][] = [
    ['recipient', options.recipient],
    ['sender', sender],
    ['from', options.from],
    ['subject', options.subject],
    ['body-plain', options.bodyPlain],
    ...(options.strippedText !== undefined
      ? [['stripped-text', options.strippedText] as [string, string]]
      : []),
    ['stripped-signature', ''],
    ...(options.bodyHtml !== undefined
      ? [['body-html', options.bodyHtml] as [string, string]]
      : []),
    [
      'message-headers',
      JSON.stringify([
        [
          'Received',
          'by mail-lj1-f180.google.com with SMTP id 2adb3069b0e04; Tue, 01 Dec 2026 10:02:11 -0800',
        ],
        ['From', options.from],
        ['To', options.recipient],
        ['Subject', options.subject],
        ['Date', 'Tue, 1 Dec 2026 10:02:05 +0100'],
        ...(options.headers ?? []),
      ]),
    ],
    ['content-id-map', '{}'],
    ...signing,
  ];
  const attachments = options.attachments ?? [];
  if (attachments.length === 0) {
    return {
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      body: Buffer.from(new URLSearchParams(fields).toString()),
    };
  }
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  form.append('attachment-count', String(attachments.length));
  attachments.forEach((file, index) => {
    form.append(
      `attachment-${index + 1}`,
      new Blob([file.content], { type: file.contentType }),
      file.filename,
    );
  });
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return {
    method: 'POST',
    contentType: request.headers.get('content-type') ?? undefined,
    body: Buffer.from(await request.arrayBuffer()),
  };
}

/** A reply from Gmail: the new text, then the quoted history, as its plain and HTML parts hold them. */
export const gmailReply = {
  bodyPlain: [
    'Tuesday works. Can you bring the draft contract?',
    '',
    'Ngozi',
    '',
    'On Tue, 1 Dec 2026 at 09:40, Lagoon Ridge Website <no-reply@lagoon-ridge.example> wrote:',
    '> Hello Ngozi, can we visit on Tuesday?',
    '>',
    '> --',
    '> Lagoon Ridge Technologies',
  ].join('\r\n'),
  strippedText: 'Tuesday works. Can you bring the draft contract?',
  bodyHtml:
    '<div dir="ltr">Tuesday works. Can you bring the draft contract?<div><br></div><div>Ngozi</div></div><br>' +
    '<div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Tue, 1 Dec 2026 at 09:40, Lagoon Ridge Website wrote:<br></div>' +
    '<blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex">Hello Ngozi, can we visit on Tuesday?</blockquote></div>',
};

/** An HTML-only mail (Outlook on the web): Mailgun's own text of it, and its stripped reply. */
export const htmlOnlyReply = {
  bodyHtml:
    '<html><head><style>p{margin:0}</style></head><body><div>Yes, <b>Thursday 10:00</b> suits us.</div>' +
    '<div id="appendonsend"></div><hr><div id="divRplyFwdMsg"><b>From:</b> Lagoon Ridge Website<br><b>Sent:</b> Tuesday</div>' +
    '<div>Hello Ngozi, can we visit on Tuesday?</div></body></html>',
  bodyPlain:
    'Yes, Thursday 10:00 suits us.\r\n\r\n________________________________\r\nFrom: Lagoon Ridge Website\r\nSent: Tuesday\r\n\r\nHello Ngozi, can we visit on Tuesday?',
  strippedText: 'Yes, Thursday 10:00 suits us.',
};

/** A forward: the prospect's note above a colleague's mail, which is what they want us to read. */
export const forwardedMail = {
  bodyPlain: [
    'Our CFO asked about this, see below.',
    '',
    '---------- Forwarded message ---------',
    'From: Chidi Okafor <chidi@example.com>',
    'Date: Mon, 30 Nov 2026 at 16:40',
    'Subject: Abuja branch',
    '',
    'Can they support the Abuja branch too?',
  ].join('\r\n'),
};
