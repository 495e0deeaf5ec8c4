// The pages the functions answer with themselves (the contact form's error page, the conversation
// page): self-contained HTML, styles inline, no script and no asset, so they render for a browser
// without JavaScript and whatever Hosting has cached. The site's colours and type (src/theme), in
// both schemes, chosen by the system's setting as the site's pages are without a script.
import type { ContactFormField } from '@site/contract';

/** Such a page loads nothing and runs nothing; its form may only post back to the site. */
export const STANDALONE_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML element content and quoted attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/**
 * The site's colours, light, then dark (src/theme/primitives.ts's lightPalette and darkPalette): the
 * system's scheme, unless the visitor chose one in the site's menu, which the service worker writes
 * on the page as `data-color-scheme` (src/sw/color-scheme.ts), as on the site's own pages.
 */
const DARK =
  '--text:#e7edf6;--muted:#a9b7ca;--page:#081322;--paper:#0e1c31;--line:#27405f;--field:#6d819c;--ink:#0f2a4d;--error:#ff8a80;--link:#a9c8f2;--mine:#16273f;color-scheme:dark';
const COLOURS = `
:root{--text:#0f1b2d;--muted:#46566b;--page:#f4f7fb;--paper:#fff;--line:#dde3ec;--field:#8193a8;--ink:#0b2545;--error:#c62828;--link:#0b2545;--mine:#fff7e8;color-scheme:light}
@media (prefers-color-scheme:dark){:root:not([data-color-scheme=light]){${DARK}}}
:root[data-color-scheme=dark]{${DARK}}
`;

const BASE_STYLES = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--text);background:var(--page);line-height:1.5;overflow-wrap:anywhere}
header{background:var(--ink);padding:16px 24px}header a{color:#fff;font-weight:700;text-decoration:none}
main{max-width:640px;margin:0 auto;padding:32px 20px}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 8px}
a{color:var(--link)}
.summary{border-left:4px solid var(--error);background:var(--paper);padding:12px 16px;margin:0 0 24px}
form{display:grid;gap:20px;background:var(--paper);border:1px solid var(--line);border-radius:12px;padding:24px}
label{display:grid;gap:6px;font-weight:600}
input,textarea{font:inherit;color:inherit;background:var(--paper);padding:12px;border:1px solid var(--field);border-radius:8px}
textarea{resize:vertical}
[aria-invalid=true]{border-color:var(--error)}
.error{color:var(--error);font-weight:400;font-size:.9rem}
.help{color:var(--muted);font-weight:400;font-size:.9rem}
button{font:inherit;font-weight:600;background:#f4a52a;color:#0b2545;border:0;border-radius:8px;padding:12px 24px;justify-self:start;cursor:pointer}
.trap{position:absolute;left:-10000px}
`;

export interface StandalonePage {
  title: string;
  /** The header's link home: the firm's name, or "Home". */
  home: string;
  /** Styles of this page beyond the shared ones. */
  styles?: string;
  /** The page's main content, as HTML. */
  main: string;
  /** Extra head elements (meta tags). */
  head?: string;
}

/** A whole page: not indexed, the shared styles, the header and `main`. */
export function standalonePage({
  title,
  home,
  styles = '',
  main,
  head = '',
}: StandalonePage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${head}<title>${escapeHtml(title)}</title>
<style>${COLOURS}${BASE_STYLES}${styles}</style>
</head>
<body>
<header><a href="/">${escapeHtml(home)}</a></header>
<main>
${main}
</main>
</body>
</html>
`;
}

/**
 * One field of the contact form as the contract describes it (CONTACT_FORM_FIELDS), as the site's
 * React form draws it too: its label, limits and help, or its error in place of the help.
 */
export function formControl(
  spec: ContactFormField,
  value: string,
  error: string | undefined,
  idPrefix: string,
): string {
  const id = `${idPrefix}-${spec.name}`;
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
  const common = `id="${id}" name="${spec.name}"${spec.required ? ' required' : ''} maxlength="${spec.maxLength}"${described}`;
  const control = spec.multiline
    ? `<textarea ${common} rows="8">${escapeHtml(value)}</textarea>`
    : `<input ${common} type="${spec.type}"${spec.type === 'tel' ? ' inputmode="tel"' : ''} value="${escapeHtml(value)}"${spec.autocomplete ? ` autocomplete="${spec.autocomplete}"` : ''}>`;
  return `<label for="${id}">${escapeHtml(spec.label)}${control}${note}</label>`;
}
