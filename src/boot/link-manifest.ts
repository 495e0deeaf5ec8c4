import { AFTER_LOAD_GRACE_MS, afterLoad } from './shared';

/**
 * How long after the after-load work may start (`afterLoad`) the manifest is linked: 2 s after the load
 * event in all. Browsers fetch a linked manifest, and then an icon, straight away; linked at load, those
 * requests came while a long page was still painting its hero, and Lighthouse's simulation then counted
 * them before the largest paint (LCP 150 ms after FCP on most template pages).
 */
export const MANIFEST_DELAY_MS = 2_000 - AFTER_LOAD_GRACE_MS;

/**
 * Links the web app manifest a while after the page has loaded. On a slow connection its requests would
 * compete with the page's own; install prompts and Add to Home Screen only need the link to be there by
 * the time someone asks for them.
 */
export function linkManifestAfterLoad(href: string, doc: Document = document): void {
  const win = doc.defaultView;
  const link = () => {
    if (doc.head.querySelector('link[rel="manifest"]')) return;
    const element = doc.createElement('link');
    element.rel = 'manifest';
    element.href = href;
    doc.head.append(element);
  };
  afterLoad(() => win?.setTimeout(link, MANIFEST_DELAY_MS), doc);
}
