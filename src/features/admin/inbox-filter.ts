import { hasMailTrouble, type Lead, type MailState, type TriageState } from '@site/contract';

export interface InboxFilter {
  triage: TriageState | 'all';
  /**
   * The firm's notification e-mail: in one state, or `trouble` (the contract's: it failed or was
   * given up on, so nobody may have seen the lead).
   */
  mail: MailState | 'trouble' | 'all';
  search: string;
}

export const NO_FILTER: InboxFilter = { triage: 'all', mail: 'all', search: '' };

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function matchesMail(lead: Lead, mail: InboxFilter['mail']): boolean {
  if (mail === 'all') return true;
  if (mail === 'trouble') return hasMailTrouble(lead);
  return lead.mail.notification.state === mail;
}

/** The messages the filter lets through, in the order given (newest first). Search looks at name,
 * e-mail and company, ignoring case and accents. */
export function filterInbox(messages: readonly Lead[], filter: InboxFilter): Lead[] {
  const words = fold(filter.search).split(/\s+/).filter(Boolean);
  return messages.filter(
    (message) =>
      (filter.triage === 'all' || message.triage === filter.triage) &&
      matchesMail(message, filter.mail) &&
      words.every((word) =>
        [message.name, message.email, message.company ?? ''].some((field) =>
          fold(field).includes(word),
        ),
      ),
  );
}

/** New messages first in, each message once (a poll can overlap what is already listed). */
export function mergeNewest(newer: readonly Lead[], listed: readonly Lead[]): Lead[] {
  const fresh = newer.filter((message) => !listed.some((old) => old.id === message.id));
  return [...fresh, ...listed];
}
