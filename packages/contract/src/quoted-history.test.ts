import { describe, expect, it } from 'vitest';
import { ANSWER_TEXT_MAX_LENGTH } from './lead-thread.js';
import { cutQuotedHistory, htmlToText, newTextOfHtml, newTextOfMail } from './quoted-history.js';

const ourReply = [
  'Thank you, we can do a site visit on Tuesday.',
  '',
  '-- ',
  'Lagoon Ridge Technologies',
];

describe('cutQuotedHistory', () => {
  it.each([
    ['Gmail', ['On Tue, 1 Dec 2026 at 10:02, Lagoon Ridge <no-reply@lagoon-ridge.example> wrote:']],
    [
      'Gmail, the attribution wrapped over two lines',
      [
        'On Tue, 1 Dec 2026 at 10:02 AM Lagoon Ridge Website <',
        'no-reply@lagoon-ridge.example> wrote:',
      ],
    ],
    [
      'Apple Mail',
      ['On 1 Dec 2026, at 10:02, Lagoon Ridge <no-reply@lagoon-ridge.example> wrote:'],
    ],
    [
      'French',
      ['Le mar. 1 déc. 2026 à 10:02, Lagoon Ridge <no-reply@lagoon-ridge.example> a écrit :'],
    ],
    [
      'Outlook',
      [
        '________________________________',
        'From: Lagoon Ridge <no-reply@lagoon-ridge.example>',
        'Sent: Tuesday, December 1, 2026 10:02 AM',
      ],
    ],
    [
      'Outlook without the line',
      [
        'From: Lagoon Ridge <no-reply@lagoon-ridge.example>',
        'Sent: Tuesday, December 1, 2026 10:02 AM',
      ],
    ],
    ['an older client', ['-----Original Message-----', 'From: Lagoon Ridge']],
  ])('keeps the answer above a quote as %s introduces it', (_client, introduction) => {
    const mail = [
      'Tuesday works. Can you bring the draft contract?',
      '',
      'Ngozi',
      '',
      ...introduction,
      ...ourReply.map((line) => `> ${line}`),
    ].join('\r\n');
    expect(cutQuotedHistory(mail)).toBe(
      'Tuesday works. Can you bring the draft contract?\n\nNgozi',
    );
  });

  it('drops a trailing block of quoted lines with no introduction', () => {
    expect(
      cutQuotedHistory(['Yes, please.', '', '> Shall we call on Monday?', '>'].join('\n')),
    ).toBe('Yes, please.');
  });

  it('keeps answers written between quoted lines', () => {
    const inline = ['> Budget?', 'About 2 million naira.', '> Start date?', 'January.'].join('\n');
    expect(cutQuotedHistory(inline)).toBe(inline);
  });

  it('keeps a forwarded message: it is what the prospect sends us', () => {
    const forward = [
      'Our CFO asked about this; see below.',
      '',
      '---------- Forwarded message ---------',
      'From: Chidi <chidi@example.com>',
      'Date: Mon, 30 Nov 2026 at 16:40',
      '',
      'Can they support the Abuja branch too?',
    ].join('\n');
    expect(cutQuotedHistory(forward)).toBe(forward);
  });

  it('keeps a mail that is all quote rather than nothing', () => {
    expect(cutQuotedHistory('> only a quote')).toBe('> only a quote');
  });

  it('cuts a very long answer, saying where', () => {
    const cut = cutQuotedHistory('a'.repeat(ANSWER_TEXT_MAX_LENGTH + 100));
    expect(cut.length).toBeLessThanOrEqual(ANSWER_TEXT_MAX_LENGTH);
    expect(cut).toMatch(/the firm's mailbox has the whole mail\]$/);
  });
});

describe('HTML-only mail', () => {
  const gmailHtml =
    '<div dir="ltr">Tuesday works.<br>Can you bring the <b>draft</b> contract?&nbsp;</div><br>' +
    '<div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Tue, 1 Dec 2026 at 10:02, Lagoon Ridge wrote:<br></div>' +
    '<blockquote class="gmail_quote">Thank you, we can do a site visit.</blockquote></div>';

  it('reads HTML as its text: lines, list items, entities, no markup or styles', () => {
    expect(
      htmlToText(
        '<html><head><style>p{color:red}</style></head><body><p>R&amp;D &lt;team&gt; &#8358;2m &#x263A;</p><ul><li>one</li><li>two</li></ul></body></html>',
      ),
    ).toBe('R&D <team> ₦2m ☺\n\n- one\n- two');
  });

  it('keeps the text before the client starts its quote', () => {
    expect(newTextOfHtml(gmailHtml)).toBe('Tuesday works.\nCan you bring the draft contract?');
  });

  it('takes the provider’s stripped reply first, then the plain text, then the HTML', () => {
    expect(
      newTextOfMail({ strippedText: ' Stripped. ', plainText: 'Plain', html: gmailHtml }),
    ).toBe('Stripped.');
    expect(
      newTextOfMail({ strippedText: '', plainText: 'Plain\n\n> quoted', html: gmailHtml }),
    ).toBe('Plain');
    expect(newTextOfMail({ plainText: '  ', html: gmailHtml })).toBe(
      'Tuesday works.\nCan you bring the draft contract?',
    );
    expect(newTextOfMail({})).toBe('');
  });
});
