// Cloud Functions entry point: every deployed function, by name, from the module that defines it, in
// the folder of its concern (the file table in functions/README.md).
export { sendContactEmail } from './contact/send-contact-email.js';
export { deleteAccount } from './accounts/delete-account.js';
export { finishAccountDeletions } from './accounts/deleted-account-sweep-schedule.js';
export { retryUndeliveredMail } from './firm/mail-sweep-schedule.js';
export { submitContactForm } from './contact/contact-form-endpoint.js';
export { collectFieldReport } from './field-data/field-report-endpoint.js';
export {
  recordLeadResponse,
  replyToLead,
  revokeConversationLink,
} from './leads/inbox-callables.js';
export { leadInsights } from './firm/insights-callable.js';
export { escalateUnansweredLeads } from './leads/lead-escalation-schedule.js';
export { mailWeeklyDigest } from './firm/weekly-digest-schedule.js';
export { manageBooking, serveBooking } from './booking/booking-functions.js';
export { receiveInboundMail } from './inbound/inbound-mail-endpoint.js';
export { conversationPage } from './conversation/conversation-endpoint.js';
