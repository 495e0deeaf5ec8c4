/**
 * What the prerendered page, the boot module and the app tell each other: the attributes they set and
 * read on the page, and the marks they leave, in one place (as sw/protocol.ts is for the worker). The
 * app imports it, as the rest of boot/shared, through boot/shared/index.ts, and nothing else of boot/.
 */

/**
 * The User Timing mark main.tsx sets when the app has rendered or hydrated the page: from then on every
 * control is the app's. Field reports say whether it had (boot/field-data.ts), and the browser tests
 * and the interaction budget time start-up by it.
 */
export const APP_STARTED_MARK = 'app-started';

/**
 * What a submit button wears while its form waits to be sent: before the app has hydrated boot sets it
 * (boot/first-interaction.ts), after it the button itself (SubmitButton).
 */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending';

/**
 * On a form the browser is posting itself (its `action`, before the app had hydrated): the app must not
 * send it a second time, should React replay that submit once it hydrates (use-contact-form.ts).
 */
export const POSTING_NATIVELY_ATTRIBUTE = 'data-posting';

/**
 * The Share action's title and address, on its link (components/share/share-link.tsx), for boot's Web
 * Share handler (boot/share-with-web-share.ts).
 */
export const SHARE_TITLE_ATTRIBUTE = 'data-share-title';
export const SHARE_URL_ATTRIBUTE = 'data-share-url';

/**
 * Marks a prerendered page that needs the app as soon as it has painted rather than on the visitor's
 * first interaction (boot/boot.ts): the 404 page, which logs the path that was tried.
 */
export const START_APP_AT_ONCE_ATTRIBUTE = 'data-start-app-at-once';

/**
 * Marks prerendered controls that boot runs by itself, so using them never starts the app
 * (boot/first-interaction.ts): the menu's colour scheme choice. Opening the menu at desktop width
 * moves focus to its first radio button, which would otherwise count as the visitor starting on a form.
 */
export const WORKS_WITHOUT_APP_ATTRIBUTE = 'data-works-without-app';

/**
 * How the prerendered page hides Sign In while a session may be loading, with no app: boot marks
 * `<html>` from the session hint (boot/shared/may-be-signed-in.ts), and Sign In carries the pending mark until
 * the app knows the session. The rule joining them is in the CSS baseline (theme/customizations.ts):
 * the element is out of sight, focus and the accessibility tree.
 */
export const MAY_BE_SIGNED_IN_ATTRIBUTE = 'data-may-be-signed-in';
export const SESSION_PENDING_ATTRIBUTE = 'data-session-pending';

/**
 * Decorative icons (components/icons/decorative-icon.tsx) are small SVG files drawn as CSS masks, so no
 * page carries their path data. They are painted only once this attribute is on <html>, which boot sets
 * after the page has loaded and painted (boot/show-icons.ts).
 */
export const ICONS_ATTRIBUTE = 'data-icons';

/**
 * The inline custom property that holds an icon's file, as `url(/assets/<name>-<hash>.svg)`: the app
 * writes it (components/icons/icon-loading.ts), boot reads it to save a page's icons for offline use
 * (boot/shared/offline-cache.ts).
 */
export const ICON_PROPERTY = '--icon';

/**
 * The id of the JSON list a form page carries of the app's scripts (its start-up scripts and the page's
 * own), for the page's inline starter (boot/field-starter.ts). The build writes both into the page
 * (scripts/build/field-starter.ts).
 */
export const APP_MODULES_LIST_ID = 'app-modules';
