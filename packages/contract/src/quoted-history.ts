// The new text of an answer by mail, without the history its mail client quoted below it: what the
// thread keeps when the mail provider gives no stripped reply of its own. The whole mail still goes to
// the firm's mailbox, so a cut that takes too much loses nothing; a cut that takes too little only
// shows a quote. A forwarded message is content, not history: it is kept.
import { ANSWER_TEXT_MAX_LENGTH } from './lead-thread.js';

/** A line that introduces the quoted mail ("On Mon, 1 Dec 2026 at 10:02, Lagoon Ridge <…> wrote:"). */
const ATTRIBUTIONS = [
  /^On\b.{0,300}\bwrote:\s*$/i,
  /^Le\b.{0,300}\ba écrit\s?:\s*$/i,
  /^Am\b.{0,300}\bschrieb\b.{0,200}:\s*$/i,
  /^El\b.{0,300}\bescribió:\s*$/i,
];
/** Outlook's and older clients' separators before the quoted mail's own headers. */
const SEPARATORS = [/^-{2,}\s*Original Message\s*-{2,}\s*$/i, /^_{20,}\s*$/];
/** A header block of a quoted mail as Outlook writes it: "From: …" then "Sent:" or "Date:". */
const QUOTED_HEADER = /^\*?From:\*?\s.+$/i;
const QUOTED_HEADER_NEXT = /^\*?(Sent|Date|To|Subject):\*?\s/i;
const FORWARDED = /^-{2,}\s*Forwarded message\s*-{2,}|^Begin forwarded message:/im;

function isQuoteStart(lines: readonly string[], index: number): boolean {
  const line = lines[index]!.trim();
  if (ATTRIBUTIONS.some((pattern) => pattern.test(line))) return true;
  // Gmail wraps a long attribution over two lines.
  const joined = `${line} ${lines[index + 1]?.trim() ?? ''}`;
  if (/^On\b/i.test(line) && ATTRIBUTIONS.some((pattern) => pattern.test(joined))) return true;
  if (SEPARATORS.some((pattern) => pattern.test(line))) return true;
  return (
    QUOTED_HEADER.test(line) &&
    lines.slice(index + 1, index + 4).some((next) => QUOTED_HEADER_NEXT.test(next.trim()))
  );
}

/** `text` cut to at most ANSWER_TEXT_MAX_LENGTH, saying so. */
function bounded(text: string): string {
  if (text.length <= ANSWER_TEXT_MAX_LENGTH) return text;
  return `${text.slice(0, ANSWER_TEXT_MAX_LENGTH - 60).trimEnd()}\n\n[… cut here: the firm's mailbox has the whole mail]`;
}

/**
 * The text above the quoted history: cut at the first attribution or separator line, else the
 * trailing block of `>` lines is dropped. Nothing is cut from a forward, or when the cut would leave
 * nothing (a mail that is all quote keeps it all).
 */
export function cutQuotedHistory(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  if (FORWARDED.test(normalised)) return bounded(normalised.trim());
  const lines = normalised.split('\n');
  let end = lines.findIndex((_line, index) => isQuoteStart(lines, index));
  if (end < 0) {
    end = lines.length;
    while (end > 0 && /^\s*(>.*)?$/.test(lines[end - 1]!)) end -= 1;
  }
  const kept = lines.slice(0, end).join('\n').trim();
  return bounded(kept === '' ? normalised.trim() : kept);
}

/** Where mail clients start the quoted mail in HTML (Gmail, Apple Mail, Outlook, Thunderbird). */
const HTML_QUOTE_STARTS = [
  /<div[^>]*class="[^"]*gmail_quote/i,
  /<blockquote/i,
  /<div[^>]*id="divRplyFwdMsg"/i,
  /<div[^>]*id="appendonsend"/i,
  /<div[^>]*class="moz-cite-prefix"/i,
];

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** HTML as the text a reader sees: blocks on their own lines, entities decoded, no markup. */
export function htmlToText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(head|style|script|title)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-6]|tr|table|ul|ol|blockquote|pre)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : '';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The new text of an HTML-only mail: cut where its client starts the quote, then as text. */
export function newTextOfHtml(html: string): string {
  if (FORWARDED.test(htmlToText(html))) return bounded(htmlToText(html));
  const starts = HTML_QUOTE_STARTS.map((pattern) => pattern.exec(html)?.index ?? -1).filter(
    (index) => index >= 0,
  );
  const cut = starts.length > 0 ? html.slice(0, Math.min(...starts)) : html;
  const text = htmlToText(cut);
  return bounded(text === '' ? htmlToText(html) : cutQuotedHistory(text));
}

/**
 * The answer's new text from what a provider gives: its stripped reply when it has one, else our cut
 * of the plain text, else of the HTML.
 */
export function newTextOfMail(mail: {
  strippedText?: string | null;
  plainText?: string | null;
  html?: string | null;
}): string {
  const stripped = mail.strippedText?.trim();
  if (stripped) return bounded(stripped.replace(/\r\n?/g, '\n'));
  if (mail.plainText?.trim()) return cutQuotedHistory(mail.plainText);
  return mail.html ? newTextOfHtml(mail.html) : '';
}
