import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { belowTheFold, HomePage } from './home-page';

describe('HomePage', () => {
  it('should render the hero with its headline and both calls to action', () => {
    renderWithProviders(<HomePage />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Elevating Your Business Through Tailor-Made Technology',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/#services');
    expect(screen.getByRole('link', { name: 'Talk to an Expert' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('should render every section in the order of the spec', () => {
    const { container } = renderWithProviders(<HomePage />);
    const ids = Array.from(container.querySelectorAll('section[id]')).map((section) => section.id);
    expect(ids).toEqual([
      'our-technology',
      'how-we-work',
      'what-we-do',
      'ai-powered',
      'about',
      'values',
      'services',
      'industries',
      'stats',
      'contact',
      'get-started',
    ]);
  });

  it('should give each lazily hydrated section the id of the element it renders', () => {
    const { container } = renderWithProviders(<HomePage />);
    for (const { id, Section } of belowTheFold) {
      expect(container.querySelector(`#${id}`), `${Section.name} renders #${id}`).not.toBeNull();
    }
  });

  it('should show the headline statistics and the about and values cards', () => {
    renderWithProviders(<HomePage />);
    for (const figure of ['15+', '50+', '99.9%', '98%']) {
      expect(screen.getByText(figure)).toBeInTheDocument();
    }
    for (const title of [
      'Our Vision',
      'Our Mission',
      'Global Reach',
      'Expert Team',
      'Strategic Focus',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    for (const value of ['Drive', 'Quality', 'Uniqueness', 'Efficiency']) {
      expect(screen.getByRole('heading', { name: value })).toBeInTheDocument();
    }
    expect(screen.getByText('WHO WE ARE')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Technology' })).toBeInTheDocument();
  });

  it('should link the services grid to all nine service routes and the industries grid to all six', () => {
    const { container } = renderWithProviders(<HomePage />);
    const hrefs = (sectionId: string) =>
      Array.from(container.querySelectorAll(`#${sectionId} a`)).map((a) => a.getAttribute('href'));
    expect(hrefs('services')).toEqual([
      '/services/ai-services',
      '/services/cloud',
      '/services/technology',
      '/services/managed',
      '/services/consultancy',
      '/services/security',
      '/services/software',
      '/services/data',
      '/services/transformation',
    ]);
    expect(hrefs('industries')).toEqual([
      '/industries/healthcare',
      '/industries/public-sector',
      '/industries/financial-services',
      '/industries/consumer-products',
      '/industries/oil-and-gas',
      '/industries/education',
    ]);
    expect(hrefs('what-we-do')).toEqual([
      '/services/managed-services',
      '/services/cloud-services',
      '/services/technology-services',
      '/services/security-services',
      '/services/transformation-services',
      '/services/data-services',
    ]);
  });
});
