import { paths } from '@/config/paths';
import { shareCardPath } from '@/config/share-card';
import { site } from '@/config/site';

export interface BreadcrumbCrumb {
  name: string;
  path: string;
}

/** A site path as an absolute URL on the canonical origin. */
export const absoluteUrl = (path: string) => new URL(path, site.url).href;

/**
 * schema.org ProfessionalService: who we are, where, and when we are open (config/site.ts). On the home
 * and contact pages only, where search engines look for a business's details; every other page would
 * repeat its 1 KB (a phone's first round trip carries about 14 KB of page).
 */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${absoluteUrl('/')}#organization`,
    name: site.name,
    legalName: site.legalName,
    url: site.url,
    logo: absoluteUrl('/icons/icon-512.png'),
    image: absoluteUrl(shareCardPath(paths.home.path)),
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.streetAddress,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      addressCountry: site.address.countryCode,
    },
    areaServed: ['Nigeria', 'Africa', 'Worldwide'],
    openingHoursSpecification: site.hours
      .filter((row) => row.opens && row.closes)
      .map((row) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: row.dayOfWeek.map((day) => `https://schema.org/${day}`),
        opens: row.opens,
        closes: row.closes,
      })),
  };
}

/** schema.org BreadcrumbList, e.g. Home > Services > Cloud & Software. */
export function breadcrumbJsonLd(trail: readonly BreadcrumbCrumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** Home > page, for top-level pages such as /contact. */
export function topLevelBreadcrumb(name: string, path: string) {
  return breadcrumbJsonLd([
    { name: 'Home', path: paths.home.getHref() },
    { name, path },
  ]);
}
