// How long a function that sends mail may run, and what follows from it for an attempt whose instance
// died: the callables and HTTP functions that mail, and the mail sweep, all use this timeout.

/** Timeout of every function that sends mail, so no attempt can run longer than this. */
export const MAIL_FUNCTION_TIMEOUT_SECONDS = 60;

/** An attempt older than twice the timeout can no longer be running: its instance died. */
export const STALE_MAIL_ATTEMPT_MS = 2 * MAIL_FUNCTION_TIMEOUT_SECONDS * 1000;
