import { homeAnchors, paths } from '@/config/paths';
import { site } from '@/config/site';
import type { ServiceContent } from '@/content/types';
import { absoluteUrl, type BreadcrumbCrumb } from '@/components/seo/structured-data';

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
  const url = absoluteUrl(paths.service(content.slug).getHref());
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
