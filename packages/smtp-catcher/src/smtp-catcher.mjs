#!/usr/bin/env node
// Local SMTP catcher: accepts every e-mail on 127.0.0.1:2525 (no auth, no TLS), stores each one as an
// .eml file in .emulator-data/mail/ and prints a one-line summary. Run with `npm run smtp`; `npm start`
// runs it too. Also imported (`@site/smtp-catcher`) by the function tests and the load test, which use
// the same server in-process: a package of its own, so the functions' tests import nothing of scripts/.
// With `inbound` (npm start's), it also plays the mail provider's inbound route: a mail to a
// `reply+…@<reply domain>` address is posted to the inbound function as Mailgun posts it (see
// `mailgunPost`), signed with the demo signing key, and the SMTP answer says what the function said.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';

export const DEFAULT_SMTP_PORT = 2525;
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEFAULT_MAIL_DIRECTORY = path.join(repositoryRoot, '.emulator-data', 'mail');

/**
 * @typedef {object} CaughtMail
 * @property {string} raw The message exactly as received (RFC 5322, CRLF line ends).
 * @property {string} envelopeFrom
 * @property {string[]} envelopeTo
 */

/**
 * @typedef {object} SmtpCatcher
 * @property {number} port
 * @property {CaughtMail[]} mails Every accepted e-mail, in arrival order.
 * @property {(reason: string | null) => void} rejectMail From now on, refuse every e-mail after
 *   its data with a 550 carrying `reason` (null accepts again), like a server whose filter says no.
 * @property {() => Promise<void>} close
 */

/**
 * @typedef {object} InboundRoute Where the catcher hands mail to reply addresses, as the provider would.
 * @property {string} url The inbound function (receiveInboundMail).
 * @property {string} replyDomain Mail to `reply+…@<replyDomain>` goes there.
 * @property {string} signingKey The provider's webhook signing key.
 */

/**
 * Starts an SMTP server on 127.0.0.1 only.
 * @param {{ port?: number, onMail?: (mail: CaughtMail) => void | Promise<void>, inbound?: InboundRoute }} [options]
 *   `port: 0` picks a free port.
 * @returns {Promise<SmtpCatcher>}
 */
export async function startSmtpCatcher({ port = DEFAULT_SMTP_PORT, onMail, inbound } = {}) {
  /** @type {CaughtMail[]} */
  const mails = [];
  /** @type {string | null} */
  let rejection = null;
  const server = new SMTPServer({
    authOptional: true,
    // No STARTTLS: nodemailer would upgrade to it and then refuse the self-signed certificate.
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: 10 * 1024 * 1024,
    // A reverse DNS lookup of 127.0.0.1 per connection only adds latency here.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (rejection !== null) {
          callback(Object.assign(new Error(rejection), { responseCode: 550 }));
          return;
        }
        const mail = {
          raw: Buffer.concat(chunks).toString('utf8'),
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
        };
        mails.push(mail);
        Promise.resolve(onMail?.(mail))
          .then(() => (inbound ? handOff(mail, inbound) : undefined))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address !== null ? address.port : port,
    mails,
    rejectMail(reason) {
      rejection = reason;
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** @param {string} charset @param {Uint8Array} bytes */
function decodeCharset(charset, bytes) {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** @param {string} text Quoted-printable text (RFC 2045), or a Q-encoded word when `underscoreIsSpace`. */
function quotedPrintableBytes(text, underscoreIsSpace = false) {
  const unfolded = text.replace(/=\r?\n/g, '');
  /** @type {number[]} */
  const bytes = [];
  for (let index = 0; index < unfolded.length; index += 1) {
    const character = unfolded[index];
    const hex = unfolded.slice(index + 1, index + 3);
    if (character === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else if (character === '_' && underscoreIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(character, 'utf8'));
    }
  }
  return Uint8Array.from(bytes);
}

/**
 * Decodes RFC 2047 encoded words such as `=?UTF-8?Q?Ad=C3=A9?=` in a header value.
 * @param {string} value
 * @returns {string}
 */
function decodeHeaderValue(value) {
  return value
    .replace(/\?=\s+=\?/g, '?==?') // Whitespace between adjacent encoded words is not content.
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      /** @type {(word: string, charset: string, encoding: string, encoded: string) => string} */
      (_word, charset, encoding, encoded) =>
        decodeCharset(
          charset,
          encoding.toUpperCase() === 'B'
            ? Buffer.from(encoded, 'base64')
            : quotedPrintableBytes(encoded, true),
        ),
    );
}

/**
 * @param {string} block Header lines of a message or MIME part.
 * @returns {Record<string, string>} Lower-case names; unfolded, decoded values (last one wins).
 */
function parseHeaders(block) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeHeaderValue(
        line.slice(colon + 1).trim(),
      );
    }
  }
  return headers;
}

/** @param {string} headerValue @param {string} name */
function headerParameter(headerValue, name) {
  const match = new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(headerValue);
  return match ? match[1] : undefined;
}

/**
 * @typedef {object} Attachment
 * @property {string} filename
 * @property {string} contentType
 * @property {Buffer} content
 */

/**
 * @typedef {object} ParsedMail
 * @property {Record<string, string>} headers Top-level headers, lower-case names, decoded.
 * @property {string | undefined} text The text/plain body, decoded.
 * @property {string | undefined} html The text/html body, decoded.
 * @property {Attachment[]} attachments Every part with a file name, or marked as an attachment.
 */

/**
 * Reads what a test or a developer needs from a message: headers and the text and HTML bodies.
 * Enough MIME for nodemailer's output (multipart, quoted-printable, base64), not a general parser.
 * @param {string} raw
 * @returns {ParsedMail}
 */
export function parseMail(raw) {
  /** @type {ParsedMail} */
  const parsed = { headers: {}, text: undefined, html: undefined, attachments: [] };
  /** @param {string} entity @param {boolean} topLevel */
  const visit = (entity, topLevel) => {
    const split = entity.search(/\r?\n\r?\n/);
    const headers = parseHeaders(split === -1 ? entity : entity.slice(0, split));
    const body = split === -1 ? '' : entity.slice(split).replace(/^\r?\n\r?\n/, '');
    if (topLevel) {
      parsed.headers = headers;
    }
    const contentType = headers['content-type'] ?? 'text/plain';
    const boundary = headerParameter(contentType, 'boundary');
    if (contentType.toLowerCase().startsWith('multipart/') && boundary !== undefined) {
      const sections = body.split(`--${boundary}`);
      // Before the first delimiter is the preamble; from `--boundary--` on, the epilogue.
      for (const section of sections.slice(1)) {
        if (section.startsWith('--')) {
          break;
        }
        visit(section.replace(/^\r?\n/, ''), false);
      }
      return;
    }
    const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
    const charset = headerParameter(contentType, 'charset') ?? 'utf-8';
    const bytes =
      encoding === 'base64'
        ? Buffer.from(body, 'base64')
        : encoding === 'quoted-printable'
          ? quotedPrintableBytes(body)
          : Buffer.from(body, 'utf8');
    const disposition = headers['content-disposition'] ?? '';
    const filename =
      headerParameter(disposition, 'filename') ?? headerParameter(contentType, 'name');
    if (!topLevel && (filename !== undefined || /^attachment\b/i.test(disposition))) {
      parsed.attachments.push({
        filename: filename ?? 'attachment',
        contentType: contentType.split(';')[0]?.trim() ?? 'application/octet-stream',
        content: Buffer.from(bytes),
      });
      return;
    }
    const decoded = decodeCharset(charset, bytes).replace(/\r\n/g, '\n').replace(/\n$/, '');
    if (contentType.toLowerCase().startsWith('text/html')) {
      parsed.html ??= decoded;
    } else if (contentType.toLowerCase().startsWith('text/plain')) {
      parsed.text ??= decoded;
    }
  };
  visit(raw, true);
  return parsed;
}

/**
 * A mail as Mailgun's inbound route posts it to a URL (its documented "fully parsed" fields), signed:
 * `signature` is the hex HMAC-SHA256 of `timestamp` and `token` with the signing key. Like the
 * provider it strips nothing from the text (no `stripped-text`): the function cuts the quote itself.
 * @param {string} raw The mail as received.
 * @param {{ recipient: string, sender: string, signingKey: string, now?: Date }} envelope
 * @returns {FormData}
 */
export function mailgunPost(raw, { recipient, sender, signingKey, now = new Date() }) {
  const { headers, text, html, attachments } = parseMail(raw);
  const form = new FormData();
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const token = randomBytes(25).toString('hex');
  form.set('timestamp', timestamp);
  form.set('token', token);
  form.set(
    'signature',
    createHmac('sha256', signingKey)
      .update(timestamp + token)
      .digest('hex'),
  );
  form.set('recipient', recipient);
  form.set('sender', sender);
  form.set('from', headers.from ?? sender);
  form.set('subject', headers.subject ?? '');
  form.set('body-plain', text ?? '');
  if (html !== undefined) form.set('body-html', html);
  form.set(
    'message-headers',
    JSON.stringify(Object.entries(headers).map(([name, value]) => [canonicalName(name), value])),
  );
  form.set('attachment-count', String(attachments.length));
  attachments.forEach((attachment, index) => {
    form.set(
      `attachment-${index + 1}`,
      new Blob([attachment.content], { type: attachment.contentType }),
      attachment.filename,
    );
  });
  return form;
}

/** @param {string} name A lower-case header name, as mail writes it: `message-id` → `Message-Id`. */
function canonicalName(name) {
  return name.replace(/(^|-)([a-z])/g, (_match, dash, letter) => dash + letter.toUpperCase());
}

/**
 * Posts `mail` to the inbound function for each of its recipients at the reply domain, as the
 * provider's route does; a refusal (406) or failure rejects, which the SMTP server answers with 550.
 * @param {CaughtMail} mail
 * @param {InboundRoute} route
 */
async function handOff(mail, route) {
  const domain = `@${route.replyDomain.toLowerCase()}`;
  for (const recipient of mail.envelopeTo.filter((to) => to.toLowerCase().endsWith(domain))) {
    const response = await fetch(route.url, {
      method: 'POST',
      body: mailgunPost(mail.raw, {
        recipient,
        sender: mail.envelopeFrom,
        signingKey: route.signingKey,
      }),
    });
    if (!response.ok) {
      const reason = await response.text();
      throw Object.assign(
        new Error(`The inbound function answered ${response.status}: ${reason}`),
        {
          responseCode: response.status === 406 ? 550 : 451,
        },
      );
    }
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(DEFAULT_SMTP_PORT) },
      dir: { type: 'string', default: DEFAULT_MAIL_DIRECTORY },
      // The provider's inbound route, played locally (npm start passes all three).
      'inbound-url': { type: 'string' },
      'reply-domain': { type: 'string' },
      'signing-key': { type: 'string' },
    },
  });
  const inboundUrl = values['inbound-url'];
  const replyDomain = values['reply-domain'];
  const signingKey = values['signing-key'];
  const mailDirectory = path.resolve(values.dir);
  await mkdir(mailDirectory, { recursive: true });
  let received = 0;
  const catcher = await startSmtpCatcher({
    port: Number(values.port),
    inbound:
      inboundUrl && replyDomain && signingKey
        ? { url: inboundUrl, replyDomain, signingKey }
        : undefined,
    async onMail(mail) {
      received += 1;
      const receivedAt = new Date();
      const fileName = `${receivedAt.toISOString().replace(/[:.]/g, '-')}-${received}.eml`;
      await writeFile(path.join(mailDirectory, fileName), mail.raw);
      const { headers } = parseMail(mail.raw);
      console.log(
        `${receivedAt.toISOString()}  from ${mail.envelopeFrom}  to ${mail.envelopeTo.join(', ')}` +
          `  reply-to ${headers['reply-to'] ?? '-'}  "${headers.subject ?? ''}"` +
          `  ${Buffer.byteLength(mail.raw)} B  ${path.relative(process.cwd(), path.join(mailDirectory, fileName))}`,
      );
    },
  });
  console.log(
    `SMTP catcher on smtp://127.0.0.1:${catcher.port}, saving to ${path.relative(process.cwd(), mailDirectory) || '.'}/` +
      (inboundUrl && replyDomain
        ? `, handing mail to reply+…@${replyDomain} to ${inboundUrl}`
        : '') +
      ' (Ctrl-C stops)',
  );
  const stop = () => {
    void catcher.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
