/**
 * What a submit button wears while its form waits to be sent: before the app has hydrated the boot
 * module sets it (app/startup/first-interaction.ts), after it the button itself (SubmitButton).
 */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending';

/**
 * On a form the browser is posting itself (its `action`, before the app had hydrated): the app must not
 * send it a second time, should React replay that submit once it hydrates (use-contact-form.ts).
 */
export const POSTING_NATIVELY_ATTRIBUTE = 'data-posting';
