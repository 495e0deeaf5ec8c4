// The contact form's optional Company and Phone, end to end inside the function: through the callable
// and through the HTML form's POST, into contactMessages/{id} as top-level `company` and `phone` (null
// when not given), into the e-mail to sales, and back onto the form page when something was wrong.
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_PHONE_MESSAGE, CONTACT_SENT_PATH } from '@site/contract';
import { parseMail } from '@site/smtp-catcher';
import { emulatorFirestore } from '../../test/support/firestore.js';
import { handleContactRequest } from './contact-handler.js';
import type { ContactCaller, ContactDependencies } from './contact-handler.js';
import { formMessageId, handleContactFormPost } from './contact-form-post.js';
import { leadRef } from '../leads/lead-store.js';
import { MESSAGE_ID_HEADER } from '../leads/notification-mail.js';
import { testFirm } from '../../test/support/firm.js';
import { testThreading } from '../../test/support/threading.js';
import { storedResult } from '../../test/support/stored-result.js';
import { useSmtpServer } from '../../test/support/smtp.js';

const site = 'https://lagoonridge.com.ng';
const smtp = useSmtpServer();
let db: Firestore;
let deps: ContactDependencies;
let callerNumber = 0;

/** A caller with an address of its own, so tests never share a rate-limit window. */
function newCaller(): ContactCaller {
  callerNumber += 1;
  const ip = `2001:db8:c0:${process.pid.toString(16)}::${callerNumber.toString(16)}`;
  return { uid: null, userAgent: 'Opera Mini', ip };
}

const fields = {
  name: 'Ngozi Eze',
  email: 'ngozi@example.com',
  subject: 'Fleet tracking',
  message: 'We run 60 trucks out of Apapa.',
};

async function stored(messageId: string) {
  return (await leadRef(db, messageId).get()).data();
}

function mailFor(messageId: string) {
  const mails = smtp.mails
    .map((mail) => parseMail(mail.raw))
    .filter((mail) => mail.headers[MESSAGE_ID_HEADER.toLowerCase()] === messageId);
  expect(mails).toHaveLength(1);
  return mails[0];
}

function post(form: Record<string, string>) {
  return handleContactFormPost(
    {
      method: 'POST',
      origin: site,
      contentType: 'application/x-www-form-urlencoded',
      body: Buffer.from(new URLSearchParams(form).toString()),
    },
    newCaller(),
    deps,
    [site],
  );
}

beforeAll(() => {
  db = emulatorFirestore();
  deps = {
    db,
    transport: smtp.transport(),
    addresses: { recipient: 'sales@lagoon-ridge.example', sender: 'site@lagoon-ridge.example' },
    firm: testFirm,
    threading: testThreading,
    ipHashSalt: 'company-phone-test-salt',
    now: () => new Date(),
    // The refused e-mail below is expected: no error log for it.
    log: { info: () => undefined, error: () => undefined },
  };
});

describe('company and phone through the callable', () => {
  it('are stored top-level, trimmed, and shown in the e-mail to sales', async () => {
    const messageId = randomUUID();
    const result = await storedResult(
      handleContactRequest(
        { ...fields, messageId, company: ' Apapa Haulage Ltd ', phone: '+234 803 123 4567 ' },
        newCaller(),
        deps,
      ),
    );
    expect(result.status).toBe('sent');
    expect(await stored(messageId)).toMatchObject({
      company: 'Apapa Haulage Ltd',
      phone: '+234 803 123 4567',
    });
    const mail = mailFor(messageId);
    expect(mail?.text).toContain('Company: Apapa Haulage Ltd\nPhone: +234 803 123 4567\n');
    expect(mail?.html).toContain('>Company</th><td>Apapa Haulage Ltd</td>');
  });

  it.each([
    ['absent', {}],
    ['null', { company: null, phone: null }],
    ['empty', { company: '', phone: '' }],
    ['whitespace', { company: '  ', phone: ' \t' }],
  ])('are stored as null when %s, and the e-mail has no such lines', async (_case, optional) => {
    const messageId = randomUUID();
    await handleContactRequest({ ...fields, messageId, ...optional }, newCaller(), deps);
    const doc = await stored(messageId);
    expect(doc).toMatchObject({ company: null, phone: null });
    expect(Object.keys(doc ?? {})).toEqual(expect.arrayContaining(['company', 'phone']));
    expect(mailFor(messageId)?.text).not.toMatch(/^(Company|Phone):/m);
  });

  it('refuses a phone number that is not one, with the sentence for the field', async () => {
    const outcome = await handleContactRequest(
      { ...fields, messageId: randomUUID(), phone: 'call me' },
      newCaller(),
      deps,
    );
    expect(outcome).toEqual({
      outcome: 'invalid',
      summary: 'Please correct the highlighted field and try again.',
      fieldErrors: { phone: CONTACT_PHONE_MESSAGE },
    });
  });

  it('are in the e-mail the retry sends, read back from the stored message', async () => {
    const messageId = randomUUID();
    const request = { ...fields, messageId, company: 'Apapa Haulage', phone: '0803 123 4567' };
    const caller = newCaller();
    smtp.rejectMail('Mailbox unavailable (test)');
    expect((await storedResult(handleContactRequest(request, caller, deps))).status).toBe(
      'mail_failed',
    );
    smtp.rejectMail(null);
    // The retry mails the stored text (request fields other than the id do not matter).
    const retry = { ...request, company: null, phone: null };
    expect((await storedResult(handleContactRequest(retry, caller, deps))).status).toBe('sent');
    expect(mailFor(messageId)?.text).toContain('Company: Apapa Haulage\nPhone: 0803 123 4567\n');
  });
});

describe('company and phone through the HTML form', () => {
  it('a post with both is stored and mailed with them; a post without stores null', async () => {
    const token = randomUUID();
    const withBoth = {
      ...fields,
      subject: `With both ${token}`,
      company: 'Apapa Haulage',
      phone: '(01) 234 5678',
      page: '/contact',
    };
    expect(await post(withBoth)).toEqual({ status: 303, location: CONTACT_SENT_PATH });
    const id = formMessageId(withBoth);
    expect(await stored(id)).toMatchObject({ company: 'Apapa Haulage', phone: '(01) 234 5678' });
    expect(mailFor(id)?.text).toContain('Company: Apapa Haulage\nPhone: (01) 234 5678\n');

    // A browser posts empty fields as empty strings.
    const without = { ...fields, subject: `Without ${token}`, company: '', phone: '', page: '' };
    expect(await post(without)).toEqual({ status: 303, location: CONTACT_SENT_PATH });
    expect(await stored(formMessageId(without))).toMatchObject({ company: null, phone: null });
  });

  it('a bad phone number: the page shows both fields again with what was typed; corrected, it sends', async () => {
    const typed = {
      ...fields,
      subject: `Bad phone ${randomUUID()}`,
      company: 'Apapa "Haulage" & Co',
      phone: '0803 12',
    };
    const answer = await post(typed);
    expect(answer.status).toBe(400);
    const html = answer.status === 400 ? answer.html : '';
    expect(html).toContain('Please correct the highlighted field and try again.');
    expect(html).toContain(
      '<input id="contact-company" name="company" maxlength="100" type="text" value="Apapa &quot;Haulage&quot; &amp; Co" autocomplete="organization">',
    );
    expect(html).toContain(
      '<input id="contact-phone" name="phone" maxlength="30" aria-invalid="true" aria-describedby="contact-phone-error" type="tel" inputmode="tel" value="0803 12" autocomplete="tel">',
    );
    expect(html).toContain(`<span class="error" id="contact-phone-error">${CONTACT_PHONE_MESSAGE}`);
    expect(html).toContain('Company (optional)');
    expect(html).toContain('Phone (optional)');
    // Nothing was stored.
    const id = formMessageId(typed);
    expect(await stored(id)).toBeUndefined();

    const messageId = /name="messageId" value="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(messageId).toBe(id);
    const answerAgain = await post({ ...typed, phone: '0803 123 4567', messageId });
    expect(answerAgain).toEqual({ status: 303, location: CONTACT_SENT_PATH });
    expect(await stored(messageId)).toMatchObject({
      company: 'Apapa "Haulage" & Co',
      phone: '0803 123 4567',
    });
  });

  it('the id of a form without company and phone is what it was before they existed', () => {
    const before: Record<string, string> = fields;
    // sha256 of the four required fields, as formMessageId hashed them before company and phone.
    const id = '1e67adb0-96f4-858d-8dd2-4a66c856c976';
    expect(formMessageId(before)).toBe(id);
    expect(formMessageId({ ...before, company: '', phone: ' ' })).toBe(id);
    expect(formMessageId({ ...before, company: 'Apapa' })).not.toBe(id);
    // The same text in the other field is another message.
    expect(formMessageId({ ...before, company: '08031234567' })).not.toBe(
      formMessageId({ ...before, phone: '08031234567' }),
    );
  });
});
