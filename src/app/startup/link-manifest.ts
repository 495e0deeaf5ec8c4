/**
 * Links the web app manifest once the page has loaded. Browsers fetch a linked manifest, and then its
 * icons, straight away; on a slow connection those requests compete with the page's own. Install
 * prompts and Add to Home Screen only need the link to be there by the time someone asks for them.
 */
export function linkManifestAfterLoad(href: string, doc: Document = document): void {
  const link = () => {
    if (doc.head.querySelector('link[rel="manifest"]')) return;
    const element = doc.createElement('link');
    element.rel = 'manifest';
    element.href = href;
    doc.head.append(element);
  };
  if (doc.readyState === 'complete') link();
  else doc.defaultView?.addEventListener('load', link, { once: true });
}
