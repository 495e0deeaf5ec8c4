// The retry sweep against our Firestore emulator and a real SMTP server (smtp-server) that can be
// switched into an outage. Its own project in the emulator, so the sweep never meets the messages
// of the other test files running beside it.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { parseMail } from '@site/smtp-catcher';
import { handleContactRequest } from '../contact/contact-handler.js';
import type { ContactDependencies } from '../contact/contact-handler.js';
import { storedResult } from '../../test/support/stored-result.js';
import { leadRef, createLeadOnce } from './lead-store.js';
import { UNFINISHED_ATTEMPT_ERROR } from '../mail/mail-ledger.js';
import { emulatorFirestore } from '../../test/support/firestore.js';
import { MAIL_RETRY_POLICY, type MailRetryPolicy } from '../mail/retry-policy.js';
import { STALE_MAIL_ATTEMPT_MS } from '../shared/timeouts.js';
import type { Log } from '../shared/log.js';
import {
  sweepUndeliveredMail,
  type LeadSweepDependencies as SweepDependencies,
} from '../../test/support/sweep-lead-mail.js';
import { createSmtpTransport } from '../mail/mailer.js';
import { MESSAGE_ID_HEADER } from './notification-mail.js';
import { CONTACT_MESSAGES } from '@site/contract';
import { testFirm } from '../../test/support/firm.js';
import { testThreading } from '../../test/support/threading.js';
import { acknowledgementLimit } from './acknowledgement-limit.js';

const PROJECT_ID = 'demo-mail-sweep';
const MINUTE = 60_000;
const addresses = {
  recipient: 'Sales <sales@lagoon-ridge.example>',
  sender: 'Website <no-reply@lagoon-ridge.example>',
};

/** An SMTP server that records each accepted e-mail's message id and can refuse every connection. */
interface OutageSmtp {
  port: number;
  /** Message ids of the accepted e-mails, in arrival order (duplicates kept). */
  mailed: string[];
  refusing: boolean;
  close: () => Promise<void>;
}

async function startOutageSmtp(): Promise<OutageSmtp> {
  const state = { mailed: [] as string[], refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, callback) {
      if (state.refusing) {
        // What a provider in trouble answers: 421, try again later.
        callback(
          Object.assign(new Error('Service not available (outage test)'), { responseCode: 421 }),
        );
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { headers } = parseMail(Buffer.concat(chunks).toString('utf8'));
        state.mailed.push(headers[MESSAGE_ID_HEADER.toLowerCase()] ?? '');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address !== null ? address.port : 0,
    get mailed() {
      return state.mailed;
    },
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let db: Firestore;
let smtp: OutageSmtp;
let callerNumber = 0;
const transports: ReturnType<typeof createSmtpTransport>[] = [];
const quiet: Log = { info: () => undefined, error: () => undefined };

function transport() {
  const created = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`);
  transports.push(created);
  return created;
}

function contactDeps(now: () => Date, retryPolicy?: MailRetryPolicy): ContactDependencies {
  return {
    db,
    transport: transport(),
    addresses,
    firm: testFirm,
    threading: testThreading,
    ipHashSalt: SALT,
    now,
    log: quiet,
    ...(retryPolicy === undefined ? {} : { retryPolicy }),
  };
}

function sweepDeps(now: Date, overrides: Partial<SweepDependencies> = {}): SweepDependencies {
  return {
    db,
    transport: transport(),
    addresses,
    firm: testFirm,
    threading: testThreading,
    now: () => now,
    log: quiet,
    limits: { batchSize: 500 },
    ...overrides,
  };
}

/**
 * Every submission's address, acknowledged already today (beforeEach): the messages here owe only the
 * firm's notification. The acknowledgement goes through the same claims and sweep, and
 * contact/contact-handler.test.ts sweeps one after an outage.
 */
const VISITOR_EMAIL = 'visitor@example.com';
const SALT = 'sweep-test-salt-0123456789';

function submission(number: number) {
  callerNumber += 1;
  return {
    data: {
      messageId: randomUUID(),
      name: `Visitor ${number}`,
      email: VISITOR_EMAIL,
      company: null,
      phone: null,
      subject: 'Managed IT for 40 seats',
      message: 'Please send a quote.',
      page: '/contact',
    },
    // Every submission its own address, so the rate limit never trips.
    caller: { uid: null, userAgent: null, ip: `2001:db8:5eed::${callerNumber.toString(16)}` },
  };
}

async function stored(messageId: string) {
  return (await leadRef(db, messageId).get()).data();
}

beforeAll(async () => {
  db = emulatorFirestore(PROJECT_ID);
  smtp = await startOutageSmtp();
});

afterAll(async () => {
  for (const created of transports) created.close();
  await smtp.close();
});

beforeEach(async () => {
  smtp.refusing = false;
  smtp.mailed.length = 0;
  const cleared = await fetch(
    `http://${inject('firestoreEmulatorHost')}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  expect(cleared.ok).toBe(true);
  const acknowledged = acknowledgementLimit(db, VISITOR_EMAIL, SALT);
  await db.runTransaction(async (transaction) => acknowledged.record(transaction, new Date()));
});

describe('sweepUndeliveredMail', () => {
  it('should retry a failed e-mail when it is due, back off, and give up after the last attempt', async () => {
    const policy: MailRetryPolicy = { ...MAIL_RETRY_POLICY, maxAttempts: 3 };
    const start = new Date('2026-11-20T09:00:00Z');
    const { data, caller } = submission(1);
    smtp.refusing = true;
    const first = await storedResult(
      handleContactRequest(
        data,
        caller,
        contactDeps(() => start, policy),
      ),
    );
    expect(first.status).toBe('mail_failed');

    const sweepAt = async (minutes: number, log: Log = quiet) =>
      sweepUndeliveredMail(
        sweepDeps(new Date(start.getTime() + minutes * MINUTE), { retryPolicy: policy, log }),
      );

    // Due 5 minutes after the failure, not before.
    expect((await sweepAt(4)).due).toBe(0);
    expect(await sweepAt(5)).toMatchObject({ due: 1, failed: 1, sent: 0 });
    expect(await stored(data.messageId)).toMatchObject({
      status: 'mail_failed',
      mailAttempts: 2,
      nextAttemptAt: Timestamp.fromMillis(start.getTime() + 15 * MINUTE),
    });
    // The second wait is twice the first.
    expect((await sweepAt(14)).due).toBe(0);
    const logged: { message: string; data: Record<string, unknown> }[] = [];
    const capture: Log = {
      info: (message, entry) => logged.push({ message, data: entry }),
      error: (message, entry) => logged.push({ message, data: entry }),
    };
    const last = await sweepAt(15, capture);

    expect(last).toMatchObject({ due: 1, abandoned: 1, abandonedMessageIds: [data.messageId] });
    const abandoned = await stored(data.messageId);
    expect(abandoned).toMatchObject({
      status: 'mail_abandoned',
      mailAttempts: 3,
      name: 'Visitor 1',
    });
    expect(abandoned?.lastMailError).toMatch(/421 Service not available/);
    expect(abandoned?.abandonedAt).toBeInstanceOf(Timestamp);
    expect(abandoned?.nextAttemptAt).toBeUndefined();
    expect(logged.map((entry) => entry.message)).toEqual([
      'Contact e-mail failed for the last time; stored with status mail_abandoned.',
      'Mail sweep finished.',
    ]);
    expect(logged[1]?.data).toMatchObject({ due: 1, sent: 0, failed: 0, abandoned: 1, errors: 0 });

    // Abandoned stays abandoned: no sweep, and a visitor's retry, mails it.
    smtp.refusing = false;
    expect((await sweepAt(24 * 60)).due).toBe(0);
    const retry = await storedResult(
      handleContactRequest(
        data,
        caller,
        contactDeps(() => start, policy),
      ),
    );
    expect(retry).toEqual({ messageId: data.messageId, status: 'mail_failed' });
    expect(smtp.mailed).toEqual([]);
  });

  it('should take over an attempt that never finished, leave a running one alone, and give up on a dead last attempt', async () => {
    const now = new Date();
    const { data } = submission(2);
    const { messageId, page: _page, ...message } = data;
    // What a request leaves behind when its instance dies between storing and mailing.
    await createLeadOnce(
      db,
      messageId,
      message,
      { uid: null, userAgent: null, ipHash: 'x'.repeat(64), page: '/contact', source: null },
      () => Promise.resolve(true),
      { now, staleAfterMs: STALE_MAIL_ATTEMPT_MS },
    );

    expect(await sweepUndeliveredMail(sweepDeps(now))).toMatchObject({ due: 0, sent: 0 });
    const later = new Date(now.getTime() + STALE_MAIL_ATTEMPT_MS);
    expect(await sweepUndeliveredMail(sweepDeps(later))).toMatchObject({ due: 1, sent: 1 });
    expect(await stored(messageId)).toMatchObject({ status: 'sent', mailAttempts: 2 });
    expect(smtp.mailed).toEqual([messageId]);

    const dead = submission(3).data;
    const { messageId: deadId, page: _deadPage, ...deadMessage } = dead;
    await createLeadOnce(
      db,
      deadId,
      deadMessage,
      { uid: null, userAgent: null, ipHash: 'y'.repeat(64), page: null, source: null },
      () => Promise.resolve(true),
      { now, staleAfterMs: STALE_MAIL_ATTEMPT_MS },
    );
    const oneAttempt = { ...MAIL_RETRY_POLICY, maxAttempts: 1 };
    expect(await sweepUndeliveredMail(sweepDeps(later, { retryPolicy: oneAttempt }))).toMatchObject(
      { due: 1, abandoned: 1, abandonedMessageIds: [deadId] },
    );
    expect(await stored(deadId)).toMatchObject({
      status: 'mail_abandoned',
      mailAttempts: 1,
      lastMailError: UNFINISHED_ATTEMPT_ERROR,
    });
    expect(smtp.mailed).toEqual([messageId]);
  });

  it('should retry failed e-mails at once when asked (npm run mail:retry), but not an attempt under way', async () => {
    const now = new Date();
    smtp.refusing = true;
    const failed = submission(4);
    expect(
      (
        await storedResult(
          handleContactRequest(
            failed.data,
            failed.caller,
            contactDeps(() => now),
          ),
        )
      ).status,
    ).toBe('mail_failed');
    smtp.refusing = false;
    const { messageId: runningId, page: _page, ...running } = submission(5).data;
    await createLeadOnce(
      db,
      runningId,
      running,
      { uid: null, userAgent: null, ipHash: 'z'.repeat(64), page: null, source: null },
      () => Promise.resolve(true),
      { now, staleAfterMs: STALE_MAIL_ATTEMPT_MS },
    );

    expect((await sweepUndeliveredMail(sweepDeps(now))).due).toBe(0);
    expect(await sweepUndeliveredMail(sweepDeps(now, { ignoreBackoff: true }))).toMatchObject({
      due: 1,
      sent: 1,
    });
    expect(smtp.mailed).toEqual([failed.data.messageId]);
    expect(await stored(runningId)).toMatchObject({ status: 'received', mailAttempts: 1 });
  });

  it('should leave what it cannot start in time to the next sweep', async () => {
    const now = new Date();
    smtp.refusing = true;
    const failed = submission(6);
    await handleContactRequest(
      failed.data,
      failed.caller,
      contactDeps(() => now),
    );
    smtp.refusing = false;

    const outOfTime = sweepDeps(now, { ignoreBackoff: true, limits: { claimWindowMs: 0 } });
    expect(await sweepUndeliveredMail(outOfTime)).toMatchObject({ due: 1, deferred: 1, sent: 0 });
    expect(await stored(failed.data.messageId)).toMatchObject({
      status: 'mail_failed',
      mailAttempts: 1,
    });
    expect(smtp.mailed).toEqual([]);
  });

  it('should mail each of 200 messages exactly once after an SMTP outage, with two sweeps at once', async () => {
    const total = 200;
    const concurrency = 20;
    /** Submissions started while the server refuses: a stretch in the middle of the load. */
    const outage = { from: 50, to: 130 };
    /** Requests whose instance "dies" after storing the message, before mailing it. */
    const dying = new Set([10, 60, 90, 150, 190]);
    const submissions = Array.from({ length: total }, (_, index) => submission(1000 + index));
    const handlerDeps = contactDeps(() => new Date());
    const statuses: string[] = [];

    let next = 0;
    const sender = async () => {
      while (next < total) {
        const index = next++;
        smtp.refusing = index >= outage.from && index < outage.to;
        const { data, caller } = submissions[index]!;
        if (dying.has(index)) {
          const { messageId, page, ...message } = data;
          await createLeadOnce(
            db,
            messageId,
            message,
            { uid: null, userAgent: null, ipHash: `dying-${index}`, page, source: null },
            () => Promise.resolve(true),
            { now: new Date(), staleAfterMs: STALE_MAIL_ATTEMPT_MS },
          );
          continue;
        }
        statuses.push((await storedResult(handleContactRequest(data, caller, handlerDeps))).status);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, sender));
    smtp.refusing = false;

    const failedInLoad = statuses.filter((status) => status === 'mail_failed').length;
    expect(failedInLoad).toBeGreaterThanOrEqual(outage.to - outage.from - concurrency - dying.size);
    expect(smtp.mailed).toHaveLength(total - dying.size - failedInLoad);
    const undelivered = failedInLoad + dying.size;

    // The outage is still on at the first sweep: everything fails again and backs off further.
    const loadEnd = Date.now();
    smtp.refusing = true;
    const duringOutage = await sweepUndeliveredMail(sweepDeps(new Date(loadEnd + 6 * MINUTE)));
    expect(duringOutage).toMatchObject({ due: undelivered, failed: undelivered, sent: 0 });
    smtp.refusing = false;
    // Retried 10 minutes after that failure, not at the next sweep.
    expect((await sweepUndeliveredMail(sweepDeps(new Date(loadEnd + 12 * MINUTE)))).due).toBe(0);

    // Two sweeps at once (overlapping schedules, or `npm run mail:retry` beside `npm start`).
    const at = new Date(loadEnd + 17 * MINUTE);
    const [one, two] = await Promise.all([
      sweepUndeliveredMail(sweepDeps(at, { limits: { batchSize: 500, concurrency: 10 } })),
      sweepUndeliveredMail(sweepDeps(at, { limits: { batchSize: 500, concurrency: 10 } })),
    ]);
    expect(one.sent + two.sent).toBe(undelivered);
    expect(one.skipped + two.skipped).toBe(one.due + two.due - undelivered);
    expect(one.failed + two.failed + one.errors + two.errors + one.abandoned + two.abandoned).toBe(
      0,
    );

    const ids = submissions.map(({ data }) => data.messageId);
    expect(smtp.mailed).toHaveLength(total);
    expect(new Set(smtp.mailed)).toEqual(new Set(ids));
    const documents = await db.collection(CONTACT_MESSAGES).get();
    expect(documents.size).toBe(total);
    expect(documents.docs.every((doc) => doc.get('status') === 'sent')).toBe(true);

    // Nothing left: a later sweep mails nothing.
    expect(await sweepUndeliveredMail(sweepDeps(new Date(loadEnd + 60 * MINUTE)))).toMatchObject({
      due: 0,
      sent: 0,
    });
    expect(smtp.mailed).toHaveLength(total);
  }, 120_000);
});
