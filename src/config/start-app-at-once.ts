/**
 * Marks a prerendered page that needs the app as soon as it has painted rather than on the visitor's first
 * interaction (src/boot.ts): the 404 page, which logs the path that was tried.
 */
export const START_APP_AT_ONCE_ATTRIBUTE = 'data-start-app-at-once';
