/**
 * Each indexable page's own preview picture, as WhatsApp and other link previewers show it: drawn at
 * build time from the prerendered page (scripts/build/share-cards.ts), named after its route, and declared in
 * its head (components/seo/seo.tsx). Previewers fetch it; visitors' pages never do.
 */
export const shareCard = {
  width: 1200,
  height: 630,
  type: 'image/png',
  /** WhatsApp shows no picture for a larger file. */
  maxBytes: 300 * 1024,
  /** Where the pictures are served from, outside the offline site's assets. */
  dir: 'share',
} as const;

/** The picture's path for a route: "/" → "/share/home.png", "/services/cloud" → "/share/services-cloud.png". */
export function shareCardPath(routePath: string): string {
  const name = routePath.replace(/^\/+|\/+$/g, '').replace(/\//g, '-') || 'home';
  return `/${shareCard.dir}/${name}.png`;
}
