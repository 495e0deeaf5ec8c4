/**
 * The Share action's title and address, on its link (components/share/share-link.tsx) for boot.ts's
 * Web Share handler (app/startup/share-with-web-share.ts). Its own module: the boot module imports it,
 * and nothing else of the site's config.
 */
export const SHARE_TITLE_ATTRIBUTE = 'data-share-title';
export const SHARE_URL_ATTRIBUTE = 'data-share-url';
