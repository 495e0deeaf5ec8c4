import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { describe, expect, it } from 'vitest';
import { neutraliseEncodedWords } from '../mail/mailer.js';
import { composeContactMail, MESSAGE_ID_HEADER } from './notification-mail.js';

const addresses = {
  recipient: 'Sales <sales@lagoon-ridge.example>',
  sender: 'Website <no-reply@lagoon-ridge.example>',
};
const messageId = '3f0b6a3e-9a0b-4c3e-8f1e-2b1c7d9e4a10';

describe('composeContactMail', () => {
  const hostile = {
    name: '<img src=x onerror=alert(1)>',
    email: 'ada@example.com',
    company: '<i>Lekki</i> & Sons',
    phone: null,
    subject: 'Quote "ERP" & <b>cloud</b>',
    message: "<script>alert('x')</script>\nSecond line",
  };

  it('should escape every visitor value in the HTML body', () => {
    const mail = composeContactMail(messageId, hostile, addresses);
    const html = String(mail.html);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>cloud');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
    expect(html).toContain('Quote &quot;ERP&quot; &amp; &lt;b&gt;cloud&lt;/b&gt;');
    expect(html).toContain(
      '<th align="left" style="padding:4px 12px 4px 0">Company</th><td>&lt;i&gt;Lekki&lt;/i&gt; &amp; Sons</td>',
    );
  });

  it('should show Company and Phone lines only when the visitor gave them', () => {
    const given = composeContactMail(
      messageId,
      { ...hostile, name: 'Ada', company: 'Lekki Logistics', phone: '+234 803 123 4567' },
      addresses,
    );
    expect(String(given.text)).toContain(
      'E-mail: ada@example.com\nCompany: Lekki Logistics\nPhone: +234 803 123 4567\nSubject:',
    );
    expect(String(given.html)).toContain('>Phone</th><td>+234 803 123 4567</td>');
    const neither = composeContactMail(
      messageId,
      { ...hostile, company: null, phone: null },
      addresses,
    );
    expect(String(neither.text)).not.toMatch(/^(Company|Phone):/m);
    expect(String(neither.html)).not.toMatch(/>(Company|Phone)</);
  });

  it('should carry the values unescaped in the plain-text body', () => {
    const text = String(composeContactMail(messageId, hostile, addresses).text);
    expect(text).toContain('Name: <img src=x onerror=alert(1)>');
    expect(text).toContain("<script>alert('x')</script>\nSecond line");
  });

  it('should address the firm, reply to the visitor and tag the message id', () => {
    const mail = composeContactMail(messageId, hostile, addresses);
    expect(mail.to).toBe(addresses.recipient);
    expect(mail.from).toBe(addresses.sender);
    expect(mail.replyTo).toEqual({ name: hostile.name, address: 'ada@example.com' });
    expect(mail.subject).toBe('Website contact: Quote "ERP" & <b>cloud</b>');
    expect(mail.headers).toEqual({ [MESSAGE_ID_HEADER]: messageId });
  });
});

/** The message as nodemailer writes it for the SMTP server. */
async function rawMessage(mail: ReturnType<typeof composeContactMail>): Promise<string> {
  const raw = await new MailComposer(mail).compile().build();
  return raw.toString('utf8');
}

/** A header's value as a mail client reads it: unfolded, with every RFC 2047 encoded word decoded. */
function decodedHeader(raw: string, name: string): string {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n(?=[ \t])/g, '');
  const line = head.split('\r\n').find((header) => header.startsWith(`${name}: `));
  if (line === undefined) throw new Error(`No ${name} header in:\n${head}`);
  return decodeEncodedWords(line.slice(name.length + 2));
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1') // whitespace between two encoded words is not text
    .replace(
      /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g,
      (_word, charset: string, kind, text: string) => {
        const bytes =
          kind.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64')
            : Buffer.from(
                text
                  .replace(/_/g, ' ')
                  .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
                    String.fromCharCode(parseInt(hex, 16)),
                  ),
                'latin1',
              );
        return new TextDecoder(charset).decode(bytes);
      },
    );
}

/** What a client shows, even one that decodes the decoded text again until nothing changes. */
function decodedUntilStable(text: string): string {
  let previous: string;
  let current = text;
  do {
    previous = current;
    current = decodeEncodedWords(previous);
  } while (current !== previous);
  return current;
}

describe('encoded words a visitor types into header fields', () => {
  const injection = '=?UTF-8?Q?Hi=0D=0ABcc:_attacker@evil.example?=';
  const base = { email: 'ada@example.com', company: null, phone: null, message: 'Hello' };

  it.each([
    ['an ASCII subject', { name: 'Ada', subject: injection }],
    ['a subject with other non-ASCII text', { name: 'Adéwálé', subject: `Olá ${injection}` }],
    [
      'a base64 word',
      { name: 'Ada', subject: '=?utf-8?B?SGkNCkJjYzogYXR0YWNrZXJAZXZpbC5leGFtcGxl?=' },
    ],
    ['the name', { name: injection, subject: 'Quote' }],
  ])('should leave no line break in the decoded headers (%s)', async (_case, fields) => {
    const raw = await rawMessage(composeContactMail(messageId, { ...base, ...fields }, addresses));
    for (const header of ['Subject', 'Reply-To']) {
      const shown = decodedUntilStable(decodedHeader(raw, header));
      expect(shown, header).not.toMatch(/[\r\n\u2028\u2029]/);
      expect(shown, header).not.toMatch(/^Bcc:/im);
    }
    expect(raw.slice(0, raw.indexOf('\r\n\r\n'))).not.toMatch(/^Bcc:/im);
  });

  it('should keep what the visitor typed readable in the Subject', async () => {
    const raw = await rawMessage(
      composeContactMail(messageId, { ...base, name: 'Ada', subject: injection }, addresses),
    );
    expect(decodedHeader(raw, 'Subject')).toBe(
      'Website contact: = ?UTF-8?Q?Hi=0D=0ABcc:_attacker@evil.example?=',
    );
  });

  it('should leave ordinary subjects as they are', () => {
    expect(neutraliseEncodedWords('Cloud migration: 2 sites, 40 users?')).toBe(
      'Cloud migration: 2 sites, 40 users?',
    );
  });
});
