import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, FIELD_ERRORS, WEB_VITALS } from '@site/contract';
import { parseMail } from '@site/smtp-catcher';
import { testFirm } from '../../test/support/firm.js';
import { emulatorFirestore } from '../../test/support/firestore.js';
import { useSmtpServer } from '../../test/support/smtp.js';
import { sendWeeklyDigest, type DigestDependencies } from './weekly-digest.js';

// A project of its own, seeded once: the digest's figures come from these documents only.
const PROJECT_ID = 'demo-weekly-digest';
/** Monday 30 November 2026, 08:00 in Lagos. */
const MONDAY = new Date('2026-11-30T07:00:00Z');
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const addresses = {
  recipient: 'Sales <sales@lagoon-ridge.example>',
  sender: 'Lagoon Ridge Website <no-reply@lagoon-ridge.example>',
};

const smtp = useSmtpServer();
let db: Firestore;
let deps: DigestDependencies;

beforeAll(async () => {
  db = emulatorFirestore(PROJECT_ID);
  deps = {
    db,
    transport: smtp.transport(),
    addresses,
    firm: testFirm,
    now: () => MONDAY,
    recipients: () => Promise.resolve(['ada@lagoon-ridge.example', 'bola@lagoon-ridge.example']),
    // The newsletter's lead booked a meeting, held and won (functions/src/booking reads these).
    readMeetings: () =>
      Promise.resolve([
        {
          createdAt: new Date('2026-11-26T09:00:00Z'),
          source: { landingPage: '/booking', utmSource: 'google' },
          page: '/booking',
          prospect: 'ngozi@example.com',
          cancelled: false,
          held: true,
          outcome: { result: 'won', valueNaira: 1_500_000 },
        },
      ]),
  };
  const leads = db.collection(CONTACT_MESSAGES);
  const newsletter = { landingPage: '/services/cloud', utmSource: 'newsletter' };
  // Wednesday 25 November, 10:00 in Lagos, answered at 10:40: 40 business minutes.
  await leads.doc('answered').set({
    createdAt: at('2026-11-25T09:00:00Z'),
    firstResponseAt: at('2026-11-25T09:40:00Z'),
    triage: 'replied',
    source: newsletter,
    email: 'ngozi@example.com',
  });
  // Friday 27 November, 16:00 in Lagos, answered on Saturday at 10:20: 2 h + 20 min.
  await leads.doc('answered-late').set({
    createdAt: at('2026-11-27T15:00:00Z'),
    firstResponseAt: at('2026-11-28T09:20:00Z'),
    triage: 'replied',
    source: newsletter,
  });
  await leads.doc('waiting').set({
    createdAt: at('2026-11-28T11:00:00Z'),
    triage: 'new',
    source: { landingPage: '/', referrerHost: 'www.google.com' },
  });
  await leads
    .doc('spam')
    .set({ createdAt: at('2026-11-28T12:00:00Z'), triage: 'spam', source: null });
  // Two weeks back: in the window's sources, not among the week's new leads.
  await leads
    .doc('older')
    .set({ createdAt: at('2026-11-16T09:00:00Z'), triage: 'closed', source: null });
  await db.collection(WEB_VITALS).add({
    route: '/services/cloud',
    LCP: 1800,
    INP: 120,
    receivedAt: at('2026-11-26T09:00:00Z'),
  });
  await db
    .collection(FIELD_ERRORS)
    .doc('e1')
    .set({
      source: 'error',
      route: '/contact',
      release: 'r1',
      message: 'TypeError: form is null',
      count: 4,
      lastSeenAt: at('2026-11-26T09:00:00Z'),
    });
});

describe('the weekly digest', () => {
  it("mails every admin the week's leads, the waiting, the median first response, sources, speed and errors", async () => {
    const figures = await sendWeeklyDigest(deps);

    expect(figures).toMatchObject({
      newLeads: 3,
      waiting: 1,
      medianFirstResponse: { minutes: 90, count: 2 },
      topSources: [
        { label: 'newsletter', count: 2 },
        { label: '(direct)', count: 1 },
        { label: 'www.google.com', count: 1 },
      ],
    });
    const [mail] = smtp.mails.map((caught) => parseMail(caught.raw));
    expect(mail?.headers.to).toBe('ada@lagoon-ridge.example, bola@lagoon-ridge.example');
    expect(mail?.headers.subject).toBe('Weekly digest: 3 new leads, 1 waiting');
    expect(mail?.text).toContain('- New in the last 7 days: 3');
    // From lead to client: the win is the newsletter's, where Ngozi's first message came from.
    expect(mail?.text).toContain(
      '- All sources: 4 leads, 1 meeting booked, 1 held, 1 won (₦1,500,000)',
    );
    expect(mail?.text).toContain(
      'By source: newsletter: 2 leads, 0 meetings booked, 0 held, 1 won (₦1,500,000); google: 0 leads, 1 meeting booked, 1 held, 0 won;',
    );
    expect(mail?.text).toContain('- Median first response: 1 h 30 min of business time (2 leads');
    expect(mail?.text).toContain('- /services/cloud: INP 120 ms, LCP 1800 ms (1 view)');
    expect(mail?.text).toContain('- 4× on /contact: TypeError: form is null');
    expect(mail?.text).toContain('https://lagoonridge.com.ng/admin/insights');
  });

  it("goes to the firm's inbox when there is no admin", async () => {
    const before = smtp.mails.length;
    await sendWeeklyDigest({ ...deps, recipients: () => Promise.resolve([]) });
    const mail = parseMail(smtp.mails[before]!.raw);
    expect(mail.headers.to).toBe(addresses.recipient);
  });
});
