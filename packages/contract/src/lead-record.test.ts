import { describe, expect, it } from 'vitest';
import { decodeLeadReply } from './lead-reply-record.js';
import { replySubject } from './lead-reply-rules.js';
import {
  decodeLead,
  encodeNewLead,
  hasMailTrouble,
  isWaiting,
  LEAD_EXPIRY_FIELD,
  MAIL_STATE_FIELDS,
  storedTime,
  USER_AGENT_MAX_LENGTH,
} from './lead-record.js';
import { MAIL_STATES, OWED_MAIL_STATES, triageAfter, visitorMailState } from './lead-states.js';

/** A stored time as either Firebase SDK hands it back: an object with `toMillis`. */
const timestamp = (iso: string) => ({ toMillis: () => Date.parse(iso) });

const message = {
  name: 'Adaeze Okafor',
  email: 'ada@example.com',
  company: null,
  phone: '+234 803 123 4567',
  subject: 'ERP',
  message: 'Hello',
};
const origin = {
  uid: null,
  userAgent: 'x'.repeat(USER_AGENT_MAX_LENGTH + 10),
  ipHash: 'hash',
  page: '/contact',
  source: { landingPage: '/services/cloud', utmSource: 'whatsapp', utmMedium: undefined },
};

describe('encodeNewLead and decodeLead', () => {
  const serverTime = Symbol('serverTime');
  const stored = encodeNewLead(message, origin, {
    serverTime,
    staleAt: new Date('2026-11-28T10:02:00Z'),
    expiresAt: new Date('2027-11-28T10:00:00Z'),
    acknowledge: false,
  });

  it('writes a new lead with its first notification attempt, and no acknowledgement owed', () => {
    expect(stored).toMatchObject({
      ...message,
      triage: 'new',
      createdAt: serverTime,
      status: 'received',
      mailAttempts: 1,
      mailAttemptStartedAt: serverTime,
      ackStatus: 'not_owed',
      [LEAD_EXPIRY_FIELD]: new Date('2027-11-28T10:00:00Z'),
    });
    expect(stored).not.toHaveProperty('ackAttempts');
    expect((stored.userAgent as string).length).toBe(USER_AGENT_MAX_LENGTH);
    // Firestore refuses undefined: an absent tag is left out.
    expect(stored.source).toEqual({ landingPage: '/services/cloud', utmSource: 'whatsapp' });
  });

  it('owes the acknowledgement its first attempt when asked to', () => {
    const acknowledged = encodeNewLead(message, origin, {
      serverTime,
      staleAt: new Date(0),
      expiresAt: new Date(0),
      acknowledge: true,
    });
    expect(acknowledged).toMatchObject({ ackStatus: 'received', ackAttempts: 1 });
  });

  it('reads back what it wrote, with stored times as Dates', () => {
    const lead = decodeLead('lead-1', {
      ...stored,
      createdAt: timestamp('2026-11-28T10:00:00Z'),
      mailAttemptStartedAt: timestamp('2026-11-28T10:00:00Z'),
      nextAttemptAt: timestamp('2026-11-28T10:02:00Z'),
      [LEAD_EXPIRY_FIELD]: timestamp('2027-11-28T10:00:00Z'),
    });
    expect(lead).toMatchObject({
      id: 'lead-1',
      ...message,
      createdAt: new Date('2026-11-28T10:00:00Z'),
      triage: 'new',
      page: '/contact',
      source: { landingPage: '/services/cloud', utmSource: 'whatsapp' },
      firstResponse: null,
      expiresAt: new Date('2027-11-28T10:00:00Z'),
    });
    expect(lead.mail.notification).toEqual({
      state: 'received',
      attempts: 1,
      attemptStartedAt: new Date('2026-11-28T10:00:00Z'),
      nextAttemptAt: new Date('2026-11-28T10:02:00Z'),
      lastError: null,
      sentAt: null,
    });
    expect(lead.mail.acknowledgement.state).toBe('not_owed');
  });

  it('reads a damaged or partial document as absent fields, never throwing', () => {
    const lead = decodeLead('odd', {
      name: 7,
      triage: 'archived',
      status: 'lost',
      createdAt: '2026-11-28',
      source: 'facebook',
      firstResponseAt: timestamp('2026-11-28T11:00:00Z'),
      firstResponseChannel: 'fax',
    });
    expect(lead).toMatchObject({
      name: '',
      triage: 'new',
      createdAt: null,
      source: null,
      firstResponse: { at: new Date('2026-11-28T11:00:00Z'), channel: null, by: null },
    });
    // The notification is always owed: an unknown state is an attempt under way. A lead from before
    // acknowledgements owed none.
    expect(lead.mail.notification.state).toBe('received');
    expect(lead.mail.acknowledgement.state).toBe('not_owed');
  });

  it('names every mail field apart, for both e-mails', () => {
    const names = Object.values(MAIL_STATE_FIELDS).flatMap((fields) => Object.values(fields));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the states', () => {
  it('moves a new lead to replied when answered, and leaves the others', () => {
    expect(triageAfter('new', 'answered')).toBe('replied');
    expect(triageAfter('closed', 'answered')).toBe('closed');
    expect(triageAfter('spam', 'answered')).toBe('spam');
  });

  it('derives the owed states and what a visitor is told from the one list', () => {
    expect(OWED_MAIL_STATES).toEqual(MAIL_STATES.filter((state) => state !== 'not_owed'));
    expect(OWED_MAIL_STATES.map(visitorMailState)).toEqual([
      'received',
      'sent',
      'mail_failed',
      'mail_failed',
    ]);
  });

  it('calls a failed or abandoned notification trouble, and nothing else', () => {
    const troubled = MAIL_STATES.filter((state) =>
      hasMailTrouble({
        mail: {
          notification: {
            state,
            attempts: 1,
            attemptStartedAt: null,
            nextAttemptAt: null,
            lastError: null,
            sentAt: null,
          },
          acknowledgement: {
            state: 'sent',
            attempts: 1,
            attemptStartedAt: null,
            nextAttemptAt: null,
            lastError: null,
            sentAt: null,
          },
        },
      }),
    );
    expect(troubled).toEqual(['mail_failed', 'mail_abandoned']);
  });

  it('calls a lead waiting while it is new, stored and never answered', () => {
    const createdAt = new Date('2026-11-28T10:00:00Z');
    const answered = { at: createdAt, channel: 'phone' as const, by: 'admin' };
    expect(isWaiting({ triage: 'new', firstResponse: null, createdAt })).toBe(true);
    expect(isWaiting({ triage: 'new', firstResponse: answered, createdAt })).toBe(false);
    expect(isWaiting({ triage: 'closed', firstResponse: null, createdAt })).toBe(false);
    expect(isWaiting({ triage: 'new', firstResponse: null, createdAt: null })).toBe(false);
  });
});

describe('decodeLeadReply', () => {
  it.each([
    ['sending', 'received'],
    ['failed', 'mail_failed'],
    ['received', 'received'],
    ['mail_failed', 'mail_failed'],
    ['sent', 'sent'],
  ])('reads a reply stored as %s as %s', (stored, state) => {
    expect(decodeLeadReply('r', { status: stored }).state).toBe(state);
  });
});

describe('replySubject', () => {
  it('adds "Re: " once, whatever the case of an existing one', () => {
    expect(replySubject('ERP quote')).toBe('Re: ERP quote');
    expect(replySubject('Re: ERP quote')).toBe('Re: ERP quote');
    expect(replySubject('RE: ERP quote')).toBe('RE: ERP quote');
    expect(replySubject('Reply needed')).toBe('Re: Reply needed');
  });
});

describe('storedTime', () => {
  it('reads both SDKs’ Timestamps and Dates, and nothing else', () => {
    expect(storedTime(timestamp('2026-11-28T10:00:00Z'))).toEqual(new Date('2026-11-28T10:00:00Z'));
    expect(storedTime(new Date(5))).toEqual(new Date(5));
    expect(storedTime('2026-11-28')).toBeNull();
    expect(storedTime({ toMillis: 5 })).toBeNull();
  });
});
