import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decodeLeadAnswer, decodeLeadReply } from '@site/contract';
import { renderWithProviders } from '@/testing/test-utils';
import { inboxMessage } from '../testing/inbox-message';
import { ReplyThread } from './reply-thread';

const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });

describe('ReplyThread', () => {
  it('shows both sides after the first message, oldest first, with files named, not kept', () => {
    const long = 'x'.repeat(400);
    renderWithProviders(
      <ReplyThread
        message={inboxMessage({ name: 'Ngozi Okafor' })}
        replies={[
          decodeLeadReply('r1', {
            body: 'Which models?',
            authorEmail: 'ada@lagoon-ridge.example',
            status: 'sent',
            sentAt: at('2026-11-25T16:00:00Z'),
          }),
          decodeLeadReply('r2', { body: 'Not sent yet', status: 'received' }),
        ]}
        answers={[
          decodeLeadAnswer('a2', {
            channel: 'page',
            text: `Thanks! ${long}`,
            receivedAt: at('2026-11-26T09:00:00Z'),
          }),
          decodeLeadAnswer('a1', {
            channel: 'email',
            text: 'Our RFP is attached.',
            receivedAt: at('2026-11-25T17:00:00Z'),
            attachments: [{ name: 'rfp.pdf', type: 'application/pdf', size: 120_000 }],
            copyStatus: 'sent',
          }),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Conversation (3 more messages)' })).toBeVisible();
    const texts = screen
      .getAllByText(/Which models\?|Our RFP is attached\.|Thanks!/)
      .map((node) => node.textContent?.slice(0, 20));
    expect(texts).toEqual([
      'Which models?',
      'Our RFP is attached.',
      `Thanks! ${long}`.slice(0, 20),
    ]);
    expect(screen.getByText(/ada@lagoon-ridge\.example/)).toBeVisible();
    expect(screen.getByText(/Ngozi Okafor, .* by e-mail/)).toBeVisible();
    expect(screen.getByText(/on their conversation page/)).toBeVisible();
    expect(screen.getByRole('list', { name: 'Attachments' })).toHaveTextContent(
      'rfp.pdf (application/pdf, 120 KB)',
    );
    expect(screen.getByText(/files included, is in the firm’s mailbox/)).toBeVisible();
    expect(screen.queryByText('Not sent yet')).not.toBeInTheDocument();
  });

  it('shows nothing while the lead has only its first message', () => {
    const { container } = renderWithProviders(
      <ReplyThread message={inboxMessage()} replies={[]} answers={[]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
