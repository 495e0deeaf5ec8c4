import type { InboxMessage } from '../triage';

/** A lead as the inbox holds it, for tests: Wednesday 25 November 2026, 16:30 in Lagos, unanswered. */
export const inboxMessage = (overrides: Partial<InboxMessage> = {}): InboxMessage => ({
  id: 'm1',
  name: 'Adaeze Okafor',
  email: 'adaeze@example.ng',
  subject: 'Cloud reports',
  message: 'Line one\nLine two',
  company: 'Zenith Bank',
  phone: '0803 123 4567',
  createdAt: '2026-11-25T15:30:00.000Z',
  delivery: 'sent',
  lastMailError: null,
  triage: 'new',
  note: '',
  assignedTo: null,
  page: '/contact',
  source: null,
  signedIn: false,
  firstResponseAt: null,
  firstResponseChannel: null,
  ...overrides,
});
