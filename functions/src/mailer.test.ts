import { describe, expect, it } from 'vitest';
import { composeContactMail, escapeHtml, MESSAGE_ID_HEADER } from './mailer.js';

const addresses = {
  recipient: 'Sales <sales@lagoon-ridge.example>',
  sender: 'Website <no-reply@lagoon-ridge.example>',
};
const messageId = '3f0b6a3e-9a0b-4c3e-8f1e-2b1c7d9e4a10';

describe('escapeHtml', () => {
  it('should escape the five characters that matter in HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('should escape an existing entity again rather than trust it', () => {
    expect(escapeHtml('&lt;script&gt;')).toBe('&amp;lt;script&amp;gt;');
  });

  it('should leave other text, including unicode, as it is', () => {
    expect(escapeHtml('Adéwálé Ọ̀ṣun, 李雷: 100% fine')).toBe('Adéwálé Ọ̀ṣun, 李雷: 100% fine');
  });
});

describe('composeContactMail', () => {
  const hostile = {
    name: '<img src=x onerror=alert(1)>',
    email: 'ada@example.com',
    subject: 'Quote "ERP" & <b>cloud</b>',
    message: "<script>alert('x')</script>\nSecond line",
  };

  it('should escape every visitor value in the HTML body', () => {
    const mail = composeContactMail(messageId, hostile, addresses);
    const html = String(mail.html);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>cloud');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
    expect(html).toContain('Quote &quot;ERP&quot; &amp; &lt;b&gt;cloud&lt;/b&gt;');
  });

  it('should carry the values unescaped in the plain-text body', () => {
    const text = String(composeContactMail(messageId, hostile, addresses).text);
    expect(text).toContain('Name: <img src=x onerror=alert(1)>');
    expect(text).toContain("<script>alert('x')</script>\nSecond line");
  });

  it('should address the firm, reply to the visitor and tag the message id', () => {
    const mail = composeContactMail(messageId, hostile, addresses);
    expect(mail.to).toBe(addresses.recipient);
    expect(mail.from).toBe(addresses.sender);
    expect(mail.replyTo).toEqual({ name: hostile.name, address: 'ada@example.com' });
    expect(mail.subject).toBe('Website contact: Quote "ERP" & <b>cloud</b>');
    expect(mail.headers).toEqual({ [MESSAGE_ID_HEADER]: messageId });
  });
});
