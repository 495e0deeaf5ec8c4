/**
 * What boot and the app share: the only part of src/boot the app may import (eslint.config.js), and
 * through this index only. Each module is free of React and of the rest of boot, so the app's import of
 * one never brings boot's own code with it, and the boot module's never brings the app's.
 */
/** What the page, boot and the app tell each other: attributes and marks. */
export * from './protocol';
/** When work runs: after load, after first paint, in the next task, when idle. */
export * from './schedule';
/** Whether the site runs installed. */
export * from './display-mode';
/** The session hint, read without Firebase. */
export * from './may-be-signed-in';
/** The `next` parameter's check, and the sign-in link that carries it. */
export * from './safe-next-path';
/** The colour scheme chosen in the menu. */
export * from './color-scheme-choice';
/** Closing the menu, popover or dialog. */
export * from './close-menu';
/** Sections laid out only as they near the viewport. */
export * from './deferred-rendering';
/** The service worker's offline copies: the page read, the whole site. */
export * from './offline-cache';
/** Save-Data. */
export * from './save-data';
