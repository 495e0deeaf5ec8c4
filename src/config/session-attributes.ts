/**
 * How the prerendered page hides Sign In while a session may be loading, with no app: boot.ts marks
 * `<html>` from the session hint (features/auth/session-hint.ts), and Sign In carries the pending
 * mark until the app knows the session. The rule joining them is in the CSS baseline
 * (theme/customizations.ts): the element is out of sight, focus and the accessibility tree.
 */
export const MAY_BE_SIGNED_IN_ATTRIBUTE = 'data-may-be-signed-in';
export const SESSION_PENDING_ATTRIBUTE = 'data-session-pending';
