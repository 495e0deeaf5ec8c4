/**
 * What a submit button wears while its form waits to be sent: before the app has hydrated the boot
 * module sets it (app/startup/first-interaction.ts), after it the button itself (SubmitButton).
 */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending';
