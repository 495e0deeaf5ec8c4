// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readLeadAlert } from './lead-alerts';

describe('readLeadAlert', () => {
  const data = {
    messageId: 'm1',
    title: 'New message from Ada',
    body: 'Cloud',
    link: '/admin?message=m1',
  };

  it('reads the data FCM delivers', () => {
    expect(readLeadAlert({ data, from: '123', fcmMessageId: 'x' })).toEqual(data);
  });

  it('only ever links into the inbox', () => {
    expect(readLeadAlert({ data: { ...data, link: 'https://evil.test/' } })?.link).toBe(
      '/admin?message=m1',
    );
    expect(readLeadAlert({ data: { ...data, link: '/admin-evil' } })?.link).toBe(
      '/admin?message=m1',
    );
  });

  it('ignores pushes that are not alerts', () => {
    expect(readLeadAlert(null)).toBeNull();
    expect(readLeadAlert({ notification: { title: 'x' } })).toBeNull();
    expect(readLeadAlert({ data: { messageId: 'm1' } })).toBeNull();
  });
});
