import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('should say 404, offer the way home and log the attempted path as a warning', () => {
    // A warning, not an error: a 404 is an expected visit, and Lighthouse counts console errors.
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<NotFoundPage />, { url: '/no/such/page' });
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleWarn).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no/such/page',
    );
  });
});
