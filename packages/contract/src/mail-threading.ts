// How the firm's mails about a lead are tied to it, as text: the lead's reply address
// (`reply+<token>@<reply domain>`) and our Message-IDs (`<lead.<id>.<part>@<domain>>`), written by
// functions/src/leads/thread-headers.ts and read back from an inbound mail's recipients, In-Reply-To
// and References. The tokens themselves are keyed hashes made in the functions (conversation-tokens.ts):
// this file knows their shape only.

/** The tokens' alphabet: RFC 4648 base32, lower case (a mail server may lower-case a local part). */
export const TOKEN_PATTERN = /^[a-z2-7]{26}$/;
/** 26 base32 characters: 130 bits of a keyed hash. */
export const TOKEN_LENGTH = 26;

/** The local part's prefix before the `+`; one `+` only, so `reply+reply+…` is never ours. */
const REPLY_LOCAL_PREFIX = 'reply';

/** The lead's reply address. Throws on a malformed token, so no caller can double the prefix. */
export function replyAddress(token: string, replyDomain: string): string {
  if (!TOKEN_PATTERN.test(token)) throw new Error('Not a reply token.');
  return `${REPLY_LOCAL_PREFIX}+${token}@${replyDomain.toLowerCase()}`;
}

/** The bare address in `Name <address>` or `address`, lower-cased; '' when there is none. */
export function bareAddress(value: string): string {
  const angled = /<([^<>\s]+@[^<>\s]+)>/.exec(value);
  const address = angled?.[1] ?? /[^\s<>,;"]+@[^\s<>,;"]+/.exec(value)?.[0] ?? '';
  return address.toLowerCase();
}

/**
 * The token of a reply address on `replyDomain` (any case), or null: anything else (another domain,
 * no token, `reply+reply+…`, a token of the wrong shape) is not an address we gave out.
 */
export function replyTokenOf(address: string, replyDomain: string): string | null {
  const bare = bareAddress(address);
  const at = bare.lastIndexOf('@');
  if (at < 0 || bare.slice(at + 1) !== replyDomain.toLowerCase()) return null;
  const match = new RegExp(`^${REPLY_LOCAL_PREFIX}\\+([a-z2-7]+)$`).exec(bare.slice(0, at));
  return match && TOKEN_PATTERN.test(match[1]!) ? match[1]! : null;
}

/** What a Message-ID of ours names after the lead: `ack`, `notification`, `reply.<id>`, `copy.<id>`, `booking.<id>`. */
export type ThreadPart =
  | 'ack'
  | 'notification'
  | { reply: string }
  | { copy: string }
  /** A booking's mail to the same address: `<bookingId>.<kind>.<sequence>`. */
  | { booking: string };

const partText = (part: ThreadPart) =>
  typeof part === 'string'
    ? part
    : 'reply' in part
      ? `reply.${part.reply}`
      : 'copy' in part
        ? `copy.${part.copy}`
        : `booking.${part.booking}`;

/** Our Message-ID for one mail about lead `leadId`, with its angle brackets. */
export function threadMessageId(leadId: string, part: ThreadPart, domain: string): string {
  return `<lead.${leadId}.${partText(part)}@${domain.toLowerCase()}>`;
}

/** Every `<…>` message id in a header value (In-Reply-To, References), in order. */
export function messageIdsIn(headerValue: string | null | undefined): string[] {
  return [...(headerValue ?? '').matchAll(/<[^<>\s]+>/g)].map((match) => match[0]);
}

/** The lead a Message-ID of ours names (on `domain`), or null for anyone else's. */
export function leadIdOfMessageId(messageId: string, domain: string): string | null {
  const match = /^<lead\.([\w-]{1,128})\.[\w.-]+@([^<>\s]+)>$/.exec(messageId.trim());
  return match && match[2]!.toLowerCase() === domain.toLowerCase() ? match[1]! : null;
}
