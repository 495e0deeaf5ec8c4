import { describe, expect, it } from 'vitest';
import {
  bareAddress,
  leadIdOfMessageId,
  messageIdsIn,
  replyAddress,
  replyTokenOf,
  threadMessageId,
} from './mail-threading.js';

const token = 'abcdefghijklmnopqrstuvwxyz'; // 26 base32 characters
const domain = 'reply.lagoon-ridge.example';

describe('the reply address', () => {
  it('is reply+<token> at the reply domain, and reads back to its token in any case', () => {
    const address = replyAddress(token, 'Reply.Lagoon-Ridge.example');
    expect(address).toBe(`reply+${token}@${domain}`);
    expect(replyTokenOf(address, domain)).toBe(token);
    expect(replyTokenOf(`"Lagoon Ridge" <${address.toUpperCase()}>`, domain)).toBe(token);
  });

  it('refuses to make one from anything but a token, so the prefix is never doubled', () => {
    expect(() => replyAddress(`reply+${token}`, domain)).toThrow();
    expect(() => replyAddress(token.slice(1), domain)).toThrow();
  });

  it.each([
    ['another domain', `reply+${token}@lagoon-ridge.example`],
    ['a doubled prefix', `reply+reply+${token}@${domain}`],
    ['no token', `reply@${domain}`],
    ['a token of the wrong shape', `reply+${token}1@${domain}`],
    ['another local part', `sales+${token}@${domain}`],
  ])('is not ours with %s', (_case, address) => {
    expect(replyTokenOf(address, domain)).toBeNull();
  });

  it('finds the bare address in a From header', () => {
    expect(bareAddress('Ngozi Okafor <Ngozi@Example.com>')).toBe('ngozi@example.com');
    expect(bareAddress('ngozi@example.com')).toBe('ngozi@example.com');
    expect(bareAddress('undisclosed-recipients:;')).toBe('');
  });
});

describe('our Message-IDs', () => {
  const leadId = '3f2c1a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f';

  it('name the lead and the mail, on our domain', () => {
    expect(threadMessageId(leadId, 'ack', domain)).toBe(`<lead.${leadId}.ack@${domain}>`);
    expect(threadMessageId(leadId, { reply: 'r-1' }, domain)).toBe(
      `<lead.${leadId}.reply.r-1@${domain}>`,
    );
    expect(threadMessageId(leadId, { copy: 'a1' }, domain)).toBe(
      `<lead.${leadId}.copy.a1@${domain}>`,
    );
  });

  it('read back to their lead from In-Reply-To or References, and nobody else’s do', () => {
    const ours = threadMessageId(leadId, { reply: 'r-1' }, domain);
    const references = `<CAF=xyz@mail.gmail.com>\r\n ${ours}, <lead.${leadId}.ack@elsewhere.example>`;
    const ids = messageIdsIn(references);
    expect(ids).toEqual([
      '<CAF=xyz@mail.gmail.com>',
      ours,
      `<lead.${leadId}.ack@elsewhere.example>`,
    ]);
    expect(ids.map((id) => leadIdOfMessageId(id, domain))).toEqual([null, leadId, null]);
    expect(messageIdsIn(undefined)).toEqual([]);
  });
});
