import { describe, expect, it } from 'vitest';
import { decodeLeadReply } from './lead-reply-record.js';
import { replySubject } from './lead-reply-rules.js';
import {
  decodeLead,
  encodeNewLead,
  hasMailTrouble,
  isWaiting,
  LATER_TURNS_FIELD,
  LATER_TURNS_MAX,
  LEAD_EXPIRY_FIELD,
  MAIL_STATE_FIELDS,
  storedTime,
  USER_AGENT_MAX_LENGTH,
  waitingSince,
} from './lead-record.js';
import { turnsAfterFirmResponse, turnsAfterProspectAnswer } from './lead-turns.js';
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

  it('calls a lead waiting while it is new and its last turn unanswered, from that turn on', () => {
    const createdAt = new Date('2026-11-28T10:00:00Z');
    const repliedAt = new Date('2026-11-28T10:30:00Z');
    const answeredAt = new Date('2026-11-30T09:00:00Z');
    const firstOnly = [{ askedAt: createdAt, answeredAt: null }];
    const replied = [{ askedAt: createdAt, answeredAt: repliedAt }];
    const answeredAgain = [...replied, { askedAt: answeredAt, answeredAt: null }];
    expect(isWaiting({ triage: 'new', turns: firstOnly })).toBe(true);
    expect(waitingSince({ triage: 'new', turns: firstOnly })).toEqual(createdAt);
    expect(isWaiting({ triage: 'new', turns: replied })).toBe(false);
    expect(waitingSince({ triage: 'new', turns: replied })).toBeNull();
    expect(isWaiting({ triage: 'new', turns: answeredAgain })).toBe(true);
    expect(waitingSince({ triage: 'new', turns: answeredAgain })).toEqual(answeredAt);
    expect(isWaiting({ triage: 'closed', turns: firstOnly })).toBe(false);
    // Not stamped by the server yet: no turn, nothing to age.
    expect(isWaiting({ triage: 'new', turns: [] })).toBe(false);
  });

  it('reads the turns from the first message, the first response and the later turns', () => {
    const lead = decodeLead('lead-1', {
      createdAt: timestamp('2026-11-28T10:00:00Z'),
      firstResponseAt: timestamp('2026-11-28T10:30:00Z'),
      [LATER_TURNS_FIELD]: [
        {
          askedAt: timestamp('2026-11-30T09:00:00Z'),
          answeredAt: timestamp('2026-11-30T09:20:00Z'),
        },
        { askedAt: timestamp('2026-12-01T09:00:00Z'), answeredAt: null },
        { askedAt: 'damaged' },
      ],
    });
    expect(lead.turns).toEqual([
      { askedAt: new Date('2026-11-28T10:00:00Z'), answeredAt: new Date('2026-11-28T10:30:00Z') },
      { askedAt: new Date('2026-11-30T09:00:00Z'), answeredAt: new Date('2026-11-30T09:20:00Z') },
      { askedAt: new Date('2026-12-01T09:00:00Z'), answeredAt: null },
    ]);
    // A lead from before the turns: its first message and first response, as before.
    expect(decodeLead('old', { createdAt: timestamp('2026-11-28T10:00:00Z') }).turns).toEqual([
      { askedAt: new Date('2026-11-28T10:00:00Z'), answeredAt: null },
    ]);
  });
});

describe('the turns of a conversation', () => {
  const createdAt = new Date('2026-11-28T10:00:00Z');
  const at = (iso: string) => new Date(iso);

  it('opens a turn when the prospect answers the firm, and adds to an open one otherwise', () => {
    const waitingFirst = { turns: [{ askedAt: createdAt, answeredAt: null }] };
    expect(turnsAfterProspectAnswer(waitingFirst, at('2026-11-28T11:00:00Z'))).toEqual({
      laterTurns: null,
      opensTurn: false,
    });
    const replied = { turns: [{ askedAt: createdAt, answeredAt: at('2026-11-28T10:30:00Z') }] };
    expect(turnsAfterProspectAnswer(replied, at('2026-11-30T09:00:00Z'))).toEqual({
      laterTurns: [{ askedAt: at('2026-11-30T09:00:00Z'), answeredAt: null }],
      opensTurn: true,
    });
  });

  it('closes the open later turn when the firm answers, and leaves the first to its stamp', () => {
    const open = {
      turns: [
        { askedAt: createdAt, answeredAt: at('2026-11-28T10:30:00Z') },
        { askedAt: at('2026-11-30T09:00:00Z'), answeredAt: null },
      ],
    };
    expect(turnsAfterFirmResponse(open, at('2026-11-30T09:20:00Z'))).toEqual({
      laterTurns: [{ askedAt: at('2026-11-30T09:00:00Z'), answeredAt: at('2026-11-30T09:20:00Z') }],
    });
    expect(
      turnsAfterFirmResponse({ turns: [{ askedAt: createdAt, answeredAt: null }] }, createdAt),
    ).toEqual({ laterTurns: null });
  });

  it('keeps the newest later turns only, past the limit', () => {
    const many = {
      turns: Array.from({ length: LATER_TURNS_MAX + 1 }, (_, index) => ({
        askedAt: new Date(createdAt.getTime() + index * 60_000),
        answeredAt: new Date(createdAt.getTime() + index * 60_000 + 1000),
      })),
    };
    const { laterTurns } = turnsAfterProspectAnswer(many, at('2026-12-31T09:00:00Z'));
    expect(laterTurns).toHaveLength(LATER_TURNS_MAX);
    expect(laterTurns?.at(-1)).toEqual({ askedAt: at('2026-12-31T09:00:00Z'), answeredAt: null });
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
