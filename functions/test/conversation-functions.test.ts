// The conversation's two HTTP functions, built, in firebase-tools' Functions emulator, with the demo
// project's params (functions/.env.demo-lagoon-ridge): receiveInboundMail taking a signed multipart
// Mailgun post (and refusing an unsigned one), and conversationPage answering with its headers and
// taking a form post. Run by `npm run test:functions`.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, conversationPath, LEAD_ANSWERS, replyAddress } from '@site/contract';
import { startSmtpCatcher, type SmtpCatcher } from '@site/smtp-catcher';
import { pageToken, replyToken } from '../src/leads/conversation-tokens.js';
import { createLeadOnce } from '../src/leads/lead-store.js';
import { STALE_MAIL_ATTEMPT_MS } from '../src/shared/timeouts.js';
import { PROJECT_ID } from './support/constants.js';
import { functionUrl, stackSetting } from './support/stack.js';
import { emulatorFirestore } from './support/firestore.js';
import { mailgunPost } from './support/mailgun-posts.js';

/** The params the emulator gives the functions: the demo project's. */
const demo = Object.fromEntries(
  readFileSync(new URL(`../.env.${PROJECT_ID}`, import.meta.url), 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
      return match ? [[match[1]!, match[2]!]] : [];
    }),
) as Record<string, string>;
const SITE_ORIGIN = 'http://127.0.0.1:4173';

let db: Firestore;
let smtp: SmtpCatcher;

/** A lead as the contact function stores it, with its conversation view (the demo key's tokens). */
async function storedLead(email: string): Promise<string> {
  const leadId = randomUUID();
  await createLeadOnce(
    db,
    leadId,
    {
      name: 'Bisi Ade',
      email,
      company: null,
      phone: null,
      subject: 'Firewall',
      message: 'Quote please.',
    },
    { uid: null, userAgent: null, ipHash: 'h'.repeat(64), page: '/contact', source: null },
    () => Promise.resolve(true),
    { now: new Date(), staleAfterMs: STALE_MAIL_ATTEMPT_MS },
    undefined,
    { key: demo.CONVERSATION_KEY! },
  );
  return leadId;
}
const answers = async (leadId: string) =>
  (await db.collection(CONTACT_MESSAGES).doc(leadId).collection(LEAD_ANSWERS).get()).docs.map(
    (doc) => doc.data(),
  );

beforeAll(async () => {
  db = emulatorFirestore();
  smtp = await startSmtpCatcher({ port: Number(stackSetting('CONTACT_SMTP_PORT')) });
});

afterAll(async () => {
  await smtp?.close();
});

describe('receiveInboundMail in the Functions emulator', () => {
  it("takes Mailgun's signed multipart post into the thread, and refuses an unsigned one with 406", async () => {
    const email = `bisi-${randomUUID().slice(0, 8)}@example.com`;
    const leadId = await storedLead(email);
    const mail = {
      recipient: replyAddress(replyToken(demo.CONVERSATION_KEY!, leadId), demo.REPLY_DOMAIN!),
      from: `Bisi Ade <${email}>`,
      subject: 'Re: Firewall',
      bodyPlain: 'Our network diagram is attached.',
      key: demo.MAILGUN_SIGNING_KEY!,
      attachments: [
        { filename: 'network.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') },
      ],
    };
    const post = async (options: Parameters<typeof mailgunPost>[0]) => {
      const { contentType, body } = await mailgunPost(options);
      return fetch(functionUrl('receiveInboundMail'), {
        method: 'POST',
        headers: { 'Content-Type': contentType ?? '' },
        body,
      });
    };

    const unsigned = await post({ ...mail, signature: 'none', headers: [['Message-Id', '<u@x>']] });
    expect(unsigned.status).toBe(406);
    expect(await answers(leadId)).toEqual([]);

    const accepted = await post({
      ...mail,
      headers: [['Message-Id', `<${randomUUID()}@example.com>`]],
    });
    expect(accepted.status).toBe(200);
    expect(await answers(leadId)).toEqual([
      expect.objectContaining({
        text: 'Our network diagram is attached.',
        attachments: [{ name: 'network.pdf', type: 'application/pdf', size: 4 }],
        copyStatus: 'sent',
      }),
    ]);
  });
});

describe('conversationPage in the Functions emulator', () => {
  it('answers with a page no cache keeps, no search engine lists and no referrer leaves, and takes a post', async () => {
    const leadId = await storedLead(`bisi-${randomUUID().slice(0, 8)}@example.com`);
    const path = conversationPath(pageToken(demo.CONVERSATION_KEY!, leadId, 0));
    // The rewrite keeps the path: the function sees /conversation/<token>.
    const url = `${functionUrl('conversationPage')}${path}`;

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store, private');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain('Quote please.');

    const posted = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: SITE_ORIGIN,
        'X-Forwarded-For': '203.0.113.77',
      },
      body: new URLSearchParams({
        message: 'Thursday suits us.',
        postId: randomUUID(),
        website: '',
      }),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`${path}?sent=1`);
    expect((await answers(leadId)).map((answer) => answer.text)).toEqual(['Thursday suits us.']);
  });
});
