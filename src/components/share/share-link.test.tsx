import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { renderWithProviders } from '@/testing/test-utils';
import { ShareLink } from './share-link';

describe('ShareLink', () => {
  it('is a WhatsApp link with the page’s full title and its address tagged for the lead source', () => {
    renderWithProviders(<ShareLink title="Cloud Services" path="/services/cloud" />);
    const link = screen.getByRole('link', { name: /^Share this page/ });
    const text = new URL(link.getAttribute('href')!).searchParams.get('text');
    const address = `${new URL('/services/cloud', site.url).href}?utm_source=share`;
    expect(text).toBe(`Cloud Services | ${site.name} ${address}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('data-share-title', `Cloud Services | ${site.name}`);
    expect(link).toHaveAttribute('data-share-url', address);
  });
});
