/**
 * Decorative icons (decorative-icon.tsx) are small SVG files drawn as CSS masks, so no page carries their
 * path data. They are painted only once this attribute is on <html>, which the boot module sets after the
 * page has loaded and painted (app/startup/show-icons.ts).
 */
export const ICONS_ATTRIBUTE = 'data-icons';
