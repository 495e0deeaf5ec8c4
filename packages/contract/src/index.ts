// The contract between the web app and the Cloud Functions: both import it by package name, so what
// the form checks, what the function enforces and what the privacy notice states are one text.
// zod is its only import (eslint.config.js), so it runs unchanged in the browser and in Node.
export * from './contact-schema.js';
export * from './contact-form-fields.js';
export type { ContactResult } from './contact-result.js';
export * from './data-policy.js';
export * from './ttl-fields.js';
export * from './form-post.js';
export * from './lead-source-rules.js';
export * from './lead-source.js';
export * from './field-report-rules.js';
export * from './field-report.js';
export * from './field-summary.js';
export * from './inbox.js';
export * from './business-hours.js';
export * from './opening-hours.js';
export * from './firm-contact.js';
export * from './lead-reply.js';
export * from './lead-reply-rules.js';
export * from './lead-reply-record.js';
export * from './lead-record.js';
export * from './lead-states.js';
export * from './lagos-time.js';
export * from './insights.js';
export * from './first-response.js';
export * from './lead-turns.js';
export * from './lead-thread.js';
export * from './conversation.js';
export * from './mail-threading.js';
export * from './quoted-history.js';
export * from './stray-mail.js';
