// The page the HTML form's endpoint answers with when a message was not sent: what went wrong, and the
// form again with everything the visitor wrote, so nothing typed is lost and one tap sends it again.
// Self-contained (shared/html-page.ts): it must render for a browser without JavaScript.
import {
  CONTACT_FORM_ACTION,
  CONTACT_FORM_FIELDS,
  CONTACT_HONEYPOT,
  CONTACT_SOURCE_FIELD,
  type ContactField,
  type ContactFieldErrors,
} from '@site/contract';
import { escapeHtml, formControl, standalonePage } from '../shared/html-page.js';

export interface FormPageValues extends Record<ContactField, string> {
  messageId: string;
  page: string;
  /** The visit's source as the boot module posted it (JSON), kept for the corrected form's post. */
  source: string;
}

export interface FormPageContent {
  summary: string;
  fieldErrors?: ContactFieldErrors | undefined;
  /** What the visitor sent; null when the request held no form to show back. */
  values: FormPageValues | null;
}

/** The whole page, as HTML. */
export function contactFormPage({ summary, fieldErrors = {}, values }: FormPageContent): string {
  const form = values
    ? `<form action="${CONTACT_FORM_ACTION}" method="post" accept-charset="utf-8">
${CONTACT_FORM_FIELDS.map((spec) => formControl(spec, values[spec.name], fieldErrors[spec.name], 'contact')).join('\n')}
<input type="hidden" name="messageId" value="${escapeHtml(values.messageId)}">
<input type="hidden" name="page" value="${escapeHtml(values.page)}">
<input type="hidden" name="${CONTACT_SOURCE_FIELD}" value="${escapeHtml(values.source)}">
<label class="trap" aria-hidden="true">${escapeHtml(CONTACT_HONEYPOT.label)}<input name="${CONTACT_HONEYPOT.name}" tabindex="-1" autocomplete="off"></label>
<button type="submit">Send Message</button>
</form>`
    : '<p><a href="/contact">Back to the contact page</a></p>';
  return standalonePage({
    title: 'Your message was not sent',
    home: 'Home',
    main: `<h1>Your message was not sent</h1>
<p class="summary" role="alert">${escapeHtml(summary)}</p>
${form}`,
  });
}
