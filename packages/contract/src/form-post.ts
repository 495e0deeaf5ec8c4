// The contact form's HTML path, as both sides name it: the prerendered form posts to this address
// (Hosting rewrites it to the submitContactForm function), which answers with the thank-you page.

/** Where the form posts when the app has not loaded (firebase.json's rewrite). */
export const CONTACT_FORM_ACTION = '/api/contact';
/** Where a sent form lands: a prerendered page of the site. */
export const CONTACT_SENT_PATH = '/contact/sent';
/** A field no person sees or fills; a bot filling every input does, and its post is dropped. */
export const CONTACT_HONEYPOT_FIELD = 'website';
/**
 * A hidden field the boot module fills, as the browser posts the form itself, with the visit's source
 * (a LeadSource as JSON); the function checks it as the callable's. Empty without JavaScript.
 */
export const CONTACT_SOURCE_FIELD = 'source';
