import { describe, expect, it } from 'vitest';
import { themeColors } from '../../src/config/color-scheme';
import { builtSite, voidElements } from './support/built-site';

// What the served HTML holds before any script runs: what a reader with scripts off, or still waiting
// for them, gets.
const site = builtSite();

it('/auth holds the sign-in form and /profile the profile skeleton, noindex and out of the sitemap', async () => {
  const auth = await site.fetchText('/auth');
  expect(auth).toMatch(/<h1[^>]*><span id="sign-in" data-view="sign-in">Sign In<\/span>/);
  expect(auth).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
  expect(auth).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
  // Sent by the app only: as plain HTML a submit does nothing, never a GET with the password.
  expect(auth).toMatch(/<form[^>]*method="dialog"/);
  expect(auth).toMatch(/<button[^>]*type="submit"[^>]*><span data-label="idle">/);
  expect(auth).not.toMatch(/<button[^>]*type="submit"[^>]*disabled/);
  expect(auth).toContain('<meta name="robots" content="noindex"/>');

  const profile = await site.fetchText('/profile');
  expect(profile).toMatch(/<h1[^>]*>Profile Settings<\/h1>/);
  expect(profile).toMatch(/<input[^>]*disabled=""[^>]*name="full_name"/);
  expect(profile).toContain('<meta name="robots" content="noindex"/>');

  const sitemap = await site.fetchText('/sitemap.xml');
  expect(sitemap).toContain('/contact</loc>');
  expect(sitemap).not.toMatch(/\/(auth|profile)<\/loc>/);
});

it('the privacy notice is prerendered', async () => {
  expect(await site.fetchText('/privacy')).toContain('How long we keep it');
});

it('the home page marks its sections below the fold for deferred rendering', async () => {
  // The browser test in pwa-and-seo.spec.ts sees that they are laid out only as they near the view.
  const html = await site.fetchText('/');
  expect((html.match(/<section [^>]*data-rendering="deferred"/g) ?? []).length).toBeGreaterThan(8);
});

describe.each(['/', '/services/ai-services', '/offline'])('%s', (path) => {
  it('names the browser chrome colour for a dark system', async () => {
    const dark = voidElements(await site.fetchText(path), 'meta').filter(
      (meta) => meta.name === 'theme-color' && meta.media === '(prefers-color-scheme: dark)',
    );
    expect(dark.map((meta) => meta.content)).toEqual([themeColors.dark]);
  });
});
