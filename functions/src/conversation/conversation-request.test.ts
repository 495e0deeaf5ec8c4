// The conversation page against the Firestore emulator and an in-process SMTP server: what a token
// shows, that viewing writes nothing, and its form's rules (those of the contact form).
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  ADMIN_DEVICES,
  CONTACT_HONEYPOT_FIELD,
  conversationPath,
  decodeLead,
  isWaiting,
  LEAD_ANSWERS,
  type LeadAlert,
} from '@site/contract';
import { parseMail } from '@site/smtp-catcher';
import { testFirm } from '../../test/support/firm.js';
import { useSmtpServer } from '../../test/support/smtp.js';
import { testThreading } from '../../test/support/threading.js';
import { handleRevokeConversationLink } from '../leads/conversation-link.js';
import { pageToken } from '../leads/conversation-tokens.js';
import { handleLeadReply } from '../leads/lead-reply.js';
import { createLeadOnce, leadRef } from '../leads/lead-store.js';
import { MESSAGE_ID_HEADER } from '../leads/notification-mail.js';
import { emulatorFirestore } from '../../test/support/firestore.js';
import { RATE_LIMITED_MESSAGE } from '../shared/rate-limit.js';
import { STALE_MAIL_ATTEMPT_MS } from '../shared/timeouts.js';
import {
  handleConversationRequest,
  type ConversationDependencies,
  type ConversationRequest,
} from './conversation-request.js';

const PROJECT_ID = 'demo-conversation-page';
const SITE = 'http://127.0.0.1:4173';
const admin = { uid: 'admin-1', email: 'ada@lagoon-ridge.example', admin: true };

const smtp = useSmtpServer();
let db: Firestore;
let deps: ConversationDependencies;
let alerts: LeadAlert[];
let callers = 0;

beforeAll(() => {
  db = emulatorFirestore(PROJECT_ID);
  deps = {
    db,
    transport: smtp.transport(),
    addresses: { recipient: 'sales@lagoon-ridge.example', sender: 'no-reply@lagoon-ridge.example' },
    firm: testFirm,
    threading: testThreading,
    now: () => new Date(),
    log: { info: () => undefined, error: () => undefined },
    alerts: {
      send: (_tokens, alert) => {
        alerts.push(alert);
        return Promise.resolve({ deadTokens: [] });
      },
    },
    ipHashSalt: 'test-salt-0123456789',
    allowedOrigins: [SITE],
  };
});

beforeEach(async () => {
  alerts = [];
  await fetch(
    `http://${inject('firestoreEmulatorHost')}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  await db
    .collection(ADMIN_DEVICES)
    .doc('device-1')
    .set({ uid: admin.uid, createdAt: Timestamp.now() });
});

/** A lead the firm answered, with a private note; returns its id and its page's path. */
async function answeredLead(message = 'We need a quote for 40 laptops.') {
  const leadId = randomUUID();
  await createLeadOnce(
    db,
    leadId,
    {
      name: 'Tunde Bello',
      email: 'Tunde@Example.com',
      company: null,
      phone: null,
      subject: 'Laptops',
      message,
    },
    { uid: null, userAgent: null, ipHash: 'h'.repeat(64), page: '/contact', source: null },
    () => Promise.resolve(true),
    { now: new Date(), staleAfterMs: STALE_MAIL_ATTEMPT_MS },
    undefined,
    testThreading,
  );
  await handleLeadReply(
    { messageId: leadId, replyId: randomUUID(), body: 'Which models?' },
    admin,
    deps,
  );
  await leadRef(db, leadId).update({ note: 'Budget is tight; call Friday.', assignedTo: 'ada' });
  return { leadId, path: conversationPath(pageToken(testThreading.key, leadId, 0)) };
}

const callerIp = () => `198.51.100.${(callers += 1)}`;
const get = (path: string, sent = false) =>
  handleConversationRequest(
    { method: 'GET', path, sent, origin: undefined, contentType: undefined, body: undefined },
    { ip: callerIp() },
    deps,
  );
const post = (
  path: string,
  fields: Record<string, string>,
  overrides: Partial<ConversationRequest> = {},
  ip = callerIp(),
) =>
  handleConversationRequest(
    {
      method: 'POST',
      path,
      sent: false,
      origin: SITE,
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams({ [CONTACT_HONEYPOT_FIELD]: '', ...fields }).toString(),
      ...overrides,
    },
    { ip },
    deps,
  );
const html = (answer: Awaited<ReturnType<typeof get>>) => ('html' in answer ? answer.html : '');
const answersOf = async (leadId: string) =>
  (await leadRef(db, leadId).collection(LEAD_ANSWERS).get()).docs.map((doc) => doc.data());

/** Every document of the project, to show that a request wrote nothing. */
async function everything(): Promise<string> {
  const response = await fetch(
    `http://${inject('firestoreEmulatorHost')}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
    },
  );
  // Each document with its update time; the read's own time left out.
  const rows = (await response.json()) as { document?: unknown }[];
  return JSON.stringify(rows.map((row) => row.document));
}

describe('the conversation page', () => {
  it("shows its own lead's thread, both sides, and nothing else of the lead or of another", async () => {
    const { path } = await answeredLead();
    const other = await answeredLead('A different lead: 12 servers.');
    const before = await everything();

    const page = await get(path);
    expect(page.status).toBe(200);
    const shown = html(page);
    expect(shown).toContain('We need a quote for 40 laptops.');
    expect(shown).toContain('Which models?');
    expect(shown.indexOf('We need a quote')).toBeLessThan(shown.indexOf('Which models?'));
    for (const hidden of [
      'Budget is tight',
      'ada@lagoon-ridge.example',
      '12 servers',
      other.leadId,
    ]) {
      expect(shown).not.toContain(hidden);
    }
    expect(shown).toContain('<meta name="robots" content="noindex">');
    expect(shown).toContain('<meta name="referrer" content="no-referrer">');
    expect(shown).toContain(`<form action="${path}" method="post"`);
    // Viewing (a mail scanner opening the link) writes nothing.
    expect(await everything()).toBe(before);
  });

  it('opens nothing for an unknown or malformed token', async () => {
    expect((await get(conversationPath('a'.repeat(26)))).status).toBe(404);
    expect((await get('/conversation/not-a-token')).status).toBe(404);
  });

  it('takes an answer without JavaScript: stored once, the lead waits again, one push, one copy, nothing back', async () => {
    const { leadId, path } = await answeredLead();
    const mailsBefore = smtp.mails.length;
    const form = { message: 'The Dell Latitude 5450, please.', postId: randomUUID() };

    expect(await post(path, form)).toEqual({ status: 303, location: `${path}?sent=1` });
    // The same form posted again (a reload): one answer.
    expect(await post(path, form)).toEqual({ status: 303, location: `${path}?sent=1` });
    expect(await answersOf(leadId)).toEqual([
      expect.objectContaining({
        channel: 'page',
        text: 'The Dell Latitude 5450, please.',
        from: 'tunde@example.com',
      }),
    ]);
    const lead = decodeLead(leadId, (await leadRef(db, leadId).get()).data() ?? {});
    expect(isWaiting(lead)).toBe(true);
    expect(alerts).toHaveLength(1);
    const sent = smtp.mails.slice(mailsBefore).map((mail) => parseMail(mail.raw));
    // One mail: the copy to the firm. Nothing goes to the prospect (no echo).
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.to).toBe('sales@lagoon-ridge.example');
    expect(sent[0]?.headers[MESSAGE_ID_HEADER.toLowerCase()]).toBe(leadId);

    const after = html(await get(path, true));
    expect(after).toContain('role="status"');
    expect(after).toContain('The Dell Latitude 5450, please.');
  });

  it('refuses what the contact form refuses, keeping what was typed', async () => {
    const { leadId, path } = await answeredLead();
    const empty = await post(path, { message: '   ', postId: randomUUID() });
    expect(empty.status).toBe(400);
    expect(html(empty)).toContain('Please enter your message.');
    const tooLong = 'é'.repeat(5001);
    const long = await post(path, { message: `<b>${tooLong}`, postId: randomUUID() });
    expect(long.status).toBe(400);
    expect(html(long)).toContain('at most 5,000 characters');
    expect(html(long)).toContain(`&lt;b&gt;${tooLong}`);
    expect(html(long)).toContain('aria-invalid="true"');
    expect((await post(path, { message: 'Hi' }, { origin: 'https://evil.example' })).status).toBe(
      403,
    );
    // Its own post: the page sends no referrer, so the browser names the origin "null".
    const fromPage = { message: 'From the page', postId: randomUUID() };
    expect((await post(path, fromPage, { origin: 'null' })).status).toBe(303);
    // The honeypot: answered as sent, nothing stored.
    expect(
      await post(path, { message: 'Buy now', [CONTACT_HONEYPOT_FIELD]: 'https://spam.example' }),
    ).toEqual({
      status: 303,
      location: `${path}?sent=1`,
    });
    expect((await answersOf(leadId)).map((answer) => answer.text)).toEqual(['From the page']);
  });

  it('limits one address as the contact form does: the sixth answer in ten minutes waits', async () => {
    const { leadId, path } = await answeredLead();
    const ip = callerIp();
    for (let index = 1; index <= 5; index += 1) {
      expect(
        (await post(path, { message: `Answer ${index}`, postId: randomUUID() }, {}, ip)).status,
      ).toBe(303);
    }
    const sixth = await post(path, { message: 'Answer 6', postId: randomUUID() }, {}, ip);
    expect(sixth.status).toBe(429);
    expect(html(sixth)).toContain(RATE_LIMITED_MESSAGE);
    expect(html(sixth)).toContain('Answer 6</textarea>');
    expect(await answersOf(leadId)).toHaveLength(5);
  });

  it('stops opening once an admin revokes its link; the new link opens the same thread', async () => {
    const { leadId, path } = await answeredLead();
    expect(await handleRevokeConversationLink({ messageId: leadId }, admin, deps)).toEqual({
      generation: 1,
    });
    expect((await get(path)).status).toBe(404);
    expect((await post(path, { message: 'Still there?', postId: randomUUID() })).status).toBe(404);
    const renewed = await get(conversationPath(pageToken(testThreading.key, leadId, 1)));
    expect(renewed.status).toBe(200);
    expect(html(renewed)).toContain('Which models?');
    await expect(handleRevokeConversationLink({ messageId: leadId }, null, deps)).rejects.toThrow(
      /admins only/,
    );
  });
});
