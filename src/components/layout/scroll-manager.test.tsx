import { act, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { Link } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { ScrollManager } from './scroll-manager';
import { setupUser } from '@/testing/user-events';

function Home() {
  return (
    <main id="main-content" tabIndex={-1}>
      <h1 tabIndex={-1} data-page-title>
        Home
      </h1>
      <section id="about" aria-label="About us" tabIndex={-1}>
        About
      </section>
    </main>
  );
}

function Other() {
  return (
    <main id="main-content" tabIndex={-1}>
      <h1 tabIndex={-1} data-page-title>
        Contact
      </h1>
      <Link to="/#about">About</Link>
      <Link to="/">Home</Link>
    </main>
  );
}

const routes = [
  {
    path: '/',
    element: (
      <>
        <Home />
        <ScrollManager />
      </>
    ),
  },
  {
    path: '/contact',
    element: (
      <>
        <Other />
        <ScrollManager />
      </>
    ),
  },
];

describe('ScrollManager', () => {
  it('should scroll to the section and focus it when navigating to /#about from another page', async () => {
    const user = setupUser();
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderRoutes(routes, { url: '/contact' });
    await user.click(screen.getByRole('link', { name: 'About' }));
    const section = await screen.findByRole('region', { name: 'About us' });
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(section).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it('should focus the new page heading after a route change without a hash', async () => {
    const user = setupUser();
    renderRoutes(routes, { url: '/contact' });
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toHaveFocus();
  });

  it('should leave focus alone on the first load', () => {
    renderRoutes(routes, { url: '/contact' });
    expect(screen.getByRole('heading', { name: 'Contact' })).not.toHaveFocus();
  });

  it('should go to the fragment on the first load when nothing has focus', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderRoutes(routes, { url: '/#about' });
    expect(screen.getByRole('region', { name: 'About us' })).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalled();
    scrollIntoView.mockRestore();
  });

  it('should go to the fragment on the first load when the browser has focused its target', () => {
    // Loaded at /#about, the browser focuses the section (tabindex -1) before the app renders.
    function FocusedByTheBrowser() {
      useLayoutEffect(() => document.getElementById('about')?.focus(), []);
      return null;
    }
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    try {
      renderRoutes(
        [
          {
            path: '/',
            element: (
              <>
                <Home />
                <FocusedByTheBrowser />
                <ScrollManager />
              </>
            ),
          },
        ],
        { url: '/#about' },
      );
      expect(scrollIntoView).toHaveBeenCalled();
    } finally {
      scrollIntoView.mockRestore();
    }
  });

  it('should leave focus and scroll alone on the first load at a fragment once the visitor is in a field', () => {
    // The prerendered page's field, focused and typed into before the app rendered.
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    try {
      renderRoutes(routes, { url: '/#about' });
      expect(field).toHaveFocus();
      expect(scrollIntoView).not.toHaveBeenCalled();
    } finally {
      scrollIntoView.mockRestore();
      field.remove();
    }
  });
});
