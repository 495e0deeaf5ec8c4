import { Helmet } from 'react-helmet-async';
import { site } from '@/config/site';

export interface SeoProps {
  title: string;
  description: string;
  /** The route path, e.g. "/services/cloud"; becomes the canonical URL. */
  path: string;
  keywords?: readonly string[];
  /** Structured data, each one JSON-LD script. */
  jsonLd?: readonly object[];
  /** Keeps pages such as /profile or the 404 out of search results. */
  noIndex?: boolean;
}

/** Escapes `<` so that text inside JSON-LD can never close the script element. */
function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function Seo({
  title,
  description,
  path,
  keywords,
  jsonLd = [],
  noIndex = false,
}: SeoProps) {
  const fullTitle = path === '/' ? `${site.name} | ${title}` : `${title} | ${site.name}`;
  const canonical = new URL(path, site.url).href;
  const image = new URL('/social-card.png', site.url).href;
  return (
    <Helmet prioritizeSeoTags>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:locale" content="en_NG" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json">
          {serializeJsonLd(data)}
        </script>
      ))}
    </Helmet>
  );
}
