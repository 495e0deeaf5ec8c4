import { ICONS_ATTRIBUTE, afterFirstPaint, afterLoad } from './shared';

/**
 * Lets decorative icons paint (components/icons/icon-loading.ts) after the load event and the first
 * contentful paint, whichever comes last. Their requests then never compete with the page's own on a slow
 * connection, nor land before its largest paint in Lighthouse's simulation (on loopback the load event can
 * come before the first paint). Sections off screen are not styled until they near the viewport
 * (content-visibility), so only the icons in view are fetched even then.
 */
export function showIconsAfterLoad(doc: Document = document): void {
  const show = () => doc.documentElement.setAttribute(ICONS_ATTRIBUTE, '');
  afterLoad(() => afterFirstPaint(show, doc.getElementById('root')), doc);
}
