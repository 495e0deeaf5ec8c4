import { homeAnchors, paths } from '@/config/paths';
import { site } from '@/config/site';
import type { ServiceContent } from '@/content/types';

export interface BreadcrumbCrumb {
  name: string;
  path: string;
}

function absolute(path: string): string {
  return new URL(path, site.url).href;
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
      item: absolute(crumb.path),
    })),
  };
}

/** The trail of a service page; "Services" is the home page's services section. */
export function serviceBreadcrumb(title: string, path: string): BreadcrumbCrumb[] {
  return [
    { name: 'Home', path: paths.home.getHref() },
    { name: 'Services', path: paths.home.getHref(homeAnchors.services) },
    { name: title, path },
  ];
}

/** schema.org Service: what the page offers, who provides it and where. */
export function serviceJsonLd(content: ServiceContent, title: string) {
  const url = absolute(paths.service(content.slug).getHref());
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: title,
    serviceType: title,
    description: content.seo.description,
    url,
    provider: { '@type': 'Organization', name: site.name, url: site.url },
    areaServed: [
      { '@type': 'Country', name: 'Nigeria' },
      { '@type': 'Continent', name: 'Africa' },
    ],
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: content.offerings.headline.title,
      itemListElement: content.offerings.items.map((offering) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: offering.title,
          description: offering.description,
        },
      })),
    },
  };
}
