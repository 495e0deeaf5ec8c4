import { describe, expect, it } from 'vitest';
import { INBOX_MESSAGE_PARAM, INBOX_PATH, inboxMessageLink } from './inbox.js';

describe('inboxMessageLink', () => {
  it('is the inbox with the message named in its query', () => {
    expect(inboxMessageLink('m-1')).toBe('/admin?message=m-1');
  });

  it('gives back the very id the inbox reads, whatever characters it holds', () => {
    const id = 'a&b=c d/é?#';
    const [path, query, ...rest] = inboxMessageLink(id).split('?');
    expect(path).toBe(INBOX_PATH);
    expect(rest).toEqual([]);
    const [name, value, ...more] = (query ?? '').split(/[=&]/);
    expect(name).toBe(INBOX_MESSAGE_PARAM);
    expect(more).toEqual([]);
    expect(decodeURIComponent(value ?? '')).toBe(id);
  });
});
