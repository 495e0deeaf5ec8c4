// The two secrets a lead's mails carry, each a keyed hash of the lead's id (HMAC-SHA256 with the
// CONVERSATION_KEY secret), so none is stored and every lead has them, old ones too:
// - the reply token, in the lead's reply address (`reply+<token>@<reply domain>`): a mail to it is the
//   prospect's answer, if its sender is the lead's address (lead-answers.ts);
// - the page token, in the link to the conversation page (`/conversation/<token>`): it shows the thread
//   to whoever holds the link, so an admin can revoke it, which raises the lead's generation and so
//   changes the token.
// Only their SHA-256 digests are stored (the lead's `replyTokenDigest`, the conversation's id): a copy
// of the database opens no page and forges no answer. Both are 26 base32 characters (130 bits).
import { createHash, createHmac } from 'node:crypto';
import { TOKEN_LENGTH } from '@site/contract';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** The first `length` base32 characters of `bytes` (RFC 4648's alphabet, lower case). */
function base32(bytes: Buffer, length: number): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

const keyedToken = (key: string, purpose: string) =>
  base32(createHmac('sha256', key).update(purpose).digest(), TOKEN_LENGTH);

/** The token of lead `leadId`'s reply address. */
export function replyToken(key: string, leadId: string): string {
  return keyedToken(key, `reply-address\0${leadId}`);
}

/** The token of lead `leadId`'s conversation page, in its `generation` (0 until first revoked). */
export function pageToken(key: string, leadId: string, generation: number): string {
  return keyedToken(key, `conversation-page\0${leadId}\0${generation}`);
}

/** How a token is stored and looked up: its SHA-256, in hex. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
