// Admin push alerts (issue #28): what the push carries, how FCM's answers are read, and when the
// contact flow alerts, against our Firestore emulator and a real SMTP server, with a fake sending
// port in place of FCM (nothing here reaches the network). Its own project in the emulator, so the
// devices registered here meet no other test file.
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { BatchResponse, Messaging, MulticastMessage } from 'firebase-admin/messaging';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { handleContactRequest } from '../contact/contact-handler.js';
import type { ContactDependencies } from '../contact/contact-handler.js';
import { storedResult } from '../../test/support/stored-result.js';
import { leadRef } from './lead-store.js';
import { emulatorFirestore } from '../../test/support/firestore.js';
import {
  ALERT_BATCH_SIZE,
  ALERT_TTL_SECONDS,
  alertAdmins,
  fcmAlertSender,
  leadAlert,
  type AlertSender,
} from './lead-alerts.js';
import type { Log } from '../shared/log.js';
import { sweepUndeliveredMail } from '../../test/support/sweep-lead-mail.js';
import { ADMIN_DEVICES, inboxMessageLink, type LeadAlert } from '@site/contract';
import { testFirm } from '../../test/support/firm.js';
import { testThreading } from '../../test/support/threading.js';
import { useSmtpServer } from '../../test/support/smtp.js';

const PROJECT_ID = 'demo-lead-alerts';

/** The fake sending port: records every call; tokens in `dead` are reported dead. */
class FakeSender implements AlertSender {
  calls: { tokens: string[]; alert: LeadAlert }[] = [];
  dead = new Set<string>();
  failWith: Error | null = null;

  send(tokens: string[], alert: LeadAlert): Promise<{ deadTokens: string[] }> {
    this.calls.push({ tokens: [...tokens], alert });
    if (this.failWith) return Promise.reject(this.failWith);
    return Promise.resolve({ deadTokens: tokens.filter((token) => this.dead.has(token)) });
  }

  get tokensSent(): string[] {
    return this.calls.flatMap((call) => call.tokens).sort();
  }
}

const smtp = useSmtpServer();
let db: Firestore;
let sender: FakeSender;
let logged: { level: 'info' | 'error'; message: string; data: Record<string, unknown> }[];
let callerNumber = 0;

const log: Log = {
  info: (message, data) => logged.push({ level: 'info', message, data }),
  error: (message, data) => logged.push({ level: 'error', message, data }),
};

function deps(overrides: Partial<ContactDependencies> = {}): ContactDependencies {
  return {
    db,
    transport: smtp.transport(),
    addresses: { recipient: 'sales@lagoon-ridge.example', sender: 'web@lagoon-ridge.example' },
    firm: testFirm,
    threading: testThreading,
    ipHashSalt: 'alerts-test-salt-0123456789',
    now: () => new Date(),
    log,
    alerts: sender,
    ...overrides,
  };
}

const SECRET_TEXT = 'Our VPN password is hunter2; please call 0803 000 0000.';

function request(overrides: Record<string, unknown> = {}) {
  return {
    messageId: randomUUID(),
    name: 'Ngozi Adeyemi',
    email: 'ngozi@example.com',
    subject: 'Cloud migration for a clinic',
    message: SECRET_TEXT,
    ...overrides,
  };
}

/** Every request from an address of its own, so the rate limit never trips. */
function caller() {
  callerNumber += 1;
  return { uid: null, userAgent: null, ip: `2001:db8:a1e7::${callerNumber.toString(16)}` };
}

async function registerDevices(tokens: string[], uid = 'admin-1') {
  for (let start = 0; start < tokens.length; start += 500) {
    const writes = db.batch();
    for (const token of tokens.slice(start, start + 500)) {
      writes.set(db.collection(ADMIN_DEVICES).doc(token), { uid, createdAt: new Date() });
    }
    await writes.commit();
  }
}

async function deviceTokens(): Promise<string[]> {
  return (await db.collection(ADMIN_DEVICES).get()).docs.map((doc) => doc.id).sort();
}

beforeAll(() => {
  db = emulatorFirestore(PROJECT_ID);
});

beforeEach(async () => {
  sender = new FakeSender();
  logged = [];
  const cleared = await fetch(
    `http://${inject('firestoreEmulatorHost')}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  expect(cleared.ok).toBe(true);
});

describe('leadAlert', () => {
  it('should carry exactly the message id, a title with the name, the subject and the link', () => {
    expect(leadAlert('m-1', { name: 'Ngozi Adeyemi', subject: 'Cloud migration' })).toEqual({
      messageId: 'm-1',
      title: 'New message from Ngozi Adeyemi',
      body: 'Cloud migration',
      link: '/admin?message=m-1',
    });
  });

  it('should cut a long name to 60 characters and a long subject to 120, whole characters only', () => {
    const alert = leadAlert('m-2', { name: `${'Ọ'.repeat(59)}😀😀`, subject: 'ab '.repeat(60) });
    expect(alert.title).toBe(`New message from ${'Ọ'.repeat(59)}…`);
    expect(Array.from(alert.body)).toHaveLength(120);
    expect(alert.body.endsWith('…')).toBe(true);
    const exact = leadAlert('m-3', { name: 'n'.repeat(60), subject: 's'.repeat(120) });
    expect(exact.title).toBe(`New message from ${'n'.repeat(60)}`);
    expect(exact.body).toBe('s'.repeat(120));
  });
});

describe('fcmAlertSender', () => {
  /** A stand-in for firebase-admin's Messaging that answers each token with the given error code. */
  function fakeMessaging(errors: Record<string, string>) {
    const sent: MulticastMessage[] = [];
    const messaging = {
      sendEachForMulticast: (message: MulticastMessage): Promise<BatchResponse> => {
        sent.push(message);
        const responses = message.tokens.map((token) => {
          const code = errors[token];
          return code === undefined
            ? { success: true, messageId: `projects/p/messages/${token}` }
            : { success: false, error: Object.assign(new Error(code), { code }) };
        });
        const failureCount = responses.filter((response) => !response.success).length;
        return Promise.resolve({
          responses,
          successCount: responses.length - failureCount,
          failureCount,
        } as BatchResponse);
      },
    };
    return { sent, messaging: () => messaging as unknown as Messaging };
  }

  const alert = leadAlert('m-4', { name: 'Ngozi', subject: 'Quote' });

  it('should send a data-only message, urgent, kept by FCM for a day', async () => {
    const { sent, messaging } = fakeMessaging({});
    expect(await fcmAlertSender(messaging).send(['t1', 't2'], alert)).toEqual({ deadTokens: [] });
    expect(sent).toEqual([
      {
        tokens: ['t1', 't2'],
        data: alert,
        webpush: { headers: { Urgency: 'high', TTL: String(ALERT_TTL_SECONDS) } },
      },
    ]);
    expect(ALERT_TTL_SECONDS).toBe(86_400);
  });

  it('should report unregistered and invalid tokens dead, and keep those with passing errors', async () => {
    const { messaging } = fakeMessaging({
      gone: 'messaging/registration-token-not-registered',
      junk: 'messaging/invalid-registration-token',
      malformed: 'messaging/invalid-argument',
      busy: 'messaging/server-unavailable',
      quota: 'messaging/message-rate-exceeded',
    });
    const tokens = ['ok', 'gone', 'junk', 'malformed', 'busy', 'quota'];
    expect(await fcmAlertSender(messaging).send(tokens, alert)).toEqual({
      deadTokens: ['gone', 'junk', 'malformed'],
    });
  });

  it('should remove nothing when FCM refuses the whole batch as an invalid message', async () => {
    const invalid = 'messaging/invalid-argument';
    const { messaging } = fakeMessaging({ a: invalid, b: invalid });
    expect(await fcmAlertSender(messaging).send(['a', 'b'], alert)).toEqual({ deadTokens: [] });
  });
});

describe('alertAdmins', () => {
  const message = { messageId: 'm-5', name: 'Ngozi', subject: 'Quote' };

  it('should send nothing when no admin has opted in', async () => {
    expect(await alertAdmins(db, sender, message, log)).toEqual({
      devices: 0,
      removed: 0,
      failed: false,
    });
    expect(sender.calls).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('should send to every device in batches of 500 and delete the dead ones', async () => {
    const tokens = Array.from(
      { length: 1001 },
      (_, index) => `token-${String(index).padStart(4, '0')}`,
    );
    await registerDevices(tokens.slice(0, 700), 'admin-1');
    await registerDevices(tokens.slice(700), 'admin-2');
    sender.dead = new Set(['token-0003', 'token-0999', 'token-1000']);

    const summary = await alertAdmins(db, sender, message, log);

    expect(summary).toEqual({ devices: 1001, removed: 3, failed: false });
    expect(sender.calls.map((call) => call.tokens.length).sort()).toEqual([1, 500, 500]);
    expect(sender.calls.every((call) => call.tokens.length <= ALERT_BATCH_SIZE)).toBe(true);
    expect(sender.tokensSent).toEqual(tokens);
    expect(await deviceTokens()).toEqual(tokens.filter((token) => !sender.dead.has(token)));
    expect(logged).toEqual([
      {
        level: 'info',
        message: 'Lead alert sent.',
        data: { messageId: 'm-5', devices: 1001, removed: 3 },
      },
    ]);
  });

  it('should log and not throw when sending fails, keeping every device', async () => {
    await registerDevices(['token-a', 'token-b']);
    sender.failWith = new Error('FCM unreachable');

    expect(await alertAdmins(db, sender, message, log)).toEqual({
      devices: 0,
      removed: 0,
      failed: true,
    });
    expect(await deviceTokens()).toEqual(['token-a', 'token-b']);
    expect(logged).toEqual([
      {
        level: 'error',
        message: 'Lead alert failed.',
        data: { messageId: 'm-5', error: 'FCM unreachable' },
      },
    ]);
  });

  it('should give up on a sender that does not answer in time', async () => {
    await registerDevices(['token-a']);
    const hanging: AlertSender = { send: () => new Promise(() => undefined) };
    const started = Date.now();

    const summary = await alertAdmins(db, hanging, message, log, 300);

    expect(summary.failed).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(logged.map((entry) => entry.message)).toEqual(['Lead alert timed out.']);
  });
});

describe('the contact flow', () => {
  beforeEach(async () => {
    await registerDevices(['device-1', 'device-2']);
  });

  it('should alert once per new message, with its name and subject and never its text', async () => {
    const input = request();
    expect(await storedResult(handleContactRequest(input, caller(), deps()))).toEqual({
      messageId: input.messageId,
      status: 'sent',
    });

    expect(sender.calls).toHaveLength(1);
    const [call] = sender.calls;
    expect(call?.tokens.sort()).toEqual(['device-1', 'device-2']);
    expect(call?.alert).toEqual({
      messageId: input.messageId,
      title: 'New message from Ngozi Adeyemi',
      body: 'Cloud migration for a clinic',
      link: inboxMessageLink(input.messageId),
    });
    expect(Object.keys(call?.alert ?? {}).sort()).toEqual(['body', 'link', 'messageId', 'title']);
    const payload = JSON.stringify(call);
    expect(payload).not.toContain(SECRET_TEXT);
    expect(payload).not.toContain('hunter2');
    expect(payload).not.toContain(input.email);

    const second = request();
    await handleContactRequest(second, caller(), deps());
    expect(sender.calls.map((each) => each.alert.messageId)).toEqual([
      input.messageId,
      second.messageId,
    ]);
  });

  it('should store the message with triage new', async () => {
    const input = request();
    await handleContactRequest(input, caller(), deps());
    expect((await leadRef(db, input.messageId).get()).data()).toMatchObject({
      triage: 'new',
      status: 'sent',
    });
  });

  it('should not alert again on a retry of the same message, sent or failed', async () => {
    const sent = request();
    const visitor = caller();
    await handleContactRequest(sent, visitor, deps());
    expect((await storedResult(handleContactRequest(sent, visitor, deps()))).status).toBe('sent');

    smtp.rejectMail('550 Filtered (alerts test)');
    const failed = request();
    expect((await storedResult(handleContactRequest(failed, visitor, deps()))).status).toBe(
      'mail_failed',
    );
    smtp.rejectMail(null);
    // The retry mails it (the visitor's retry is attempted at once) but alerts nobody.
    expect((await storedResult(handleContactRequest(failed, visitor, deps()))).status).toBe('sent');

    expect(sender.calls.map((call) => call.alert.messageId)).toEqual([
      sent.messageId,
      failed.messageId,
    ]);
  });

  it('should not alert from the mail sweep', async () => {
    smtp.rejectMail('550 Filtered (alerts test)');
    const input = request();
    const start = new Date();
    await handleContactRequest(input, caller(), deps({ now: () => start }));
    expect(sender.calls).toHaveLength(1);
    smtp.rejectMail(null);

    // Handed everything the handler gets, alerts included: the sweep still sends none.
    const summary = await sweepUndeliveredMail({
      ...deps({ now: () => new Date(start.getTime() + 10 * 60_000) }),
      ignoreBackoff: true,
    });

    // The notification and the sender's acknowledgement, both refused at first.
    expect(summary).toMatchObject({ due: 2, sent: 2 });
    expect(sender.calls).toHaveLength(1);
  });

  it('should prune the devices FCM reports dead', async () => {
    sender.dead = new Set(['device-2']);
    await handleContactRequest(request(), caller(), deps());
    expect(await deviceTokens()).toEqual(['device-1']);

    await handleContactRequest(request(), caller(), deps());
    expect(sender.calls.map((call) => call.tokens)).toEqual([
      expect.arrayContaining(['device-1', 'device-2']),
      ['device-1'],
    ]);
  });

  it('should send nothing when no device is opted in', async () => {
    await db.collection(ADMIN_DEVICES).doc('device-1').delete();
    await db.collection(ADMIN_DEVICES).doc('device-2').delete();
    const input = request();
    expect((await storedResult(handleContactRequest(input, caller(), deps()))).status).toBe('sent');
    expect(sender.calls).toEqual([]);
  });

  it('should answer the visitor as usual when the alert fails', async () => {
    sender.failWith = new Error('FCM unreachable');
    const input = request();
    expect(await storedResult(handleContactRequest(input, caller(), deps()))).toEqual({
      messageId: input.messageId,
      status: 'sent',
    });
    expect(logged.some((entry) => entry.message === 'Lead alert failed.')).toBe(true);
  });

  it('should alert nobody without an alert sender', async () => {
    const input = request();
    const { alerts: _none, ...withoutAlerts } = deps();
    expect((await storedResult(handleContactRequest(input, caller(), withoutAlerts))).status).toBe(
      'sent',
    );
    expect(sender.calls).toEqual([]);
  });
});
