import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ContactSendError } from '../api/contact-errors';
import { contactOutbox } from '../api/outbox';
import { sendContactMessage } from '../api/send-contact-message';
import { ContactOutboxSync } from '../components/contact-outbox-sync';

vi.mock('../api/send-contact-message', () => ({ sendContactMessage: vi.fn() }));
const send = vi.mocked(sendContactMessage);

const saved = {
  messageId: '3f1c2b8e-9a4d-4f6e-8b7a-1c2d3e4f5a6b',
  name: 'Ngozi',
  email: 'ngozi@example.ng',
  company: null,
  phone: null,
  subject: 'Network audit',
  message: 'Hello',
};

describe('ContactOutboxSync', () => {
  beforeEach(() => {
    localStorage.clear();
    send.mockReset();
  });

  it('should send a message saved offline once the connection returns, then forget it', async () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    contactOutbox.add(saved);
    send.mockResolvedValue({ messageId: saved.messageId, status: 'sent' });
    renderWithProviders(<ContactOutboxSync />);
    expect(send).not.toHaveBeenCalled();

    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(send).toHaveBeenCalledWith(saved);
    expect(
      await screen.findByText(
        `Your saved message "Network audit" has been sent. We'll get back to you within 24 hours.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Message sent!')).toBeInTheDocument();
    expect(contactOutbox.hasPending()).toBe(false);
  });

  it('should drop a saved message the server refuses as invalid, and ask the visitor to write again', async () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
    contactOutbox.add(saved);
    send.mockRejectedValue(
      new ContactSendError({ kind: 'invalid', fieldErrors: {}, message: 'Invalid message' }),
    );
    renderWithProviders(<ContactOutboxSync />);

    expect(
      await screen.findByText(
        'Your saved message "Network audit" could not be sent. Please write to us again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(contactOutbox.hasPending()).toBe(false);
  });
});
