import { Helmet } from 'react-helmet-async';
import { shareCard, shareCardPath } from '@/config/share-card';
import { site } from '@/config/site';
import { fullPageTitle } from './page-title';

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
  const fullTitle = fullPageTitle(title, path);
  const canonical = new URL(path, site.url).href;
  // Each indexable page has its own picture (drawn by the build); the rest are not shared: the firm's.
  const image = new URL(shareCardPath(noIndex ? '/' : path), site.url).href;
  const imageAlt = noIndex ? site.name : fullTitle;
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
      <meta property="og:image:type" content={shareCard.type} />
      <meta property="og:image:width" content={String(shareCard.width)} />
      <meta property="og:image:height" content={String(shareCard.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta property="og:locale" content="en_NG" />
      {/* X takes the title, description and image from og:* where its own tags are absent
          (developer.x.com/cards/markup); written twice, they would cost every page's first round trip. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={imageAlt} />
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json">
          {serializeJsonLd(data)}
        </script>
      ))}
    </Helmet>
  );
}
