// The page the HTML form's endpoint answers with when a message was not sent: what went wrong, and the
// form again with everything the visitor wrote, so nothing typed is lost and one tap sends it again.
// Self-contained (styles inline, no script, no asset): it must render for a browser without
// JavaScript and whatever Hosting has cached. The colours and type are the site's (src/theme).
import {
  CONTACT_FORM_ACTION,
  CONTACT_FORM_FIELDS,
  CONTACT_HONEYPOT,
  CONTACT_SOURCE_FIELD,
  type ContactField,
  type ContactFieldErrors,
  type ContactFormField,
} from '@site/contract';

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

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? '',
  );

const styles = `
body{margin:0;font-family:"Inter","Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#0f1b2d;background:#f4f7fb;line-height:1.5}
header{background:#0b2545;padding:16px 24px}header a{color:#fff;font-weight:700;text-decoration:none}
main{max-width:640px;margin:0 auto;padding:32px 20px}
h1{color:#0b2545;font-size:1.75rem;margin:0 0 8px}
.summary{border-left:4px solid #c62828;background:#fff;padding:12px 16px;margin:0 0 24px}
form{display:grid;gap:20px;background:#fff;border:1px solid #dde3ec;border-radius:12px;padding:24px}
label{display:grid;gap:6px;font-weight:600}
input,textarea{font:inherit;padding:12px;border:1px solid #8193a8;border-radius:8px}
textarea{resize:vertical}
[aria-invalid=true]{border-color:#c62828}
.error{color:#c62828;font-weight:400;font-size:.9rem}
.help{color:#4a5a6e;font-weight:400;font-size:.9rem}
button{font:inherit;font-weight:600;background:#f4a52a;color:#0b2545;border:0;border-radius:8px;padding:12px 24px;justify-self:start;cursor:pointer}
.trap{position:absolute;left:-10000px}
`;

/** One field as the contract describes it (CONTACT_FORM_FIELDS), as the site's form draws it too. */
function field(spec: ContactFormField, values: FormPageValues, errors: ContactFieldErrors): string {
  const { name } = spec;
  const error = errors[name];
  const id = `contact-${name}`;
  // The error replaces the help, as on the site.
  const note = error
    ? `<span class="error" id="${id}-error">${escapeHtml(error)}</span>`
    : spec.help
      ? `<span class="help" id="${id}-help">${escapeHtml(spec.help)}</span>`
      : '';
  const described = error
    ? ` aria-invalid="true" aria-describedby="${id}-error"`
    : spec.help
      ? ` aria-describedby="${id}-help"`
      : '';
  const common = `id="${id}" name="${name}"${spec.required ? ' required' : ''} maxlength="${spec.maxLength}"${described}`;
  const control = spec.multiline
    ? `<textarea ${common} rows="8">${escapeHtml(values[name])}</textarea>`
    : `<input ${common} type="${spec.type}"${spec.type === 'tel' ? ' inputmode="tel"' : ''} value="${escapeHtml(values[name])}"${spec.autocomplete ? ` autocomplete="${spec.autocomplete}"` : ''}>`;
  return `<label for="${id}">${escapeHtml(spec.label)}${control}${note}</label>`;
}

/** The whole page, as HTML. */
export function contactFormPage({ summary, fieldErrors = {}, values }: FormPageContent): string {
  const form = values
    ? `<form action="${CONTACT_FORM_ACTION}" method="post" accept-charset="utf-8">
${CONTACT_FORM_FIELDS.map((spec) => field(spec, values, fieldErrors)).join('\n')}
<input type="hidden" name="messageId" value="${escapeHtml(values.messageId)}">
<input type="hidden" name="page" value="${escapeHtml(values.page)}">
<input type="hidden" name="${CONTACT_SOURCE_FIELD}" value="${escapeHtml(values.source)}">
<label class="trap" aria-hidden="true">${escapeHtml(CONTACT_HONEYPOT.label)}<input name="${CONTACT_HONEYPOT.name}" tabindex="-1" autocomplete="off"></label>
<button type="submit">Send Message</button>
</form>`
    : '<p><a href="/contact">Back to the contact page</a></p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Your message was not sent</title>
<style>${styles}</style>
</head>
<body>
<header><a href="/">Home</a></header>
<main>
<h1>Your message was not sent</h1>
<p class="summary" role="alert">${escapeHtml(summary)}</p>
${form}
</main>
</body>
</html>
`;
}
