import { site, whatsAppHref } from './site';

/**
 * The page's address as the Share action (components/share/share-link.tsx) shares it, canonical and
 * tagged `utm_source=share` only, so the lead source (lib/lead-source) names "share" as how a lead came.
 */
export function sharedPageUrl(path: string): string {
  const url = new URL(path, site.url);
  url.searchParams.set('utm_source', 'share');
  return url.href;
}

/** Where the link goes without Web Share: WhatsApp, which asks whom to send the title and address to. */
export function shareOnWhatsAppHref(title: string, url: string): string {
  return whatsAppHref(null, `${title} ${url}`);
}
