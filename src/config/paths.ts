/**
 * Every URL of the site, in one place. Components link with `paths.x.getHref()`;
 * the router, sitemap and prerenderer read the same entries, so nothing can drift.
 */
export interface AppPath {
  path: string;
  getHref: (hash?: string) => string;
}

function route(path: string): AppPath {
  return { path, getHref: (hash) => (hash ? `${path}#${hash}` : path) };
}

export const serviceSlugs = [
  'ai-services',
  'cloud',
  'technology',
  'managed',
  'consultancy',
  'security',
  'software',
  'data',
  'transformation',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

export const industrySlugs = [
  'healthcare',
  'public-sector',
  'financial-services',
  'consumer-products',
  'oil-and-gas',
  'education',
] as const;
export type IndustrySlug = (typeof industrySlugs)[number];

export const paths = {
  home: route('/'),
  contact: route('/contact'),
  /**
   * Where the contact form lands when posted without the app; prerendered, not in the sitemap. The
   * contract's CONTACT_SENT_PATH (vite.config.ts loads this file, and cannot load the package's source).
   */
  contactSent: route('/contact/sent'),
  booking: route('/booking'),
  auth: route('/auth'),
  profile: route('/profile'),
  /**
   * The firm's inbox, for admins only: not prerendered, not in the sitemap or any visitor's bytes. The
   * build writes an empty app shell for it (scripts/build/prerender.ts), so the app starts at once there.
   * The contract's INBOX_PATH, where an alert's link leads.
   */
  admin: route('/admin'),
  /**
   * What brings leads and how the site does for visitors; the inbox's, admins only, as above. The
   * contract's INSIGHTS_PATH, where the weekly digest links.
   */
  adminInsights: route('/admin/insights'),
  privacy: route('/privacy'),
  /** Served by the service worker for pages not saved on this device; prerendered, not in the sitemap. */
  offline: route('/offline'),
  service: (slug: ServiceSlug): AppPath => route(`/services/${slug}`),
  industry: (slug: IndustrySlug): AppPath => route(`/industries/${slug}`),
} as const;

/** Section ids on the home page that double as anchors (#services, #about, #contact). */
export const homeAnchors = {
  services: 'services',
  about: 'about',
  contact: 'contact',
} as const;
export type HomeAnchor = (typeof homeAnchors)[keyof typeof homeAnchors];

/**
 * Paths the home page's what-we-do grid has always linked to. They are not routes of their own:
 * each redirects to its canonical service route (client-side here, 301 in firebase.json).
 */
export const legacyServiceRedirects: Readonly<Record<string, ServiceSlug>> = {
  '/services/managed-services': 'managed',
  '/services/cloud-services': 'cloud',
  '/services/technology-services': 'technology',
  '/services/security-services': 'security',
  '/services/transformation-services': 'transformation',
  '/services/data-services': 'data',
};

/** Routes whose content is the same for every visitor, so they are prerendered and cached offline. */
export const staticRoutePaths: readonly string[] = [
  paths.home.path,
  ...serviceSlugs.map((slug) => paths.service(slug).path),
  ...industrySlugs.map((slug) => paths.industry(slug).path),
  paths.contact.path,
  paths.booking.path,
  paths.privacy.path,
];

/**
 * Pages that are the same for every visitor at first paint but personal after it (the sign-in form, the
 * profile's skeleton): prerendered like the others, but `noindex`, and left out of the sitemap.
 */
export const prerenderedAccountPaths: readonly string[] = [paths.auth.path, paths.profile.path];

/** Pages prerendered for everyone but left out of the sitemap (`noindex`): the account pages, and the
 * contact form's thank-you page, which only a sent form leads to. */
export const unlistedRoutePaths: readonly string[] = [
  ...prerenderedAccountPaths,
  paths.contactSent.path,
];
