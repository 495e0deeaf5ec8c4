import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '@/testing/user-events';
import { RetryAlert } from './retry-alert';

describe('RetryAlert', () => {
  it('announces what failed and loads again on "Try again"', async () => {
    const onRetry = vi.fn();
    render(<RetryAlert onRetry={onRetry}>The messages could not be loaded: offline</RetryAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The messages could not be loaded: offline',
    );
    await setupUser().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
