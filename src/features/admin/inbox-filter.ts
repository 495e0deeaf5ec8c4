import type { OwedMailState, TriageState } from '@site/contract';
import type { InboxMessage } from './triage';

export interface InboxFilter {
  triage: TriageState | 'all';
  /** `trouble`: the e-mail to sales failed or was given up on, so nobody may have seen the lead. */
  delivery: OwedMailState | 'trouble' | 'all';
  search: string;
}

export const NO_FILTER: InboxFilter = { triage: 'all', delivery: 'all', search: '' };

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function matchesDelivery(message: InboxMessage, delivery: InboxFilter['delivery']): boolean {
  if (delivery === 'all') return true;
  if (delivery === 'trouble')
    return message.delivery === 'mail_failed' || message.delivery === 'mail_abandoned';
  return message.delivery === delivery;
}

/** The messages the filter lets through, in the order given (newest first). Search looks at name,
 * e-mail and company, ignoring case and accents. */
export function filterInbox(
  messages: readonly InboxMessage[],
  filter: InboxFilter,
): InboxMessage[] {
  const words = fold(filter.search).split(/\s+/).filter(Boolean);
  return messages.filter(
    (message) =>
      (filter.triage === 'all' || message.triage === filter.triage) &&
      matchesDelivery(message, filter.delivery) &&
      words.every((word) =>
        [message.name, message.email, message.company ?? ''].some((field) =>
          fold(field).includes(word),
        ),
      ),
  );
}

/** New messages first in, each message once (a poll can overlap what is already listed). */
export function mergeNewest(
  newer: readonly InboxMessage[],
  listed: readonly InboxMessage[],
): InboxMessage[] {
  const fresh = newer.filter((message) => !listed.some((old) => old.id === message.id));
  return [...fresh, ...listed];
}
