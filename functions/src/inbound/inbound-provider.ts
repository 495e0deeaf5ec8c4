// What receiveInboundMail asks of a mail provider's inbound webhook, so that the provider is one file
// (mailgun.ts today): read the post, prove it is the provider's and fresh, and hand over the mail.
import type { InboundMail } from '../leads/lead-answers.js';

/** The webhook's request as the endpoint received it. */
export interface InboundRequest {
  method: string;
  contentType: string | undefined;
  /** The raw body: a signature may cover bytes a parser would change. */
  body: Buffer;
}

/** Why a post is refused; nothing is stored for any of these. */
export type Refusal = 'unsigned' | 'bad-signature' | 'stale' | 'replayed' | 'unreadable';

export type ProviderReading =
  | {
      outcome: 'accepted';
      mail: InboundMail;
      /**
       * What makes this post unique for the provider's signature (Mailgun's `token`): seen twice, the
       * second post is a replay of a captured signature and is refused.
       */
      replayKey: string;
    }
  | { outcome: 'refused'; reason: Refusal };

export interface InboundProvider {
  name: string;
  /**
   * The status that tells the provider not to deliver a refused post again (Mailgun: 406). Anything
   * but that and 200 makes it retry, which the endpoint answers when it should try again later.
   */
  refusedStatus: number;
  /** Reads and verifies one post, as of `now`, with the provider's signing `key`. */
  read(request: InboundRequest, key: string, now: Date): Promise<ProviderReading>;
}
