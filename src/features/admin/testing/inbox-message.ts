import type { Lead, LeadMail } from '@site/contract';

const mail = (state: LeadMail['state']): LeadMail => ({
  state,
  attempts: state === 'not_owed' ? 0 : 1,
  attemptStartedAt: null,
  nextAttemptAt: null,
  lastError: null,
  sentAt: null,
});

/**
 * A lead as the inbox holds it, for tests: Wednesday 25 November 2026, 16:30 in Lagos, unanswered.
 * Its turns follow its arrival and first response, as decodeLead reads them, unless given.
 */
export const inboxMessage = (overrides: Partial<Lead> = {}): Lead => {
  const lead = base(overrides);
  return {
    ...lead,
    turns:
      overrides.turns ??
      (lead.createdAt
        ? [{ askedAt: lead.createdAt, answeredAt: lead.firstResponse?.at ?? null }]
        : []),
  };
};

const base = (overrides: Partial<Lead>): Omit<Lead, 'turns'> => ({
  id: 'm1',
  name: 'Adaeze Okafor',
  email: 'adaeze@example.ng',
  subject: 'Cloud reports',
  message: 'Line one\nLine two',
  company: 'Zenith Bank',
  phone: '0803 123 4567',
  createdAt: new Date('2026-11-25T15:30:00.000Z'),
  uid: null,
  userAgent: null,
  ipHash: 'hash',
  page: '/contact',
  source: null,
  mail: { notification: mail('sent'), acknowledgement: mail('not_owed') },
  triage: 'new',
  note: '',
  assignedTo: null,
  updatedAt: null,
  updatedBy: null,
  firstResponse: null,
  lastAnswerAt: null,
  escalatedAt: null,
  outcome: null,
  conversationId: null,
  conversationGeneration: 0,
  expiresAt: null,
  ...overrides,
});

/** The firm's notification in `state`, with `lastError`, as the functions record it. */
export const notificationMail = (
  state: LeadMail['state'],
  lastError: string | null = null,
): Lead['mail'] => ({
  notification: { ...mail(state), lastError },
  acknowledgement: mail('not_owed'),
});
