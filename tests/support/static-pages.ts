/**
 * One page of each kind the site prerenders (home, contact, booking, a service, an industry, the privacy
 * notice): the sample the built-site SEO checks (tests/built) and the production-CSP load (tests/e2e) walk.
 */
export const staticPageSample = [
  '/',
  '/contact',
  '/booking',
  '/services/cloud',
  '/industries/healthcare',
  '/privacy',
] as const;
