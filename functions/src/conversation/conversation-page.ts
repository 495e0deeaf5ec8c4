// The prospect's conversation page, as HTML (shared/html-page.ts: no script, no asset): the thread of
// their conversation view (the contract's conversation.ts, nothing else of the lead), oldest first,
// and the form to write back, which posts to the page's own address as the contact form posts to
// /api/contact. The same page answers a post that was refused, with what was typed and why.
import {
  CONTACT_FORM_FIELDS,
  CONTACT_HONEYPOT,
  formatBytes,
  formatLagosTime,
  type Conversation,
  type PublicThreadMessage,
} from '@site/contract';
import {
  escapeHtml,
  HTML_PAGE_POLICY,
  htmlField,
  htmlHidden,
  htmlHoneypot,
  htmlPage,
} from '../shared/html-page.js';

/**
 * The headers every answer of the page carries: it loads nothing and runs nothing, and its form posts
 * back to the site only; no referrer leaves it (its address holds the token), no cache keeps it, no
 * search engine lists it.
 */
export const CONVERSATION_PAGE_HEADERS = {
  'Content-Security-Policy': HTML_PAGE_POLICY,
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store, private',
} as const;

const MESSAGE_FIELD = CONTACT_FORM_FIELDS.find((field) => field.name === 'message')!;

/** How each message reached the other side, as the page says it. */
const HOW: Record<PublicThreadMessage['channel'], string> = {
  form: 'through the contact form',
  email: 'by e-mail',
  page: 'on this page',
  reply: 'by e-mail',
};

const styles = `
.about{color:var(--muted);margin:0 0 24px}
.status{border-left:4px solid #2e7d32;background:var(--paper);padding:12px 16px;margin:0 0 24px}
ol{list-style:none;margin:0 0 32px;padding:0;display:grid;gap:16px}
li{background:var(--paper);border:1px solid var(--line);border-radius:12px;padding:16px}
li.prospect{background:var(--mine)}
.meta{color:var(--muted);font-size:.9rem;margin:0 0 8px}
.text{white-space:pre-wrap;margin:0}
.files{font-size:.9rem;margin:12px 0 0;padding-left:20px}
h2{font-size:1.25rem;margin:0 0 12px}
.note{color:var(--muted);font-size:.9rem}
`;

export interface ConversationPageContent {
  conversation: Conversation;
  /** The firm's name, as the site shows it. */
  firm: string;
  /** The page's own address, where its form posts. */
  action: string;
  /** A new id for the form, so that posting it twice stores one answer. */
  postId: string;
  /** What the visitor typed, when a post comes back refused. */
  typed?: string;
  /** Why it was refused: a field's error, or a sentence for the whole form. */
  error?: { field: string } | { summary: string };
  /** Set after a post that was stored: says so. */
  sent?: boolean;
}

function messageItem(message: PublicThreadMessage, firm: string): string {
  const who = message.side === 'prospect' ? 'You' : escapeHtml(firm);
  const when = message.at
    ? `<time datetime="${message.at.toISOString()}">${escapeHtml(formatLagosTime(message.at))}</time>`
    : '';
  const files = message.attachments.length
    ? `<ul class="files" aria-label="Attachments">${message.attachments
        .map(
          (file) =>
            `<li>${escapeHtml(file.name)} (${escapeHtml(file.type)}, ${formatBytes(file.size)})</li>`,
        )
        .join(
          '',
        )}</ul><p class="note">We received the files by e-mail. This page does not keep them.</p>`
    : '';
  return `<li class="${message.side}"><p class="meta"><strong>${who}</strong>, ${when} ${HOW[message.channel]}</p><p class="text">${escapeHtml(message.text)}</p>${files}</li>`;
}

export function conversationPage(content: ConversationPageContent): string {
  const { conversation, firm, error } = content;
  const fieldError = error && 'field' in error ? error.field : undefined;
  const summary = error && 'summary' in error ? error.summary : fieldError;
  const status = content.sent
    ? '<p class="status" role="status">Your message is in the conversation below. We answer by e-mail, and here.</p>'
    : '';
  const alert = summary ? `<p class="summary" role="alert">${escapeHtml(summary)}</p>` : '';
  const waiting = conversation.waiting
    ? `<p class="note">Waiting for our answer. We answer within one business hour, in our opening hours.</p>`
    : '';
  return htmlPage({
    title: `Your conversation with ${firm}`,
    home: firm,
    styles,
    head: '<meta name="referrer" content="no-referrer">\n',
    body: `<p class="about">About: ${escapeHtml(conversation.subject)}</p>
${status}${alert}<ol aria-label="Messages, oldest first">
${conversation.messages.map((message) => messageItem(message, firm)).join('\n')}
</ol>
${waiting}<h2 id="write">Write to us</h2>
<form action="${escapeHtml(content.action)}" method="post" accept-charset="utf-8" aria-labelledby="write">
${htmlField({ ...MESSAGE_FIELD, id: 'conversation-message', value: content.typed ?? '', error: fieldError })}
${htmlHidden('postId', content.postId)}
${htmlHoneypot(CONTACT_HONEYPOT.name, CONTACT_HONEYPOT.label)}
<button type="submit">Send</button>
</form>
<p class="note">Anyone with this page's address can read this conversation, so keep the link to yourself. <a href="/privacy">How we handle your data</a>.</p>`,
  });
}

/** The answer to an address that opens no conversation: never was one, or its link was revoked. */
export function noConversationPage(firm: string): string {
  return htmlPage({
    title: 'This link opens no conversation',
    home: firm,
    head: '<meta name="referrer" content="no-referrer">\n',
    body: `<p>The link may be mistyped, or it was replaced: our latest e-mail to you has the current one. You can also <a href="/contact">write to us again</a>.</p>`,
  });
}
